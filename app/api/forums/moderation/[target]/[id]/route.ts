// POST /api/forums/moderation/{messages|topics}/{id} -> provider POST /acl/moderations/{target}/{id}:
// hide, restore, lock, unlock, pin, unpin or move. The provider decides who may.
import { z } from 'zod';
import { forumExpirySchema, forumModerationEntrySchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const TARGETS = ['messages', 'topics'];

export async function POST(request: Request, { params }: { params: Promise<{ target: string; id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { target, id } = await params;
  if (!TARGETS.includes(target)) return errorResponse(404, 'Not found');
  const parsed = forumModerationEntrySchema.merge(forumExpirySchema).safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, challenge, topic_id, ...body } = parsed.data;
  const res = await provider(`/acl/moderations/${target}/${encodeURIComponent(id)}`, {
    method: 'POST',
    body,
    schema: z.unknown(),
  });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform, challenge, topicId: topic_id ?? (target === 'topics' ? Number(id) : undefined) });
  return relay(res);
}
