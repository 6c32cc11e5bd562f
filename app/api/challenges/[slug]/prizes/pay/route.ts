// POST /api/challenges/{slug}/prizes/pay -> provider POST /challenges/{slug}/prizes/pay (issue 16
// §4): the catalyst pays the held prizes of their closed challenge now rather than at the end of
// the hold. The challenge's pages show paid prizes, so they are expired.
import { prizesPaidSchema } from '@/lib/contracts/wallet';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { idempotencyHeaders } from '@/server/bff/money';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/prizes/pay`, {
    method: 'POST',
    schema: prizesPaidSchema,
    headers: idempotencyHeaders(request),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  return relay(res);
}
