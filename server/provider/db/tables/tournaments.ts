// Tournament closing (issue 17; spec 3 §2.5, §9): the ranked result of a closed olympiad with each
// player's prize share, and the fair-play flags that hold a player's share until an admin
// releases or reverses it. A reversal is public on the tournament's fair-play log.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { platforms, users } from './accounts';
import { baseOlympiads, challenges, olympiads } from './play';

/** One row per ranked player of a closed olympiad (the board frozen at closing). */
export const olympiadResults = pgTable(
  'olympiad_results',
  {
    /** A result's own address (GET /olympiad/results/{id}/bound, spec 3 §7). */
    id: serial('id').notNull(),
    olympiadId: integer('olympiad_id')
      .notNull()
      .references(() => olympiads.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Dense rank by neurons (100, 100, 90 -> 1, 1, 2). */
    rank: integer('rank').notNull(),
    /** Stable order: neurons, then screen name (paging). */
    position: integer('position').notNull(),
    neurons: numeric('neurons', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** The share of the prize pool (0 below the top third). */
    prizeCents: integer('prize_cents').notNull().default(0),
    /** A fair-play flag holds the share until released. */
    held: boolean('held').notNull().default(false),
    /** The ledger transaction that paid the share. */
    paidTransactionId: bigint('paid_transaction_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.olympiadId, t.userId] }),
    uniqueIndex('olympiad_results_id').on(t.id),
    index('olympiad_results_position').on(t.olympiadId, t.position),
    // The few results off the board (reversed to 0, or closed at 0 or below): a board's size is its
    // last position less these, without counting ~100,000 rows on every page (olympiad-reads.ts).
    index('olympiad_results_off_board')
      .on(t.olympiadId)
      .where(sql`${t.neurons} <= 0`),
    // A player's tournaments (medals).
    index('olympiad_results_user').on(t.userId),
    check('olympiad_results_prize_not_negative', sql`${t.prizeCents} >= 0`),
  ],
);

export const FAIR_PLAY_KINDS = ['rating_ring', 'shared_fingerprint', 'flat_rater'] as const;
export type FairPlayKind = (typeof FAIR_PLAY_KINDS)[number];

/** A fair-play check's finding about one player in one olympiad, with the evidence the admin sees. */
export const fairPlayFlags = pgTable(
  'fair_play_flags',
  {
    id: serial('id').primaryKey(),
    olympiadId: integer('olympiad_id')
      .notNull()
      .references(() => olympiads.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<FairPlayKind>().notNull(),
    /** Counts and names an admin needs to judge; no private data (no fingerprints, no emails). */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    /** The player's neurons in the window when flagged: what a reversal takes away. */
    neurons: numeric('neurons', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    state: text('state').$type<'held' | 'released' | 'reversed'>().notNull().default('held'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The public reason of a reversal. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fair_play_flags_one_per_kind').on(t.olympiadId, t.userId, t.kind),
    check('fair_play_flags_kind', sql`${t.kind} in ('rating_ring', 'shared_fingerprint', 'flat_rater')`),
    check('fair_play_flags_state', sql`${t.state} in ('held', 'released', 'reversed')`),
  ],
);

/**
 * Directors (spec 3 §1): 'A person becomes a Director on creating or re-nerving a first question.'
 * One row per person, written in the transaction that publishes their first question (a new one,
 * or a copy of an earlier one published again: re-nerving); the question's community is the one
 * they direct. The first director of a community with a tournament hosts it (base_olympiads).
 */
export const directors = pgTable('directors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  platformId: integer('platform_id')
    .notNull()
    .references(() => platforms.id),
  /** The first question, which made them a director. */
  challengeId: integer('challenge_id')
    .notNull()
    .references(() => challenges.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The admins a hosting director added to their tournament (spec 3 §2.5 'add admins'). */
export const baseOlympiadAdmins = pgTable(
  'base_olympiad_admins',
  {
    baseOlympiadId: integer('base_olympiad_id')
      .notNull()
      .references(() => baseOlympiads.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.baseOlympiadId, t.userId] }), index('base_olympiad_admins_user').on(t.userId)],
);
