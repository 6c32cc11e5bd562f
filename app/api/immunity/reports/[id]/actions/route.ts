// POST /api/immunity/reports/{id}/actions -> provider POST /immunity/reports/{id}/actions (issue 21
// §3): a moderator hides, restores, warns, suspends or dismisses. The provider decides who may (an
// ambassador in their own community, an admin anywhere); the pages that showed the content are expired.
import { z } from 'zod';
import { MODERATION_TEXTS, moderationActionSchema, moderationResultSchema } from '@/lib/contracts/moderation';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const idSchema = z.string().regex(/^\d{1,9}$/);

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = idSchema.safeParse((await params).id);
  if (!id.success) return errorResponse(404, MODERATION_TEXTS.reportNotFound);
  const parsed = moderationActionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/immunity/reports/${id.data}/actions`, {
    method: 'POST',
    body: parsed.data,
    schema: moderationResultSchema,
  });
  if (!res.ok) return relayFailure(res);
  if (res.data.challenge) await expireChallenge(res.data.challenge.slug, res.data.challenge.platform);
  if (res.data.topic_id) expireForum({ topicId: res.data.topic_id });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
