// POST /api/base-olympiads/{id}/stop -> provider POST /olympiad/base-olympiads/{id}/stop: the
// director stops the tournament (no more cycles) or starts it again (spec 3 §2.5).
import { revalidateTag } from 'next/cache';
import { baseOlympiadSchema, stopSchema } from '@/lib/contracts/directors';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Not found');
  const body = stopSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return invalidInput(body.error);
  const res = await provider(`/olympiad/base-olympiads/${id.data}/stop`, {
    method: 'POST',
    body: body.data,
    schema: baseOlympiadSchema,
  });
  if (!res.ok) return relayFailure(res);
  revalidateTag('olympiads', { expire: 0 });
  return relay(res);
}
