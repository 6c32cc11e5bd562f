// PUT /api/challenges/{slug}/catalyst/updates -> provider PUT /challenges/{slug}/catalyst/updates:
// the catalyst's update to the crowd, shown on the challenge page, whose cache is expired at once.
import { z } from 'zod';
import { catalystUpdateOutSchema, catalystUpdateSchema } from '@/lib/challenges/catalyst-updates';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function PUT(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = catalystUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/catalyst/updates`, {
    method: 'PUT',
    body: parsed.data,
    schema: z.object({ slug: z.string(), platform: z.string(), update: catalystUpdateOutSchema }),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  return relay({ ...res, data: res.data.update });
}
