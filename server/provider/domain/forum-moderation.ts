// Forum moderation (spec 3 §6, §7 'Moderation'): the channel's owner, the community's owner,
// platform ambassadors and admins hide and restore posts (a post hidden by votes waits for one of
// them), lock, pin, move and hide topics; POST /acl/moderations/users suspends a person from
// posting. Every action is one row of the append-only log.
import { eq } from 'drizzle-orm';
import { FORUM_MESSAGES } from '@/lib/forums';
import type { ForumModerationAction } from '@/lib/contracts/forums';
import type { Db } from '../db/client';
import { forumChannels, forumModerationLog, forumPosts, forumSuspensions, forumTopics } from '../db/schema';
import { canModerateChannel, canModerateTopic, isStaff } from './forum-access';
import type { Write } from './forum-posts';
import { moderatesPlatform } from './staff';
import { findUserByScreenName, type UserRow } from './users';

type Action = ForumModerationAction;

async function log(
  db: Db,
  entry: {
    actorId: number;
    platformId: number | null;
    action: string;
    targetType: string;
    targetId: number;
    reason: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(forumModerationLog).values({ ...entry, details: entry.details ?? {} });
}

export async function moderateMessage(
  db: Db,
  user: UserRow,
  postId: number,
  body: { action: Action; reason: string },
): Promise<Write<{ message_id: number; hidden: string | null }>> {
  const [post] = await db.select().from(forumPosts).where(eq(forumPosts.id, postId));
  if (!post) return { ok: false, status: 404, errors: FORUM_MESSAGES.notFound };
  const [topic] = await db.select().from(forumTopics).where(eq(forumTopics.id, post.topicId));
  if (!(await canModerateTopic(db, user, topic)))
    return { ok: false, status: 403, errors: FORUM_MESSAGES.notModerator };
  if (body.action !== 'hide' && body.action !== 'restore' && body.action !== 'keep-hidden')
    return { ok: false, status: 422, errors: [{ field: 'action', error: 'A message can be hidden or restored.' }] };
  // 'keep-hidden' settles a post hidden by votes after review: it leaves the review queue.
  if (body.action === 'keep-hidden' && !post.hiddenReason)
    return { ok: false, status: 422, errors: [{ field: 'action', error: 'This post is not hidden.' }] };
  const hidden = body.action === 'restore' ? null : 'moderator';
  await db.update(forumPosts).set({ hiddenReason: hidden }).where(eq(forumPosts.id, postId));
  await log(db, {
    actorId: user.id,
    platformId: topic.platformId,
    action: body.action,
    targetType: 'message',
    targetId: postId,
    reason: body.reason,
  });
  return { ok: true, data: { message_id: postId, hidden } };
}

export async function moderateTopic(
  db: Db,
  user: UserRow,
  topicId: number,
  body: { action: Action; reason: string; channel_id?: number },
): Promise<Write<{ topic_id: number }>> {
  const [topic] = await db.select().from(forumTopics).where(eq(forumTopics.id, topicId));
  if (!topic) return { ok: false, status: 404, errors: FORUM_MESSAGES.notFound };
  if (!(await canModerateTopic(db, user, topic)))
    return { ok: false, status: 403, errors: FORUM_MESSAGES.notModerator };
  const set: Partial<typeof forumTopics.$inferInsert> = {};
  if (body.action === 'hide' || body.action === 'restore') set.hidden = body.action === 'hide';
  if (body.action === 'lock' || body.action === 'unlock') set.locked = body.action === 'lock';
  if (body.action === 'pin' || body.action === 'unpin') set.pinned = body.action === 'pin';
  if (body.action === 'move') {
    const [to] = body.channel_id
      ? await db.select().from(forumChannels).where(eq(forumChannels.id, body.channel_id))
      : [];
    if (!to || to.platformId !== topic.platformId || topic.challengeId || to.id === topic.channelId)
      return { ok: false, status: 422, errors: [{ field: 'channel_id', error: FORUM_MESSAGES.channelNotFound }] };
    // A channel owner moves topics only into channels they moderate too, not into anyone's.
    if (!(await canModerateChannel(db, user, to)))
      return { ok: false, status: 403, errors: FORUM_MESSAGES.notModerator };
    set.channelId = to.id;
  }
  // Actions of messages only ('keep-hidden'): nothing of a topic to change.
  if (Object.keys(set).length === 0)
    return { ok: false, status: 422, errors: [{ field: 'action', error: 'A topic cannot be moderated that way.' }] };
  await db.update(forumTopics).set(set).where(eq(forumTopics.id, topicId));
  await log(db, {
    actorId: user.id,
    platformId: topic.platformId,
    action: body.action,
    targetType: 'topic',
    targetId: topicId,
    reason: body.reason,
    details: body.channel_id ? { from: topic.channelId, to: body.channel_id } : {},
  });
  return { ok: true, data: { topic_id: topicId } };
}

/** Suspends or restores a person's posting; ambassadors and admins only. */
export async function moderateUser(
  db: Db,
  actor: UserRow,
  body: { screen_name: string; action: 'suspend' | 'restore'; days?: number; reason: string },
): Promise<Write<{ user_id: number; suspended: boolean; until: string | null }> & { platformId?: number | null }> {
  if (!isStaff(actor)) return { ok: false, status: 403, errors: FORUM_MESSAGES.notModerator };
  const target = await findUserByScreenName(db, body.screen_name);
  if (!target) return { ok: false, status: 404, errors: [{ field: 'screen_name', error: 'User not found!' }] };
  // An ambassador acts in their own community only: on its members (issue 21 §7).
  if (!moderatesPlatform(actor, target.homePlatformId))
    return { ok: false, status: 403, errors: FORUM_MESSAGES.notModerator };
  const until = body.days ? new Date(Date.now() + body.days * 86_400_000) : null;
  if (body.action === 'suspend')
    await db
      .insert(forumSuspensions)
      .values({ userId: target.id, until, reason: body.reason, byId: actor.id })
      .onConflictDoUpdate({
        target: forumSuspensions.userId,
        set: { until, reason: body.reason, byId: actor.id, createdAt: new Date() },
      });
  else await db.delete(forumSuspensions).where(eq(forumSuspensions.userId, target.id));
  await log(db, {
    actorId: actor.id,
    platformId: target.homePlatformId,
    action: body.action,
    targetType: 'user',
    targetId: target.id,
    reason: body.reason,
    details: { days: body.days ?? null },
  });
  return {
    ok: true,
    platformId: target.homePlatformId,
    data: {
      user_id: target.id,
      suspended: body.action === 'suspend',
      until: body.action === 'suspend' ? (until?.toISOString() ?? null) : null,
    },
  };
}
