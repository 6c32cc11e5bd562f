// DELETE /api/fundings/{id} -> provider DELETE /fundings/{id} (issue 16 §5): the patron stops a
// monthly funding; charges already made stay.
import { fundingCreatedSchema } from '@/lib/contracts/wallet';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, pathId, relay } from '@/server/bff/route-guards';

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, PAYMENT_MESSAGES.fundingNotFound);
  const res = await provider(`/fundings/${id.data}`, {
    method: 'DELETE',
    schema: fundingCreatedSchema,
    headers: idempotencyHeaders(request),
  });
  return relay(res);
}
