// /api/sharing/snoozed/{id} -> provider DELETE /sharing/snoozed/{id}: removes one saved share.
import { z } from 'zod';
import { SHARING_TEXTS } from '@/lib/contracts/sharing';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, pathId, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };

export async function DELETE(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, SHARING_TEXTS.snoozedNotFound);
  const res = await provider(`/sharing/snoozed/${id.data}`, {
    method: 'DELETE',
    schema: z.undefined().transform(() => null),
  });
  return relay(res);
}
