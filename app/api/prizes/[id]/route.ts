// PUT /api/prizes/{challengeId} -> provider PUT /prizes/{id}: the catalyst's prize change after
// publishing. The challenge's pages and its community's lists (cards show the prize) are expired
// at once, so visitors see the new terms on their next visit.
import { z } from 'zod';
import { prizeUpdateSchema } from '@/lib/contracts/prize-update';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Challenge not found');
  const parsed = prizeUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/prizes/${id.data}`, {
    method: 'PUT',
    body: parsed.data,
    schema: z.object({ slug: z.string(), platform: z.string() }),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  return relay(res);
}
