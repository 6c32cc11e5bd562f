// POST /api/challenges: publishes the creation form (spec 2 §7) on the community this request's host
// names, then expires that community's challenges home (and the main site's, which lists every
// community's challenges) so the new question is listed on the very next visit.
import { challengeCreatedSchema, challengeCreateSchema } from '@/lib/contracts/challenge-create';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { callCommunity } from '@/server/bff/loaders';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  // The question is published on the community whose site the catalyst is on (spec 2 §5 platform_domain).
  const community = callCommunity(request);
  const raw: unknown = await request.json().catch(() => null);
  const parsed = challengeCreateSchema.safeParse(
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, platform_domain: community } : raw,
  );
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/challenges', { method: 'POST', body: parsed.data, schema: challengeCreatedSchema });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, community);
  return relay(res, 201);
}
