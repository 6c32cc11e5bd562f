// POST /api/challenges/{slug}/ratings -> provider POST /challenges/{slug}/ratings: a signed-in
// player rates an idea (spec 2 §7). The ideas list shows each idea's rating count, so the
// challenge's cached pages and lists are expired at once.
import { ratingCreatedSchema, ratingEntrySchema } from '@/lib/contracts/rating';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = ratingEntrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/ratings`, {
    method: 'POST',
    body: parsed.data,
    schema: ratingCreatedSchema,
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.challenge.slug, res.data.platform);
  return relay(res, 201);
}
