// What forum moderators read (spec 3 §6, §7 'Moderation'): the community's log, each entry with the
// topic or person it names so the page can link it; the review queue of posts hidden by negative
// votes; and the channels a moderator may move a topic to.
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NEGATIVE_VOTES, postExcerpt } from '@/lib/forums';
import type { ForumReviewItem, ModerationLogEntry } from '@/lib/contracts/forums';
import type { Db } from '../db/client';
import { forumChannels, forumModerationLog, forumPosts, forumTopics, forumVotes, platforms, users } from '../db/schema';
import type { ForumScope, TopicRow } from './forum-access';
import { moderatesPlatform } from './staff';
import type { UserRow } from './users';

/** How many entries the log and the queue show. */
export const MODERATION_LIST_LIMIT = 100;

export async function moderationLog(db: Db, scope: ForumScope): Promise<ModerationLogEntry[]> {
  const target = alias(users, 'target_user');
  const rows = await db
    .select({
      id: forumModerationLog.id,
      actor: users.screenName,
      action: forumModerationLog.action,
      target_type: forumModerationLog.targetType,
      target_id: forumModerationLog.targetId,
      postTopicId: forumPosts.topicId,
      target_name: target.screenName,
      reason: forumModerationLog.reason,
      createdAt: forumModerationLog.createdAt,
    })
    .from(forumModerationLog)
    .leftJoin(users, eq(users.id, forumModerationLog.actorId))
    .leftJoin(
      forumPosts,
      and(eq(forumModerationLog.targetType, 'message'), eq(forumPosts.id, forumModerationLog.targetId)),
    )
    .leftJoin(target, and(eq(forumModerationLog.targetType, 'user'), eq(target.id, forumModerationLog.targetId)))
    .where(or(eq(forumModerationLog.platformId, scope.platform.id), isNull(forumModerationLog.platformId)))
    .orderBy(desc(forumModerationLog.id))
    .limit(MODERATION_LIST_LIMIT);
  return rows.map(({ createdAt, postTopicId, ...row }) => ({
    ...row,
    topic_id: row.target_type === 'topic' ? row.target_id : (postTopicId ?? null),
    created_at: createdAt.toISOString(),
  }));
}

/** Posts hidden by negative votes and not yet reviewed, oldest first (the queue is worked in order). */
export async function reviewQueue(db: Db, scope: ForumScope): Promise<ForumReviewItem[]> {
  const negative = sql<number>`(select count(*)::int from ${forumVotes} where ${forumVotes.postId} = ${forumPosts.id}
    and ${forumVotes.type} in (${sql.join(
      NEGATIVE_VOTES.map((type) => sql`${type}`),
      sql`, `,
    )}))`;
  const rows = await db
    .select({
      message_id: forumPosts.id,
      topic_id: forumTopics.id,
      topic_title: forumTopics.title,
      author: users.screenName,
      body: forumPosts.body,
      negative_votes: negative,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(
      and(
        eq(forumPosts.hiddenReason, 'votes'),
        isNull(forumPosts.deletedAt),
        isNull(forumTopics.deletedAt),
        eq(forumTopics.platformId, scope.platform.id),
      ),
    )
    .orderBy(asc(forumPosts.id))
    .limit(MODERATION_LIST_LIMIT);
  return rows.map(({ body, createdAt, ...row }) => ({
    ...row,
    excerpt: postExcerpt(body, 200),
    created_at: createdAt.toISOString(),
  }));
}

/**
 * The channels a moderator of this topic may move it to: every other channel of its community for
 * the community's staff and owner, otherwise the other channels they own. A challenge's thread
 * stays with its challenge.
 */
export async function movableChannels(
  db: Db,
  user: UserRow,
  topic: TopicRow,
): Promise<{ id: number; title: string }[]> {
  if (topic.challengeId) return [];
  const [platform] = await db
    .select({ ownerId: platforms.ownerId })
    .from(platforms)
    .where(eq(platforms.id, topic.platformId));
  const everywhere = moderatesPlatform(user, topic.platformId) || platform?.ownerId === user.id;
  return db
    .select({ id: forumChannels.id, title: forumChannels.title })
    .from(forumChannels)
    .where(
      and(
        eq(forumChannels.platformId, topic.platformId),
        topic.channelId ? ne(forumChannels.id, topic.channelId) : undefined,
        everywhere ? undefined : or(eq(forumChannels.createdBy, user.id), eq(forumChannels.ownerUserId, user.id)),
      ),
    )
    .orderBy(asc(forumChannels.title))
    .limit(MODERATION_LIST_LIMIT);
}
