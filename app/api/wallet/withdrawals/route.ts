// POST /api/wallet/withdrawals -> provider POST /wallet/withdrawals (issue 16 §6): a payout request.
// The amount leaves the wallet at once and waits for an admin, who pays or returns it.
import { withdrawalCreatedSchema, withdrawalSchema } from '@/lib/contracts/wallet';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = withdrawalSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/wallet/withdrawals', {
    method: 'POST',
    body: parsed.data,
    schema: withdrawalCreatedSchema,
    headers: idempotencyHeaders(request),
  });
  return relay(res, 201, { 'cache-control': 'no-store' });
}
