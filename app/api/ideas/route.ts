// POST /api/ideas -> provider POST /ideas/v2: a signed-in player enters an idea. The challenge's
// page and its community's lists (cards count ideas) are expired at once, so the new idea is
// listed on the next visit, from the visitor cache too. A paid entry (entry_fee_cents, issue 16 §3)
// carries the browser's Idempotency-Key, so a retried submission pays and enters once.
import { ideaCreatedSchema, ideaEntrySchema } from '@/lib/contracts/idea';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = ideaEntrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/ideas/v2', {
    method: 'POST',
    body: parsed.data,
    schema: ideaCreatedSchema,
    headers: idempotencyHeaders(request),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.challenge.slug, res.data.platform);
  return relay(res, 201);
}
