// POST /api/challenges/{slug}/challenge-ratings -> provider POST /challenges/{slug}/challenge-ratings:
// a rater rates the challenge itself 1 to 5, once (spec 2 §5, spec 3 §9).
import { challengeRatingSummarySchema, starRatingSchema } from '@/lib/contracts/insightful';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = starRatingSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/challenge-ratings`, {
    method: 'POST',
    body: parsed.data,
    schema: challengeRatingSummarySchema,
  });
  if (!res.ok) return relayFailure(res);
  return relay(res, 201);
}
