// Discussion forums (spec 3 §2.7, §3, §5, §7): channels per community (and per user platform),
// topics (a challenge's Discussions tab is one topic per challenge), posts threaded one level,
// the seven vote types, mentions, saved topics, suspensions and the moderation log. The posts'
// full-text column (search tsvector, GIN) is hand-written SQL: migration forums_sql.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, platforms, users } from './accounts';
import { challenges } from './play';

export const forumChannels = pgTable(
  'forum_channels',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The user whose platform (/{screenName}/discussion-forums) holds it; null on the community's own. */
    ownerUserId: integer('owner_user_id').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    /** Posting needs membership: signup, or an invite code. */
    membersOnly: boolean('members_only').notNull().default(false),
    inviteCode: text('invite_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_channels_slug').on(t.platformId, sql`coalesce(${t.ownerUserId}, 0)`, t.slug),
    index('forum_channels_category').on(t.categoryId),
  ],
);

export const forumChannelMembers = pgTable(
  'forum_channel_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => forumChannels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] })],
);

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** Null for a challenge's thread, which lives on the challenge (challengeId). */
    channelId: integer('channel_id').references(() => forumChannels.id),
    challengeId: integer('challenge_id').references(() => challenges.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    replyCount: integer('reply_count').notNull().default(0),
    /** Positive votes on the topic's posts: the 'highest dope' order. */
    dope: integer('dope').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('forum_topics_challenge').on(t.challengeId),
    index('forum_topics_channel_recent').on(t.channelId, t.lastPostAt),
    index('forum_topics_platform_recent').on(t.platformId, t.lastPostAt),
    index('forum_topics_platform_dope').on(t.platformId, t.dope),
    index('forum_topics_author').on(t.authorId),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The reply this one answers (one level: a reply to a reply hangs under the same parent and quotes it). */
    parentId: integer('parent_id'),
    quotePostId: integer('quote_post_id'),
    /** The topic's title on its opening post (weighted first in search), empty on replies. */
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    isOpening: boolean('is_opening').notNull().default(false),
    positiveVotes: integer('positive_votes').notNull().default(0),
    negativeVotes: integer('negative_votes').notNull().default(0),
    /** Once somebody replied to it or voted on it, it can no longer be edited (spec 3 §5). */
    answered: boolean('answered').notNull().default(false),
    /** 'votes' (pending review) or 'moderator'; null when shown. */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('forum_posts_topic').on(t.topicId, t.id),
    index('forum_posts_author').on(t.authorId, t.createdAt),
    check('forum_posts_hidden_reason', sql`${t.hiddenReason} is null or ${t.hiddenReason} in ('votes', 'moderator')`),
  ],
);

export const forumVotes = pgTable(
  'forum_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.type] }),
    check(
      'forum_votes_type',
      sql`${t.type} in ('insightful', 'helpful', 'funny', 'off-topic', 'ai-slop', 'uncivil', 'antisocial')`,
    ),
  ],
);

/** @mentions, stored for the notifications feature to read (it is not built here). */
export const forumMentions = pgTable(
  'forum_mentions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_mentions_user').on(t.userId, t.createdAt)],
);

export const forumSaved = pgTable(
  'forum_saved',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/** A user suspended from posting (POST /acl/moderations/users); until null is indefinite. */
export const forumSuspensions = pgTable('forum_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason').notNull().default(''),
  byId: integer('by_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every moderation action, append-only. */
export const forumModerationLog = pgTable(
  'forum_moderation_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    platformId: integer('platform_id').references(() => platforms.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forum_moderation_log_platform').on(t.platformId, t.createdAt)],
);
