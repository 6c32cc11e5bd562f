// DELETE /api/base-olympiads/{id}/admins/{user} -> the provider's: the host removes an admin.
import { z } from 'zod';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string; user: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id: rawId, user: rawUser } = await params;
  const id = pathId.safeParse(rawId);
  const user = pathId.safeParse(rawUser);
  if (!id.success || !user.success) return errorResponse(404, 'Not found');
  const res = await provider(`/olympiad/base-olympiads/${id.data}/admins/${user.data}`, {
    method: 'DELETE',
    schema: z.object({ removed: z.boolean() }),
  });
  if (!res.ok) return relayFailure(res);
  return relay(res);
}
