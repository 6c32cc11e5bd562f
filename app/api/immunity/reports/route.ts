// POST /api/immunity/reports -> provider POST /immunity/reports (spec 1 §7; issue 21 §3): a
// signed-in player reports a challenge, an idea, a comment, a forum post or a person.
import { reportInputSchema, reportReceiptSchema } from '@/lib/contracts/moderation';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = reportInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/immunity/reports', { method: 'POST', body: parsed.data, schema: reportReceiptSchema });
  if (!res.ok) return relayFailure(res);
  return relay(res, 201, { 'cache-control': 'no-store' });
}
