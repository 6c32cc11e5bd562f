// POST /api/wallet/deposits -> provider POST /wallet/deposits (issue 16 §2): add funds. In the
// sandbox the wallet is credited at once ({ credited: true, balance_cents }); with Stripe the
// answer is the Checkout address the browser goes to, and the webhook credits it later.
import { depositResultSchema, depositSchema } from '@/lib/contracts/wallet';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = depositSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/wallet/deposits', {
    method: 'POST',
    body: parsed.data,
    schema: depositResultSchema,
    headers: idempotencyHeaders(request),
  });
  return relay(res, 201, { 'cache-control': 'no-store' });
}
