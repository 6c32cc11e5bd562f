// PUT /api/challenges/{slug}/media -> provider PUT /challenges/{slug}/media: the catalyst's extra
// pictures and links after publishing (spec 2 §2). The challenge's cached pages are expired at
// once so visitors see them on their next visit.
import { z } from 'zod';
import { challengeMediaOutSchema, challengeMediaSchema } from '@/lib/challenges/media';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function PUT(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = challengeMediaSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/media`, {
    method: 'PUT',
    body: parsed.data,
    schema: z.object({ slug: z.string(), platform: z.string(), media: challengeMediaOutSchema }),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  return relay({ ...res, data: res.data.media });
}
