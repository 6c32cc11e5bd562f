// POST /api/base-olympiads/{id}/admins -> provider POST /olympiad/base-olympiads/{id}/admins: the
// host adds an admin to their tournament by screen name (spec 3 §2.5 'add admins').
import { z } from 'zod';
import { addAdminSchema } from '@/lib/contracts/directors';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Not found');
  const body = addAdminSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return invalidInput(body.error);
  const res = await provider(`/olympiad/base-olympiads/${id.data}/admins`, {
    method: 'POST',
    body: body.data,
    schema: z.object({ added: z.boolean() }),
  });
  if (!res.ok) return relayFailure(res);
  return relay(res, 201);
}
