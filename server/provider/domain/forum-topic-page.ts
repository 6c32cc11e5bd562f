// One forum topic (spec 3 §2.7, §7): its page of posts with vote counts, quotes and what the viewer
// may do there, saving it, and the thread that belongs to a challenge (its Discussions tab).
import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { FORUM_PAGE_SIZE, postExcerpt } from '@/lib/forums';
import type { ForumPost, ForumTopicPage } from '@/lib/contracts/forums';
import type { Db } from '../db/client';
import { challenges, forumPosts, forumSaved, forumTopics, platforms, users } from '../db/schema';
import { canModerateTopic, postingRefusal } from './forum-access';
import { movableChannels } from './forum-moderation-reads';
import { toSummary, topicsQuery } from './forum-reads';
import { emptyVotes, votesOf } from './forum-votes';
import type { UserRow } from './users';

export async function challengeTopicId(db: Db, slug: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ id: challenges.id, topicId: forumTopics.id })
    .from(challenges)
    .leftJoin(forumTopics, eq(forumTopics.challengeId, challenges.id))
    .where(eq(challenges.slug, slug));
  if (!row) return undefined;
  return row.topicId;
}

/**
 * The page of a topic that holds one of its posts (posts are paged oldest first, hidden and deleted
 * ones keeping their place), or null for a post that is not in the topic.
 */
async function pageOfPost(db: Db, topicId: number, postId: number): Promise<number | null> {
  const [post] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.topicId, topicId)));
  if (!post) return null;
  const [{ before }] = await db
    .select({ before: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.topicId, topicId), lt(forumPosts.id, postId)));
  return Math.floor(before / FORUM_PAGE_SIZE) + 1;
}

/**
 * A page of a topic's posts: `page`, or with `post` the page that holds that post (links from the
 * moderation log, the review queue and search go to a post, wherever it is in a long topic).
 */
export async function topicPage(
  db: Db,
  topicId: number,
  viewer: UserRow | null,
  page: number,
  post?: number,
): Promise<ForumTopicPage | null> {
  const [row] = await topicsQuery(db)
    .where(and(eq(forumTopics.id, topicId), isNull(forumTopics.deletedAt)))
    .limit(1);
  if (!row) return null;
  const [topic] = await db.select().from(forumTopics).where(eq(forumTopics.id, topicId));
  const moderator = await canModerateTopic(db, viewer, topic);
  if (topic.hidden && !moderator) return null;
  const [[{ n }], [platform]] = await Promise.all([
    db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.topicId, topicId)),
    db.select({ slug: platforms.slug }).from(platforms).where(eq(platforms.id, topic.platformId)),
  ]);
  const pages = Math.max(1, Math.ceil(n / FORUM_PAGE_SIZE));
  // A post not in this topic (moved away, or a wrong link) leaves the page asked for.
  const wanted = (post === undefined ? null : await pageOfPost(db, topicId, post)) ?? page;
  const current = Math.min(wanted, pages);
  const posts = await db
    .select({
      id: forumPosts.id,
      parentId: forumPosts.parentId,
      quotePostId: forumPosts.quotePostId,
      body: forumPosts.body,
      isOpening: forumPosts.isOpening,
      answered: forumPosts.answered,
      hiddenReason: forumPosts.hiddenReason,
      createdAt: forumPosts.createdAt,
      editedAt: forumPosts.editedAt,
      deletedAt: forumPosts.deletedAt,
      authorId: users.id,
      authorName: users.screenName,
      authorAvatar: users.avatarUrl,
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.topicId, topicId))
    .orderBy(asc(forumPosts.id))
    .limit(FORUM_PAGE_SIZE)
    .offset((current - 1) * FORUM_PAGE_SIZE);
  const ids = posts.map((p) => p.id);
  const quoteIds = [...new Set(posts.map((p) => p.quotePostId).filter((id): id is number => Boolean(id)))];
  const [{ counts, mine }, quotes] = await Promise.all([
    votesOf(db, ids, viewer?.id ?? null),
    quoteIds.length
      ? db
          .select({
            id: forumPosts.id,
            body: forumPosts.body,
            author: users.screenName,
            gone: sql<boolean>`${forumPosts.deletedAt} is not null or ${forumPosts.hiddenReason} is not null`,
          })
          .from(forumPosts)
          .innerJoin(users, eq(users.id, forumPosts.authorId))
          .where(inArray(forumPosts.id, quoteIds))
      : Promise.resolve([]),
  ]);
  const quoteById = new Map(quotes.map((q) => [q.id, q]));
  const out: ForumPost[] = posts.map((p) => {
    const shown = !p.deletedAt && (!p.hiddenReason || moderator);
    const quote = p.quotePostId ? quoteById.get(p.quotePostId) : undefined;
    return {
      id: p.id,
      parent_id: p.parentId,
      quote: quote
        ? { id: quote.id, author: quote.author, excerpt: quote.gone ? '' : postExcerpt(quote.body, 200) }
        : null,
      author: { id: p.authorId, screen_name: p.authorName, avatar_url: p.authorAvatar },
      body: shown ? p.body : '',
      is_opening: p.isOpening,
      deleted: Boolean(p.deletedAt),
      hidden: (p.hiddenReason as ForumPost['hidden']) ?? null,
      votes: counts.get(p.id) ?? emptyVotes(),
      my_votes: mine.get(p.id) ?? [],
      editable: Boolean(viewer && viewer.id === p.authorId && !p.answered && !p.deletedAt),
      created_at: p.createdAt.toISOString(),
      edited_at: p.editedAt?.toISOString() ?? null,
    };
  });
  let refusal: string | null = null;
  let saved = false;
  if (viewer) {
    refusal = await postingRefusal(db, viewer);
    if (!refusal && topic.locked && !moderator) refusal = 'This topic is locked: no new replies.';
    const [s] = await db
      .select({ t: forumSaved.topicId })
      .from(forumSaved)
      .where(and(eq(forumSaved.topicId, topicId), eq(forumSaved.userId, viewer.id)));
    saved = Boolean(s);
  }
  return {
    topic: { ...toSummary(row), platform: platform?.slug ?? '' },
    posts: out,
    page: current,
    pages,
    viewer: {
      can_post: Boolean(viewer) && !refusal,
      can_moderate: moderator,
      saved,
      refusal,
      move_to: viewer && moderator ? await movableChannels(db, viewer, topic) : [],
    },
  };
}

export async function saveTopic(db: Db, user: UserRow, topicId: number, save: boolean) {
  if (save) await db.insert(forumSaved).values({ topicId, userId: user.id }).onConflictDoNothing();
  else await db.delete(forumSaved).where(and(eq(forumSaved.topicId, topicId), eq(forumSaved.userId, user.id)));
}
