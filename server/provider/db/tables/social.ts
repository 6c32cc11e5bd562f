// People (spec 3 §6, issue 19): follows, friend requests and friendships, blocks, direct messages
// between mutual follows or friends, and the one notifications table every event feeds.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A follows B: one row, no counter columns (counts are index-only scans). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee').on(t.followeeId, t.followerId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * A friend request: pending until accepted, declined, cancelled by its sender, or expired by the
 * queued job after 30 days (spec 3 §4). At most one pending request per pair and direction.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friend_requests_one_pending')
      .on(t.fromUserId, t.toUserId)
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_to').on(t.toUserId, t.status),
    index('friend_requests_pending_age')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** A friendship is stored in both directions, so "my friends" is one index range. */
export const friendships = pgTable(
  'friendships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

/** A blocks B: B's messages and mentions no longer reach A, and B cannot message A. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A two-person conversation; userA < userB so a pair has one row. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userA: integer('user_a')
      .notNull()
      .references(() => users.id),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair').on(t.userA, t.userB),
    index('conversations_b').on(t.userB),
    check('conversations_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    /** Markdown as written; html is the server renderer's sanitised output. */
    body: text('body').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The read receipt: when the recipient opened the conversation after it arrived. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('direct_messages_conversation').on(t.conversationId, t.id),
    index('direct_messages_unread')
      .on(t.recipientId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** One row per recipient and event (issue 19 §3); written by notify() in one INSERT ... SELECT. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    text: text('text').notNull(),
    href: text('href').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.id.desc()),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
