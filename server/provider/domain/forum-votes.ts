// Votes on forum posts (spec 3 §3): seven types, one per person per type per post (the primary
// key), cast and withdrawn. The counters move in the same transaction as the vote row, by
// increments the row lock serialises, so parallel votes are never lost; a repeated vote changes
// nothing. A positive vote earns the author commentator neurons through the ledger (withdrawn, it
// takes them back); enough distinct people voting a post down hide it pending review.
import { and, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  COMMENTATOR_POINTS_PER_VOTE,
  COMMENTATOR_ROLE,
  FORUM_MESSAGES,
  FORUM_VOTED_REASON,
  FORUM_VOTE_TYPES,
  HIDE_THRESHOLD,
  isPositiveVote,
  NEGATIVE_VOTES,
  type ForumVoteType,
} from '@/lib/forums';
import type { ForumVoteResult } from '@/lib/contracts/forums';
import type { Db, Tx } from '../db/client';
import { forumModerationLog, forumPosts, forumTopics, forumVotes } from '../db/schema';
import { awardPoints } from './points';
import type { Write } from './forum-posts';
import type { UserRow } from './users';

export function emptyVotes(): Record<ForumVoteType, number> {
  return Object.fromEntries(FORUM_VOTE_TYPES.map((t) => [t, 0])) as Record<ForumVoteType, number>;
}

/** Vote counts of these posts, and the viewer's own votes, from the vote rows themselves. */
export async function votesOf(db: Db | Tx, postIds: number[], viewerId: number | null) {
  const counts = new Map<number, Record<ForumVoteType, number>>();
  const mine = new Map<number, ForumVoteType[]>();
  if (!postIds.length) return { counts, mine };
  const rows = await db
    .select({ postId: forumVotes.postId, type: forumVotes.type, n: sql<number>`count(*)::int` })
    .from(forumVotes)
    .where(inArray(forumVotes.postId, postIds))
    .groupBy(forumVotes.postId, forumVotes.type);
  for (const row of rows) {
    const record = counts.get(row.postId) ?? emptyVotes();
    record[row.type as ForumVoteType] = row.n;
    counts.set(row.postId, record);
  }
  if (viewerId) {
    const own = await db
      .select({ postId: forumVotes.postId, type: forumVotes.type })
      .from(forumVotes)
      .where(and(inArray(forumVotes.postId, postIds), eq(forumVotes.userId, viewerId)));
    for (const row of own) mine.set(row.postId, [...(mine.get(row.postId) ?? []), row.type as ForumVoteType]);
  }
  return { counts, mine };
}

async function result(db: Db, postId: number, viewerId: number): Promise<ForumVoteResult> {
  const { counts, mine } = await votesOf(db, [postId], viewerId);
  const [post] = await db.select({ hidden: forumPosts.hiddenReason }).from(forumPosts).where(eq(forumPosts.id, postId));
  return {
    message_id: postId,
    votes: counts.get(postId) ?? emptyVotes(),
    my_votes: mine.get(postId) ?? [],
    hidden: (post?.hidden as ForumVoteResult['hidden']) ?? null,
  };
}

export async function castVote(
  db: Db,
  user: UserRow,
  postId: number,
  type: ForumVoteType,
): Promise<Write<ForumVoteResult>> {
  const [post] = await db
    .select({
      id: forumPosts.id,
      authorId: forumPosts.authorId,
      topicId: forumPosts.topicId,
      platformId: forumTopics.platformId,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(and(eq(forumPosts.id, postId), isNull(forumPosts.deletedAt)));
  if (!post) return { ok: false, status: 404, errors: FORUM_MESSAGES.notFound };
  if (post.authorId === user.id) return { ok: false, status: 403, errors: FORUM_MESSAGES.ownVote };
  const positive = isPositiveVote(type);
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(forumVotes)
      .values({ postId, userId: user.id, type })
      .onConflictDoNothing()
      .returning({ postId: forumVotes.postId });
    if (!added) return;
    await tx
      .update(forumPosts)
      .set(
        positive
          ? { positiveVotes: sql`${forumPosts.positiveVotes} + 1`, answered: true }
          : { negativeVotes: sql`${forumPosts.negativeVotes} + 1`, answered: true },
      )
      .where(eq(forumPosts.id, postId));
    if (positive) {
      await tx
        .update(forumTopics)
        .set({ dope: sql`${forumTopics.dope} + 1` })
        .where(eq(forumTopics.id, post.topicId));
      await awardPoints(tx, {
        userId: post.authorId,
        platformId: post.platformId,
        role: COMMENTATOR_ROLE,
        reason: FORUM_VOTED_REASON,
        points: COMMENTATOR_POINTS_PER_VOTE,
        contextType: 'forum_post',
        contextId: postId,
      });
      return;
    }
    const [flaggers] = await tx
      .select({ n: countDistinct(forumVotes.userId) })
      .from(forumVotes)
      .where(and(eq(forumVotes.postId, postId), inArray(forumVotes.type, [...NEGATIVE_VOTES])));
    if (flaggers.n < HIDE_THRESHOLD) return;
    // A moderator who restored it after review has the last word: later votes do not hide it again.
    const [restored] = await tx
      .select({ id: forumModerationLog.id })
      .from(forumModerationLog)
      .where(
        and(
          eq(forumModerationLog.targetType, 'message'),
          eq(forumModerationLog.targetId, postId),
          eq(forumModerationLog.action, 'restore'),
        ),
      )
      .limit(1);
    if (restored) return;
    const hidden = await tx
      .update(forumPosts)
      .set({ hiddenReason: 'votes' })
      .where(and(eq(forumPosts.id, postId), isNull(forumPosts.hiddenReason)))
      .returning({ id: forumPosts.id });
    if (hidden.length)
      await tx.insert(forumModerationLog).values({
        actorId: null,
        platformId: post.platformId,
        action: 'hide',
        targetType: 'message',
        targetId: postId,
        reason: `${flaggers.n} people voted it down: hidden pending review`,
      });
  });
  return { ok: true, data: await result(db, postId, user.id) };
}

export async function withdrawVote(
  db: Db,
  user: UserRow,
  postId: number,
  type: ForumVoteType,
): Promise<Write<ForumVoteResult>> {
  const [post] = await db
    .select({ authorId: forumPosts.authorId, topicId: forumPosts.topicId, platformId: forumTopics.platformId })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(eq(forumPosts.id, postId));
  if (!post) return { ok: false, status: 404, errors: FORUM_MESSAGES.notFound };
  const positive = isPositiveVote(type);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(forumVotes)
      .where(and(eq(forumVotes.postId, postId), eq(forumVotes.userId, user.id), eq(forumVotes.type, type)))
      .returning({ postId: forumVotes.postId });
    if (!removed) return;
    await tx
      .update(forumPosts)
      .set(
        positive
          ? { positiveVotes: sql`${forumPosts.positiveVotes} - 1` }
          : { negativeVotes: sql`${forumPosts.negativeVotes} - 1` },
      )
      .where(eq(forumPosts.id, postId));
    if (!positive) return;
    await tx
      .update(forumTopics)
      .set({ dope: sql`${forumTopics.dope} - 1` })
      .where(eq(forumTopics.id, post.topicId));
    await awardPoints(tx, {
      userId: post.authorId,
      platformId: post.platformId,
      role: COMMENTATOR_ROLE,
      reason: FORUM_VOTED_REASON,
      points: -COMMENTATOR_POINTS_PER_VOTE,
      contextType: 'forum_post',
      contextId: postId,
    });
  });
  return { ok: true, data: await result(db, postId, user.id) };
}
