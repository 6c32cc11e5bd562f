// Writing in the forums (spec 3 §5, §7 'Discussions', 'Channels'): channels, topics, replies
// (threaded one level: answering a reply hangs under the same parent and quotes it), a
// challenge's thread (made with its first post), edits until someone replies or votes, soft
// deletes that keep the thread, and @mentions stored for the notifications feature to read.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { channelSlug, FORUM_MESSAGES } from '@/lib/forums';
import { findMentions } from '@/lib/markdown';
import type { FieldError } from '@/lib/contracts/errors';
import type { Db, Tx } from '../db/client';
import {
  challenges,
  forumChannelMembers,
  forumChannels,
  forumMentions,
  forumPosts,
  forumTopics,
  users,
} from '../db/schema';
import {
  canModerateChannel,
  canModerateTopic,
  isChannelMember,
  postingRefusal,
  type ChannelRow,
  type ForumScope,
  type TopicRow,
} from './forum-access';
import type { UserRow } from './users';
import { notifyForumPost } from './forum-notifications';

export type Write<T> =
  { ok: true; data: T } | { ok: false; status: 403 | 404 | 409 | 422; errors: FieldError[] | string };
const refuse = (status: 403 | 404 | 409 | 422, errors: FieldError[] | string) => ({
  ok: false as const,
  status,
  errors,
});

export interface Posted {
  topic_id: number;
  message_id: number;
  /** People to tell live that the topic has a new reply (its other participants and savers). */
  participants: number[];
  platform_id: number;
}

