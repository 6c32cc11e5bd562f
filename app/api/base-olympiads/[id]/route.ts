// PUT /api/base-olympiads/{id} -> provider PUT /olympiad/base-olympiads/{id} (spec 3 §7): the
// tournament settings a director changes (title, cycle, races, profanity). Host and admins.
import { revalidateTag } from 'next/cache';
import { baseOlympiadSchema, baseOlympiadUpdateSchema } from '@/lib/contracts/directors';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Not found');
  const body = baseOlympiadUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return invalidInput(body.error);
  const res = await provider(`/olympiad/base-olympiads/${id.data}`, {
    method: 'PUT',
    body: body.data,
    schema: baseOlympiadSchema,
  });
  if (!res.ok) return relayFailure(res);
  revalidateTag('olympiads', { expire: 0 });
  return relay(res);
}
