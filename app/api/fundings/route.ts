// POST /api/fundings -> provider POST /fundings (issue 16 §5; spec 3 §1, §9): patron funding of a
// user, challenge, platform or category, once or monthly, from the wallet. Funding a challenge
// raises its prize money, so its pages are expired.
import { fundingCreatedSchema, fundingSchema } from '@/lib/contracts/wallet';
import { getChallenge } from '@/server/bff/loaders';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = fundingSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/fundings', {
    method: 'POST',
    body: parsed.data,
    schema: fundingCreatedSchema,
    headers: idempotencyHeaders(request),
  });
  if (!res.ok) return relayFailure(res);
  if (parsed.data.target_type === 'challenge') {
    const challenge = await getChallenge(parsed.data.target).catch(() => null);
    if (challenge) await expireChallenge(challenge.slug, challenge.platform.slug);
  }
  return relay(res, 201);
}