async function storeMentions(tx: Tx, postId: number, body: string, authorId: number): Promise<number[]> {
  const handles = [...new Set(findMentions(body).map((h) => h.toLowerCase()))].slice(0, 20);
  if (!handles.length) return [];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.screenName})`, handles), isNull(users.deletedAt), ne(users.id, authorId)));
  if (found.length)
    await tx
      .insert(forumMentions)
      .values(found.map((u) => ({ postId, userId: u.id })))
      .onConflictDoNothing();
  return found.map((u) => u.id);
}

export async function createChannel(
  db: Db,
  user: UserRow,
  scope: ForumScope,
  entry: { title: string; description: string; members_only: boolean },
): Promise<Write<ChannelRow>> {
  const refusal = await postingRefusal(db, user);
  if (refusal) return refuse(403, refusal);
  // A user platform's channels are its owner's to open.
  if (scope.owner && scope.owner.id !== user.id && !user.globalAdmin) return refuse(403, FORUM_MESSAGES.notModerator);
  const [row] = await db
    .insert(forumChannels)
    .values({
      platformId: scope.platform.id,
      ownerUserId: scope.owner?.id ?? null,
      createdBy: user.id,
      slug: channelSlug(entry.title),
      title: entry.title,
      description: entry.description,
      membersOnly: entry.members_only,
      // 60 random bits (a UUID less its fixed version digit): the code is the way in, as joining takes
      // it, and looking it up needs no sign-in.
      inviteCode: entry.members_only ? crypto.randomUUID().replaceAll('-', '').slice(0, 16) : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ? { ok: true, data: row } : refuse(409, [{ field: 'title', error: FORUM_MESSAGES.slugTaken }]);
}

export async function joinChannel(db: Db, user: UserRow, channelId: number, code?: string): Promise<Write<true>> {
  const [channel] = await db.select().from(forumChannels).where(eq(forumChannels.id, channelId));
  if (!channel) return refuse(404, FORUM_MESSAGES.channelNotFound);
  // A members-only channel takes its invite code; its moderators need none. Without a code it was
  // open to anyone who asked (review finding), which made the code pointless.
  if (channel.membersOnly && code !== channel.inviteCode && !(await canModerateChannel(db, user, channel)))
    return refuse(403, [{ field: 'code', error: FORUM_MESSAGES.badInvite }]);
  await db.insert(forumChannelMembers).values({ channelId, userId: user.id }).onConflictDoNothing();
  return { ok: true, data: true };
}

async function openTopic(
  tx: Tx,
  user: UserRow,
  values: { platformId: number; channelId?: number; challengeId?: number; title: string; body: string },
) {
  const [topic] = await tx
    .insert(forumTopics)
    .values({
      platformId: values.platformId,
      channelId: values.channelId ?? null,
      challengeId: values.challengeId ?? null,
      authorId: user.id,
      title: values.title,
    })
    .returning({ id: forumTopics.id });
  const [post] = await tx
    .insert(forumPosts)
    .values({ topicId: topic.id, authorId: user.id, title: values.title, body: values.body, isOpening: true })
    .returning({ id: forumPosts.id });
  const mentioned = await storeMentions(tx, post.id, values.body, user.id);
  await notifyForumPost(tx, user, { topicId: topic.id, postId: post.id, mentioned, topicAuthorId: null });
  return { topic_id: topic.id, message_id: post.id, participants: [], platform_id: values.platformId };
}

export async function createTopic(
  db: Db,
  user: UserRow,
  channelId: number,
  entry: { title: string; body: string },
): Promise<Write<Posted>> {
  const [channel] = await db.select().from(forumChannels).where(eq(forumChannels.id, channelId));
  if (!channel) return refuse(404, FORUM_MESSAGES.channelNotFound);
  const refusal = await postingRefusal(db, user);
  if (refusal) return refuse(403, refusal);
  if (!(await isChannelMember(db, user, channel))) return refuse(403, FORUM_MESSAGES.membersOnly);
  const data = await db.transaction((tx) =>
    openTopic(tx, user, { platformId: channel.platformId, channelId, title: entry.title, body: entry.body }),
  );
  return { ok: true, data };
}

/** A post in a challenge's thread: its first post opens the thread (titled by the question). */
export async function postInChallenge(
  db: Db,
  user: UserRow,
  slug: string,
  entry: { body: string; parent_id?: number; quote_id?: number },
): Promise<Write<Posted>> {
  const [challenge] = await db
    .select({ id: challenges.id, platformId: challenges.platformId, title: challenges.questionTitle })
    .from(challenges)
    .where(eq(challenges.slug, slug));
  if (!challenge) return refuse(404, FORUM_MESSAGES.notFound);
  const refusal = await postingRefusal(db, user);
  if (refusal) return refuse(403, refusal);
  const [existing] = await db
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(eq(forumTopics.challengeId, challenge.id));
  if (existing) return createReply(db, user, existing.id, entry);
  const data = await db.transaction((tx) =>
    openTopic(tx, user, {
      platformId: challenge.platformId,
      challengeId: challenge.id,
      title: challenge.title,
      body: entry.body,
    }),
  );
  return { ok: true, data };
}

export async function createReply(
  db: Db,
  user: UserRow,
  topicId: number,
  entry: { body: string; parent_id?: number; quote_id?: number },
): Promise<Write<Posted>> {
  const [topic] = await db
    .select()
    .from(forumTopics)
    .where(and(eq(forumTopics.id, topicId), isNull(forumTopics.deletedAt)));
  if (!topic) return refuse(404, FORUM_MESSAGES.notFound);
  const refusal = await postingRefusal(db, user);
  if (refusal) return refuse(403, refusal);
  const moderator = await canModerateTopic(db, user, topic);
  if (topic.locked && !moderator) return refuse(409, FORUM_MESSAGES.locked);
  if (topic.channelId && !moderator) {
    const [channel] = await db.select().from(forumChannels).where(eq(forumChannels.id, topic.channelId));
    if (channel && !(await isChannelMember(db, user, channel))) return refuse(403, FORUM_MESSAGES.membersOnly);
  }
  const target = await replyTarget(db, topic, entry);
  if (!target) return refuse(422, [{ field: 'parent_id', error: FORUM_MESSAGES.notFound }]);
  const data = await db.transaction(async (tx) => {
    const [post] = await tx
      .insert(forumPosts)
      .values({
        topicId,
        authorId: user.id,
        body: entry.body,
        parentId: target.parentId,
        quotePostId: target.quoteId,
      })
      .returning({ id: forumPosts.id });
    // The post answered (and the one quoted) can no longer be edited (spec 3 §5).
    await tx
      .update(forumPosts)
      .set({ answered: true })
      .where(inArray(forumPosts.id, [target.answeredId, ...(target.quoteId ? [target.quoteId] : [])]));
    await tx
      .update(forumTopics)
      .set({ replyCount: sql`${forumTopics.replyCount} + 1`, lastPostAt: new Date() })
      .where(eq(forumTopics.id, topicId));
    const mentioned = await storeMentions(tx, post.id, entry.body, user.id);
    await notifyForumPost(tx, user, { topicId, postId: post.id, mentioned, topicAuthorId: topic.authorId });
    const people = await tx
      .selectDistinct({ id: forumPosts.authorId })
      .from(forumPosts)
      .where(and(eq(forumPosts.topicId, topicId), ne(forumPosts.authorId, user.id)))
      .limit(500);
    return {
      topic_id: topicId,
      message_id: post.id,
      participants: people.map((p) => p.id),
      platform_id: topic.platformId,
    };
  });
  return { ok: true, data };
}

/** Where a reply hangs: one level deep; answering a reply hangs under its parent and quotes it. */
async function replyTarget(db: Db, topic: TopicRow, entry: { parent_id?: number; quote_id?: number }) {
  const ask = entry.parent_id ?? entry.quote_id;
  if (!ask) {
    const [opening] = await db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.topicId, topic.id), eq(forumPosts.isOpening, true)));
    return { parentId: null, quoteId: null, answeredId: opening?.id ?? 0 };
  }
  const [parent] = await db
    .select({ id: forumPosts.id, parentId: forumPosts.parentId, isOpening: forumPosts.isOpening })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, ask), eq(forumPosts.topicId, topic.id)));
  if (!parent) return null;
  if (parent.isOpening) return { parentId: null, quoteId: entry.quote_id ? parent.id : null, answeredId: parent.id };
  if (parent.parentId) return { parentId: parent.parentId, quoteId: parent.id, answeredId: parent.id };
  return { parentId: parent.id, quoteId: entry.quote_id ? parent.id : null, answeredId: parent.id };
}

async function ownPost(db: Db, user: UserRow, postId: number) {
  const [post] = await db.select().from(forumPosts).where(eq(forumPosts.id, postId));
  if (!post || post.deletedAt) return refuse(404, FORUM_MESSAGES.notFound);
  if (post.authorId !== user.id) return refuse(403, FORUM_MESSAGES.notAuthor);
  return { ok: true as const, post };
}

export async function editPost(
  db: Db,
  user: UserRow,
  postId: number,
  entry: { body: string; title?: string },
): Promise<Write<{ message_id: number; topic_id: number }>> {
  const found = await ownPost(db, user, postId);
  if (!found.ok) return found;
  const { post } = found;
  // The check and the write are one statement: a reply or vote landing meanwhile wins.
  const title = post.isOpening && entry.title ? entry.title : post.title;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(forumPosts)
      .set({ body: entry.body, title, editedAt: new Date() })
      .where(and(eq(forumPosts.id, postId), eq(forumPosts.answered, false), isNull(forumPosts.deletedAt)))
      .returning({ id: forumPosts.id });
    if (row && post.isOpening && entry.title)
      await tx.update(forumTopics).set({ title: entry.title }).where(eq(forumTopics.id, post.topicId));
    if (row) await storeMentions(tx, postId, entry.body, user.id);
    return row;
  });
  if (!updated) return refuse(409, FORUM_MESSAGES.answered);
  return { ok: true, data: { message_id: postId, topic_id: post.topicId } };
}

/** Soft delete by its author: the thread keeps a 'deleted' placeholder. */
export async function deletePost(
  db: Db,
  user: UserRow,
  postId: number,
): Promise<Write<{ message_id: number; topic_id: number }>> {
  const found = await ownPost(db, user, postId);
  if (!found.ok) return found;
  await db.update(forumPosts).set({ deletedAt: new Date() }).where(eq(forumPosts.id, postId));
  return { ok: true, data: { message_id: postId, topic_id: found.post.topicId } };
}

export async function countView(db: Db, topicId: number): Promise<void> {
  await db
    .update(forumTopics)
    .set({ views: sql`${forumTopics.views} + 1` })
    .where(eq(forumTopics.id, topicId));
}
