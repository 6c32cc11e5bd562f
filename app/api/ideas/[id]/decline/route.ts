// POST /api/ideas/{id}/decline -> provider POST /ideas/{id}/decline: the catalyst declines to pay
// an idea's prize (spec 2 §6); the closed challenge page and the winner's medals show it, so
// their caches are expired.
import { z } from 'zod';
import { declineResultSchema, declineSchema } from '@/lib/challenges/prize-decline';
import { expireMedals } from '@/server/bff/awards';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = declineSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/ideas/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: parsed.data,
    schema: declineResultSchema.extend({ slug: z.string(), platform: z.string() }),
  });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  expireMedals();
  return relay(res);
}
