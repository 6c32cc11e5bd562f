// Forum events for the notifications table (issue 18, issue 19 §3): a mention tells the mentioned
// player, a reply tells the topic's author. Written in the post's transaction; a player mentioned in
// a reply to their own topic gets one notification (the mention), and blocks are honoured by notify().
import { eq } from 'drizzle-orm';
import { href, postHref } from '@/lib/routes/table';
import type { Db, Tx } from '../db/client';
import { challenges, forumChannels, forumTopics, users } from '../db/schema';
import { notify } from './notifications';
import type { UserRow } from './users';

/**
 * The topic's page: in a challenge's thread, a user's forum, or the community's ('platform'); with
 * `postId`, a topic's page that holds that post, at the post.
 */
export async function topicLink(
  tx: Db | Tx,
  topicId: number,
  postId?: number,
): Promise<{ title: string; path: string } | null> {
  const [topic] = await tx
    .select({
      title: forumTopics.title,
      challenge: challenges.slug,
      owner: users.screenName,
    })
    .from(forumTopics)
    .leftJoin(challenges, eq(challenges.id, forumTopics.challengeId))
    .leftJoin(forumChannels, eq(forumChannels.id, forumTopics.channelId))
    .leftJoin(users, eq(users.id, forumChannels.ownerUserId))
    .where(eq(forumTopics.id, topicId));
  if (!topic) return null;
  const platformSlug = topic.owner ?? 'platform';
  const [name, params] = topic.challenge
    ? (['discussion-forums.in-challenges.challenge', { platformSlug, challenge: topic.challenge }] as const)
    : (['discussion-forums.topics.show', { platformSlug, topicId }] as const);
  return { title: topic.title, path: postId ? postHref(name, params, postId) : href(name, params) };
}

export async function notifyForumPost(
  tx: Tx,
  author: UserRow,
  post: { topicId: number; postId: number; mentioned: number[]; topicAuthorId: number | null },
): Promise<void> {
  const replyTo =
    post.topicAuthorId !== null && !post.mentioned.includes(post.topicAuthorId) ? post.topicAuthorId : null;
  if (!post.mentioned.length && replyTo === null) return;
  const link = await topicLink(tx, post.topicId, post.postId);
  if (!link) return;
  if (post.mentioned.length)
    await notify(tx, {
      kind: 'mention',
      to: post.mentioned,
      actorId: author.id,
      text: `@${author.screenName} mentioned you in “${link.title}”.`,
      href: link.path,
    });
  if (replyTo !== null)
    await notify(tx, {
      kind: 'forum-reply',
      to: [replyTo],
      actorId: author.id,
      text: `@${author.screenName} replied to your topic “${link.title}”.`,
      href: link.path,
    });
}
