// Reading the forums (spec 3 §2.7, §7): a scope's channels and the topic lists of every forum view
// (most recent, highest dope, in challenges, reply queue, saved, mentions, one's own, a channel,
// a category). A topic's own page is in forum-topic-page.ts.
import { and, asc, count, desc, eq, exists, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { postExcerpt, TOPICS_PAGE_SIZE } from '@/lib/forums';
import type { ForumChannel, ForumListQuery, ForumTopicList, ForumTopicSummary } from '@/lib/contracts/forums';
import type { Db } from '../db/client';
import {
  categories,
  challenges,
  forumChannels,
  forumMentions,
  forumPosts,
  forumSaved,
  forumTopics,
  friendships,
  users,
} from '../db/schema';
import type { ForumScope } from './forum-access';
import { moderatesPlatform } from './staff';
import type { UserRow } from './users';

const channelScope = (scope: ForumScope) =>
  and(
    eq(forumChannels.platformId, scope.platform.id),
    scope.owner ? eq(forumChannels.ownerUserId, scope.owner.id) : isNull(forumChannels.ownerUserId),
  );

/**
 * A scope's channels; the invite code of a members-only channel goes only to its moderators (its
 * owner, the community's owner, ambassadors, admins), decided from the row without more queries.
 */
export async function listChannels(db: Db, scope: ForumScope, viewer: UserRow | null = null): Promise<ForumChannel[]> {
  const rows = await db
    .select({
      id: forumChannels.id,
      slug: forumChannels.slug,
      title: forumChannels.title,
      description: forumChannels.description,
      members_only: forumChannels.membersOnly,
      inviteCode: forumChannels.inviteCode,
      createdBy: forumChannels.createdBy,
      ownerUserId: forumChannels.ownerUserId,
      category: categories.slug,
      topics: count(forumTopics.id),
      last: max(forumTopics.lastPostAt),
    })
    .from(forumChannels)
    .leftJoin(categories, eq(categories.id, forumChannels.categoryId))
    .leftJoin(
      forumTopics,
      and(eq(forumTopics.channelId, forumChannels.id), isNull(forumTopics.deletedAt), eq(forumTopics.hidden, false)),
    )
    .where(channelScope(scope))
    .groupBy(forumChannels.id, categories.slug)
    .orderBy(asc(forumChannels.title));
  const moderatesAll = moderatesPlatform(viewer, scope.platform.id) || scope.platform.ownerId === viewer?.id;
  return rows.map(({ last, inviteCode, createdBy, ownerUserId, ...row }) => {
    const moderator = Boolean(viewer) && (moderatesAll || createdBy === viewer?.id || ownerUserId === viewer?.id);
    return {
      ...row,
      last_post_at: last ? new Date(last).toISOString() : null,
      invite_code: row.members_only && moderator ? inviteCode : null,
    };
  });
}

/** The channel a slugless invite link names (/{platform}/discussion-forums/member-invite/{code}). */
export async function findChannelByInvite(db: Db, scope: ForumScope, code: string) {
  const [row] = await db
    .select({ slug: forumChannels.slug })
    .from(forumChannels)
    .where(and(channelScope(scope), eq(forumChannels.membersOnly, true), eq(forumChannels.inviteCode, code)));
  return row ?? null;
}

export async function findChannel(db: Db, scope: ForumScope, slug: string) {
  const [row] = await db
    .select()
    .from(forumChannels)
    .where(and(channelScope(scope), eq(forumChannels.slug, slug)));
  return row ?? null;
}

/** The opening post's body, for the list's excerpt (empty when it is deleted or hidden). */
const opening = sql<string>`(select ${forumPosts.body} from ${forumPosts} where ${forumPosts.topicId} = ${forumTopics.id} and ${forumPosts.isOpening} and ${forumPosts.deletedAt} is null and ${forumPosts.hiddenReason} is null limit 1)`;

const summaryColumns = {
  id: forumTopics.id,
  title: forumTopics.title,
  body: opening,
  channelId: forumChannels.id,
  channelSlug: forumChannels.slug,
  channelTitle: forumChannels.title,
  challengeSlug: challenges.slug,
  challengeTitle: challenges.questionTitle,
  authorId: users.id,
  authorName: users.screenName,
  authorAvatar: users.avatarUrl,
  reply_count: forumTopics.replyCount,
  dope: forumTopics.dope,
  views: forumTopics.views,
  pinned: forumTopics.pinned,
  locked: forumTopics.locked,
  hidden: forumTopics.hidden,
  createdAt: forumTopics.createdAt,
  lastPostAt: forumTopics.lastPostAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown };

export function toSummary(row: SummaryRow): ForumTopicSummary {
  const r = row as {
    id: number;
    title: string;
    body: string | null;
    channelId: number | null;
    channelSlug: string | null;
    channelTitle: string | null;
    challengeSlug: string | null;
    challengeTitle: string | null;
    authorId: number;
    authorName: string;
    authorAvatar: string | null;
    reply_count: number;
    dope: number;
    views: number;
    pinned: boolean;
    locked: boolean;
    hidden: boolean;
    createdAt: Date;
    lastPostAt: Date;
  };
  return {
    id: r.id,
    title: r.title,
    excerpt: postExcerpt(r.body ?? ''),
    channel: r.channelId ? { id: r.channelId, slug: r.channelSlug ?? '', title: r.channelTitle ?? '' } : null,
    challenge: r.challengeSlug ? { slug: r.challengeSlug, title: r.challengeTitle ?? '' } : null,
    author: { id: r.authorId, screen_name: r.authorName, avatar_url: r.authorAvatar },
    reply_count: r.reply_count,
    dope: r.dope,
    views: r.views,
    pinned: r.pinned,
    locked: r.locked,
    hidden: r.hidden,
    created_at: new Date(r.createdAt).toISOString(),
    last_post_at: new Date(r.lastPostAt).toISOString(),
  };
}

export function topicsQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(forumTopics)
    .innerJoin(users, eq(users.id, forumTopics.authorId))
    .leftJoin(forumChannels, eq(forumChannels.id, forumTopics.channelId))
    .leftJoin(challenges, eq(challenges.id, forumTopics.challengeId));
}

