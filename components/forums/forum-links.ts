// Links inside one forum (a community's, platformSlug 'platform', or a user's): built from the
// route table so components never concatenate paths.
import { href } from '@/lib/routes/table';
import type { ForumTopicSummary } from '@/lib/contracts/forums';

export function topicHref(platformSlug: string, topic: Pick<ForumTopicSummary, 'id' | 'channel' | 'challenge'>) {
  if (topic.challenge)
    return href('discussion-forums.in-challenges.challenge', { platformSlug, challenge: topic.challenge.slug });
  // One canonical address per topic (the sitemap's, and the visitor cache's on the community forum).
  return href('discussion-forums.topics.show', { platformSlug, topicId: topic.id });
}
