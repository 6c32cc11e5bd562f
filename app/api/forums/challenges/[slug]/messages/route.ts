// POST /api/forums/challenges/{slug}/messages -> provider: post in a challenge's Discussions
// thread; the first post opens it.
import { forumCreatedSchema, forumExpirySchema, forumReplyEntrySchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const entry = forumReplyEntrySchema.merge(forumExpirySchema);

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = entry.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, challenge: _c, topic_id: _t, ...body } = parsed.data;
  const res = await provider(`/content/contexts/challenge/${encodeURIComponent(slug)}/messages`, {
    method: 'POST',
    body,
    schema: forumCreatedSchema,
  });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform, challenge: slug, topicId: res.data.topic_id });
  return relay(res, 201);
}
