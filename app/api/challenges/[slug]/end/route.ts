// POST /api/challenges/{slug}/end -> provider POST /challenges/{slug}/end: the catalyst ends their
// challenge early (spec 2 §4). Closing reveals and ranks every idea, so the challenge's cached
// pages and lists are expired at once, and the medals it hands out (public medals pages).
import { z } from 'zod';
import { expireMedals } from '@/server/bff/awards';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/end`, {
    method: 'POST',
    schema: z.object({ slug: z.string(), platform: z.string() }),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  expireMedals();
  return relay(res);
}
