// Who may do what in the forums (spec 3 §5, §6): the scope a forum path names (a community, or a
// user's platform in it), the posting gate and suspensions, and who moderates a topic: the
// channel's owner (or the challenge's catalyst for its thread), the community's owner, platform
// ambassadors and admins.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { FORUM_MESSAGES } from '@/lib/forums';
import type { Db, Tx } from '../db/client';
import { challenges, forumChannelMembers, forumChannels, forumSuspensions, forumTopics, platforms } from '../db/schema';
import { loadForumGate } from './forum-gate';
import { findPlatform, type PlatformRow } from './platforms';
import { findUserByScreenName, type UserRow } from './users';
import { moderatesPlatform } from './staff';

export interface ForumScope {
  platform: PlatformRow;
  /** The user whose platform it is; null for the community's own forums. */
  owner: UserRow | null;
}

export async function resolveForumScope(db: Db, platform: string, owner?: string): Promise<ForumScope | null> {
  const found = await findPlatform(db, platform);
  if (!found) return null;
  if (!owner) return { platform: found, owner: null };
  const user = await findUserByScreenName(db, owner);
  return user && !user.deletedAt ? { platform: found, owner: user } : null;
}

/** Admin or ambassador of some community; where they may act is moderatesPlatform's (staff.ts). */
export const isStaff = (user: UserRow | null) => Boolean(user && (user.globalAdmin || user.platformAmbassador));

/** Why this person may not post anywhere just now (gate or suspension), or null. */
export async function postingRefusal(db: Db | Tx, user: UserRow): Promise<string | null> {
  const [suspended] = await db
    .select({ userId: forumSuspensions.userId })
    .from(forumSuspensions)
    .where(
      and(
        eq(forumSuspensions.userId, user.id),
        or(isNull(forumSuspensions.until), gt(forumSuspensions.until, new Date())),
      ),
    )
    .limit(1);
  if (suspended) return FORUM_MESSAGES.suspended;
  const gate = await loadForumGate(db as Db, user.id);
  return gate.can_post ? null : FORUM_MESSAGES.gate;
}

export type TopicRow = typeof forumTopics.$inferSelect;
export type ChannelRow = typeof forumChannels.$inferSelect;

export async function canModerateChannel(db: Db | Tx, user: UserRow | null, channel: ChannelRow): Promise<boolean> {
  if (!user) return false;
  if (moderatesPlatform(user, channel.platformId) || channel.createdBy === user.id || channel.ownerUserId === user.id)
    return true;
  const [platform] = await db
    .select({ ownerId: platforms.ownerId })
    .from(platforms)
    .where(eq(platforms.id, channel.platformId));
  return platform?.ownerId === user.id;
}

export async function canModerateTopic(db: Db | Tx, user: UserRow | null, topic: TopicRow): Promise<boolean> {
  if (!user) return false;
  if (moderatesPlatform(user, topic.platformId)) return true;
  if (topic.channelId) {
    const [channel] = await db.select().from(forumChannels).where(eq(forumChannels.id, topic.channelId));
    return channel ? canModerateChannel(db, user, channel) : false;
  }
  if (topic.challengeId) {
    const [challenge] = await db
      .select({ catalystId: challenges.catalystId, ownerId: platforms.ownerId })
      .from(challenges)
      .innerJoin(platforms, eq(platforms.id, challenges.platformId))
      .where(eq(challenges.id, topic.challengeId));
    return challenge?.catalystId === user.id || challenge?.ownerId === user.id;
  }
  return false;
}

/** A members-only channel takes posts from its members and its moderators. */
export async function isChannelMember(db: Db | Tx, user: UserRow, channel: ChannelRow): Promise<boolean> {
  if (!channel.membersOnly) return true;
  const [member] = await db
    .select({ userId: forumChannelMembers.userId })
    .from(forumChannelMembers)
    .where(and(eq(forumChannelMembers.channelId, channel.id), eq(forumChannelMembers.userId, user.id)));
  return Boolean(member) || canModerateChannel(db, user, channel);
}

/** Whether this person may read a topic (and so hear of its replies): it exists, and is not hidden unless they moderate it. */
export async function canReadTopic(db: Db | Tx, user: UserRow | null, topicId: number): Promise<boolean> {
  const [topic] = await db
    .select()
    .from(forumTopics)
    .where(and(eq(forumTopics.id, topicId), isNull(forumTopics.deletedAt)))
    .limit(1);
  if (!topic) return false;
  return !topic.hidden || canModerateTopic(db, user, topic);
}
