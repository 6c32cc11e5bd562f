// POST /api/forums/votes -> provider POST /vote/votes: cast one of the seven vote types on a post;
// DELETE withdraws it. The topic is read afresh (counts, 'highest dope').
import { forumExpirySchema, forumVoteEntrySchema, forumVoteResultSchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const entry = forumVoteEntrySchema.merge(forumExpirySchema);

async function vote(request: Request, method: 'POST' | 'DELETE') {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = entry.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, challenge, topic_id, ...body } = parsed.data;
  const res = await provider('/vote/votes', { method, body, schema: forumVoteResultSchema });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform, challenge, topicId: topic_id });
  return relay(res);
}

export const POST = (request: Request) => vote(request, 'POST');
export const DELETE = (request: Request) => vote(request, 'DELETE');