export async function listTopics(
  db: Db,
  scope: ForumScope,
  query: ForumListQuery,
  viewer: UserRow | null,
): Promise<ForumTopicList | null> {
  const where: (SQL | undefined)[] = [
    eq(forumTopics.platformId, scope.platform.id),
    isNull(forumTopics.deletedAt),
    eq(forumTopics.hidden, false),
  ];
  // A user platform shows its channels' topics and the threads of the user's challenges.
  if (scope.owner)
    where.push(or(eq(forumChannels.ownerUserId, scope.owner.id), eq(challenges.catalystId, scope.owner.id)));
  else where.push(or(isNull(forumTopics.channelId), isNull(forumChannels.ownerUserId)));
  let order = [desc(forumTopics.pinned), desc(forumTopics.lastPostAt), desc(forumTopics.id)];
  if (query.channel) {
    const channel = await findChannel(db, scope, query.channel);
    if (!channel) return null;
    where.push(eq(forumTopics.channelId, channel.id));
  }
  if (query.category) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, query.category));
    if (!category) return null;
    where.push(or(eq(forumChannels.categoryId, category.id), eq(challenges.mainCategoryId, category.id)));
  }
  switch (query.view) {
    case 'dope':
      order = [desc(forumTopics.dope), desc(forumTopics.lastPostAt), desc(forumTopics.id)];
      break;
    case 'in-challenges':
      where.push(isNotNull(forumTopics.challengeId));
      break;
    case 'challenge-tasks':
      where.push(isNotNull(forumTopics.challengeId), eq(forumTopics.replyCount, 0));
      break;
    case 'reply-queue':
      where.push(eq(forumTopics.replyCount, 0), eq(forumTopics.locked, false));
      order = [asc(forumTopics.createdAt), asc(forumTopics.id)];
      break;
    case 'saved':
      if (!viewer) return { topics: [], total: 0, page: query.page, page_size: TOPICS_PAGE_SIZE };
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(forumSaved)
            .where(and(eq(forumSaved.topicId, forumTopics.id), eq(forumSaved.userId, viewer.id))),
        ),
      );
      break;
    case 'mentions':
      if (!viewer) return { topics: [], total: 0, page: query.page, page_size: TOPICS_PAGE_SIZE };
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(forumMentions)
            .innerJoin(forumPosts, eq(forumPosts.id, forumMentions.postId))
            .where(and(eq(forumPosts.topicId, forumTopics.id), eq(forumMentions.userId, viewer.id))),
        ),
      );
      break;
    case 'friends':
      // Discussions the viewer's friends take part in (friendships are stored both ways).
      if (!viewer) return { topics: [], total: 0, page: query.page, page_size: TOPICS_PAGE_SIZE };
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(forumPosts)
            .innerJoin(friendships, eq(friendships.friendId, forumPosts.authorId))
            .where(and(eq(forumPosts.topicId, forumTopics.id), eq(friendships.userId, viewer.id))),
        ),
      );
      break;
    case 'mine':
      if (!viewer) return { topics: [], total: 0, page: query.page, page_size: TOPICS_PAGE_SIZE };
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(forumPosts)
            .where(and(eq(forumPosts.topicId, forumTopics.id), eq(forumPosts.authorId, viewer.id))),
        ),
      );
      break;
  }
  const condition = and(...where);
  const [rows, [{ n }]] = await Promise.all([
    topicsQuery(db)
      .where(condition)
      .orderBy(...order)
      .limit(TOPICS_PAGE_SIZE)
      .offset((query.page - 1) * TOPICS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(forumTopics)
      .leftJoin(forumChannels, eq(forumChannels.id, forumTopics.channelId))
      .leftJoin(challenges, eq(challenges.id, forumTopics.challengeId))
      .where(condition),
  ]);
  return { topics: rows.map(toSummary), total: n, page: query.page, page_size: TOPICS_PAGE_SIZE };
}
