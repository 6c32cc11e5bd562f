// POST /api/forums/topics/{id}/replies -> provider POST /content/contexts/topic/{id}/messages:
// reply in a topic (to a reply: threaded one level, quoted deeper). The topic and its forum are
// read afresh; the topic's other participants are told live by the provider.
import { forumCreatedSchema, forumExpirySchema, forumReplyEntrySchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const entry = forumReplyEntrySchema.merge(forumExpirySchema);

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = entry.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, challenge, topic_id: _, ...body } = parsed.data;
  const res = await provider(`/content/contexts/topic/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body,
    schema: forumCreatedSchema,
  });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform, challenge, topicId: res.data.topic_id });
  return relay(res, 201);
}
