// The game layer (spec 3 §1, §3): the neuron ledger, the totals and boards a trigger keeps from
// it (migration 0022), and the highlights and realtime claims derived from it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
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

/** The neuron ledger (spec 3 §1): every gain or deduction, per role, is one row. */
export const pointEvents = pgTable(
  'point_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformId: integer('platform_id').references(() => platforms.id),
    role: text('role').notNull(),
    reason: text('reason').notNull(),
    // Scores carry 3 decimals (spec 3 §1): a scout's share is a tenth of a recruit's points.
    points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    contextType: text('context_type'),
    contextId: integer('context_id'),
    /** On a scout's share: the recruit whose play earned it ('Your Recruits', spec 3 §2.6). */
    sourceUserId: integer('source_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_events_user_role').on(t.userId, t.role),
    index('point_events_platform_time').on(t.platformId, t.createdAt),
    // Leaderboards: one community and role since a period start; the main community spans them all.
    index('point_events_platform_role_time').on(t.platformId, t.role, t.createdAt),
    index('point_events_time').on(t.createdAt),
    // A challenge's events (its own and its ideas'): re-keying boards when a challenge's category or
    // place changes, and boards filtered by category and place together (leaderboard.ts).
    index('point_events_context').on(t.contextType, t.contextId),
  ],
);

/**
 * Per-user totals of the ledger by community and role, kept by a trigger on point_events
 * (migration neuron_totals, custom SQL): /brain and experience points read one user's few rows
 * instead of summing the ledger. platform_id 0 stands for events without a community.
 */
export const neuronTotals = pgTable(
  'neuron_totals',
  {
    userId: integer('user_id').notNull(),
    platformId: integer('platform_id').notNull(),
    role: text('role').notNull(),
    points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platformId, t.role] })],
);

/**
 * Leaderboard rows, kept by the same trigger: one per player, window (all time, the UTC week from
 * Monday, the UTC month), scope (a community, or 0 for every community) and role ('overall' or a
 * ledger role). A board page is an index range read in rank order; deleted players have no rows.
 * sort_name (lower screen name) breaks ties as the ledger query did. facet narrows a row to the
 * neurons of challenges in one category ('c:ID', a parent also gets its subcategories' neurons) or
 * one place ('p:' + lower place suffix, see lib/game/board-place.ts); '' is the whole board.
 */
export const neuronBoard = pgTable(
  'neuron_board',
  {
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    scope: integer('scope').notNull(),
    role: text('role').notNull(),
    facet: text('facet').notNull().default(''),
    userId: integer('user_id').notNull(),
    points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    sortName: text('sort_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodStart, t.scope, t.role, t.facet, t.userId] }),
    index('neuron_board_rank')
      .on(t.period, t.periodStart, t.scope, t.role, t.facet, sql`${t.points} desc`, t.sortName, t.userId)
      .where(sql`${t.points} > 0`),
    index('neuron_board_user').on(t.userId),
  ],
);

/**
 * The score histogram of each board (migration neuron_board_histogram): how many players hold each
 * positive score. A dense rank is the number of higher scores, a page's first score and the rows
 * ahead of a player are sums over it: O(distinct scores), not O(players). Kept by the ledger
 * trigger with the board rows; rows that fall to 0 players stay and are skipped by the reads.
 */
export const neuronBoardScore = pgTable(
  'neuron_board_score',
  {
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    scope: integer('scope').notNull(),
    role: text('role').notNull(),
    facet: text('facet').notNull(),
    points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart, t.scope, t.role, t.facet, t.points] })],
);

/**
 * A custom date range's ranking, kept a short while (leaderboard-range.ts): the range is summed from
 * the 'day' (and whole 'month') rows of neuron_board plus the ledger of its partial edge days, then
 * ranked once here so its pages and a player's place are index reads. Key: scope (a community, 0
 * for every community), role, facet and the range; end_time null is a range that runs to now.
 * stale is set by the ledger trigger when an event lands in the range (migration board_days);
 * built_at bounds what the trigger does not see (a rename, a deleted player, a moved challenge).
 * Both tables are unlogged: a lost cache is rebuilt on the next read.
 */
export const rangeBoards = pgTable(
  'range_boards',
  {
    id: serial('id').primaryKey(),
    scope: integer('scope').notNull(),
    role: text('role').notNull(),
    facet: text('facet').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** Players ranked; -1 while the ranking is being built (reads skip it). */
    total: integer('total').notNull().default(0),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
    stale: boolean('stale').notNull().default(false),
  },
  (t) => [index('range_boards_key').on(t.scope, t.role, t.facet, t.startTime, t.endTime)],
);

/** One ranked row of a cached range board: its place (1..total, ties by sort name), dense rank and neurons. */
export const rangeBoardRows = pgTable(
  'range_board_rows',
  {
    boardId: integer('board_id').notNull(),
    position: integer('position').notNull(),
    userId: integer('user_id').notNull(),
    points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.position] }),
    uniqueIndex('range_board_rows_user').on(t.boardId, t.userId),
  ],
);

/**
 * Game Dash highlights (spec 3 §3 'Highlight (server)'): one statement per notable moment, derived
 * from the neuron ledger by server/provider/realtime/ (challenge published or closed, idea mentored,
 * a new level in the analyst or innovator role). One per ledger row and type, so a replayed
 * notification cannot write a highlight twice.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Brain role the highlight belongs to (catalyst, innovator, analyst); the Game Dash filters on it. */
    role: text('role').notNull(),
    highlightType: text('highlight_type').notNull(),
    statement: text('statement').notNull(),
    pointEventId: bigint('point_event_id', { mode: 'number' }).references(() => pointEvents.id, {
      onDelete: 'cascade',
    }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('highlights_event_type').on(t.pointEventId, t.highlightType),
    index('highlights_user_time').on(t.userId, t.notifiedAt),
    index('highlights_user_role_time').on(t.userId, t.role, t.notifiedAt),
  ],
);

/**
 * Which ledger rows a provider process has taken on for realtime delivery. Every process hears
 * every NOTIFY; the one whose INSERT ... ON CONFLICT DO NOTHING wins publishes, so each neuron is
 * pushed once however many processes run. Rows only matter while a notification is in flight,
 * so old ones are pruned.
 */
export const realtimeDeliveries = pgTable(
  'realtime_deliveries',
  {
    pointEventId: bigint('point_event_id', { mode: 'number' }).primaryKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_deliveries_claimed').on(t.claimedAt)],
);

/**
 * The messages the built-in SSE transport sent, kept for a few minutes so that a browser that
 * reconnects with Last-Event-ID (a dropped connection, a provider process restarted) receives what
 * it missed (issue 24 §3). The id is the SSE event id; rows older than the replay window are pruned.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_user').on(t.userId, t.id), index('realtime_events_created').on(t.createdAt)],
);
