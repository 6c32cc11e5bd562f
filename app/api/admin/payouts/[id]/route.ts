// POST /api/admin/payouts/{id} -> provider POST /admin/payouts/{id} (spec 1 §6 payments, payouts;
// issue 16 §6): an admin pays a withdrawal (a Stripe transfer, or by hand with its reference) or
// rejects it, which returns the money to the player's wallet. The provider checks the admin.
import { payoutDecidedSchema, payoutDecisionSchema } from '@/lib/contracts/wallet';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, PAYMENT_MESSAGES.payoutNotFound);
  const parsed = payoutDecisionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/admin/payouts/${id.data}`, {
    method: 'POST',
    body: parsed.data,
    schema: payoutDecidedSchema,
    headers: idempotencyHeaders(request),
  });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
