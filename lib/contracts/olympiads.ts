// Olympiad calls (issue 17; spec 3 §7): admin and director actions on a tournament, the answers
// the pages read. Amounts are integer cents.
import { z } from 'zod';
import { LEADERBOARD_PAGE_SIZE, ROLE_SLUGS } from '../leaderboard';
import { leaderboardSchema, pageParamSchema, platformParamSchema, screenNameParamSchema } from './browse';
import { olympiadSchema } from './home';
import { personSummarySchema } from './challenge';

export const olympiadViewSchema = olympiadSchema.extend({
  state: z.enum(['open', 'review', 'paid']),
  races: z.array(z.object({ name: z.string(), prize_cents: z.number().int() })),
  paused: z.boolean(),
  profanity_allowed: z.boolean(),
  director_id: z.number().int().nullable(),
  closed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type OlympiadView = z.infer<typeof olympiadViewSchema>;

export const adminOlympiadSchema = olympiadViewSchema.extend({
  platform: z.object({ title: z.string(), slug: z.string() }),
});
export type AdminOlympiad = z.infer<typeof adminOlympiadSchema>;

export const FAIR_PLAY_LABELS = {
  rating_ring: 'Rating ring',
  shared_fingerprint: 'Many accounts on one device',
  flat_rater: 'Ratings that never vary',
} as const;

export const allocationSchema = z.object({
  olympiad: olympiadViewSchema,
  pool_cents: z.number().int(),
  players: z.number().int(),
  allocation: z.array(
    z.object({
      user: personSummarySchema,
      rank: z.number().int(),
      neurons: z.number(),
      prize_cents: z.number().int(),
      held: z.boolean(),
      paid: z.boolean(),
    }),
  ),
  flags: z.array(
    z.object({
      id: z.number().int(),
      screen_name: z.string(),
      kind: z.enum(['rating_ring', 'shared_fingerprint', 'flat_rater']),
      evidence: z.record(z.string(), z.unknown()),
      neurons: z.number(),
      state: z.enum(['held', 'released', 'reversed']),
      reason: z.string().nullable(),
    }),
  ),
});
export type OlympiadAllocation = z.infer<typeof allocationSchema>;

export const fairPlayLogSchema = z.array(
  z.object({
    screen_name: z.string(),
    kind: z.enum(['rating_ring', 'shared_fingerprint', 'flat_rater']),
    neurons: z.number(),
    reason: z.string(),
    decided_at: z.string().nullable(),
  }),
);
export type FairPlayLog = z.infer<typeof fairPlayLogSchema>;

/** POST /olympiad/olympiads/{id}/controls (spec 3 §2.5 olympiad controls). */
export const olympiadControlSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({
    action: z.literal('extend'),
    days: z.coerce.number().int('Use whole days.').min(1, 'Add at least 1 day.').max(60, 'Add at most 60 days.'),
  }),
  z.object({ action: z.literal('schedule-next') }),
  z.object({ action: z.literal('profanity'), allowed: z.boolean() }),
  z.object({ action: z.literal('close') }),
]);
export type OlympiadControl = z.infer<typeof olympiadControlSchema>;

export const flagDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('release') }),
  z.object({
    action: z.literal('reverse'),
    reason: z.string().trim().min(10, 'Say why, in at least 10 characters.').max(300, 'Use at most 300 characters.'),
  }),
]);

export const payoutOlympiadSchema = z.object({ olympiad_id: z.coerce.number().int().positive() });

/** GET /olympiad/olympiads/{id}/stats: the tournament's totals in its window. */
export const olympiadStatsSchema = z.object({
  ideas: z.number().int(),
  questions: z.number().int(),
  ratings: z.number().int(),
  mentoring: z.number().int(),
  players: z.number().int(),
  recruits: z.number().int(),
});
export type OlympiadStats = z.infer<typeof olympiadStatsSchema>;

/** GET /olympiad/me/results: the signed-in player's tournament results. */
export const myResultsSchema = z.array(
  z.object({
    /** The result's id (GET /olympiad/results/{id}/bound). */
    id: z.number().int(),
    olympiad_id: z.number().int(),
    rank: z.number().int(),
    neurons: z.number(),
    prize_cents: z.number().int(),
    held: z.boolean(),
    paid: z.boolean(),
  }),
);
export type MyResults = z.infer<typeof myResultsSchema>;

/** A GET form's "any" option sends the field empty, which means no filter. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A UTC day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-11-01.', abort: true })
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v, 'No such date.');

export const OLYMPIAD_TEXTS = {
  noTournamentNamed: 'Name a tournament (olympiad) or a community (platform).',
  noCurrent: 'This community has no current tournament.',
  unknownRace: 'This tournament has no such race.',
  notOnBoard: 'This result is not on the board (its neurons were reversed).',
  rangeOrder: 'The range must end on or after its start.',
} as const;

/**
 * GET /olympiad/races/{race}/result?olympiad=&platform=&page=&user= (spec 3 §7 'Olympiad detail'):
 * `olympiad` names the tournament; without it, `platform`'s current one. `user` asks for that
 * player's standing (and, without `page`, the page that holds them).
 */
export const raceResultQuerySchema = z
  .object({
    olympiad: z.coerce.number().int('Unknown tournament.').positive('Unknown tournament.').optional(),
    platform: platformParamSchema,
    page: pageParamSchema.optional(),
    user: screenNameParamSchema.optional(),
  })
  .refine((q) => q.olympiad !== undefined || q.platform !== undefined, {
    message: OLYMPIAD_TEXTS.noTournamentNamed,
    path: ['olympiad'],
  });

/** A race: a role's board within the olympiad's window ('overall' is the Idea Race), with its prize. */
export const raceSchema = z.object({ slug: z.enum(ROLE_SLUGS), name: z.string(), prize_cents: z.number().int() });
export type Race = z.infer<typeof raceSchema>;

/** The board of one race: a leaderboard page, the olympiad, the race, and whether it is frozen. */
export const raceResultSchema = leaderboardSchema.extend({
  olympiad: olympiadViewSchema,
  race: raceSchema,
  /** true: the result frozen at closing (a closed olympiad's Idea Race); false: its live window. */
  frozen: z.boolean(),
});
export type RaceResult = z.infer<typeof raceResultSchema>;

/** A row of the board as anyone sees it: no prize (a neighbour's winnings are theirs). */
const boundRowSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  position: z.number().int(),
  neurons: z.number(),
  user: personSummarySchema,
});
export type BoundRow = z.infer<typeof boundRowSchema>;

/**
 * GET /olympiad/results/{id}/bound: a frozen result with the rows directly above and below it on
 * the board, the neuron gaps to them, the board's size and the page that holds the result. Only
 * for the result's player, an admin or the olympiad's director: its prize, and whether it is held
 * for fair-play review or paid, are theirs.
 */
export const resultBoundSchema = z.object({
  olympiad: olympiadViewSchema,
  platform: z.object({ slug: z.string(), title: z.string() }),
  result: boundRowSchema.extend({ prize_cents: z.number().int(), held: z.boolean(), paid: z.boolean() }),
  /** null for the first row. */
  above: boundRowSchema.nullable(),
  /** null for the last row. */
  below: boundRowSchema.nullable(),
  /** The neurons the result is behind the row above (0 on a tie); null for the first row. */
  gap_above: z.number().nullable(),
  /** The neurons the result is ahead of the row below; null for the last row. */
  gap_below: z.number().nullable(),
  /** Players on the board (neurons above 0). */
  total: z.number().int(),
  /** The board page (LEADERBOARD_PAGE_SIZE rows) that holds the result. */
  page: z.number().int(),
});
export type ResultBound = z.infer<typeof resultBoundSchema>;

export const OLYMPIAD_QUERY_STATES = ['open', 'review', 'closed'] as const;
export const OLYMPIAD_CYCLES = ['weekly', 'monthly'] as const;
export const OLYMPIAD_QUERY_PAGE_SIZE = LEADERBOARD_PAGE_SIZE;

/**
 * GET /olympiad/query?platform=&state=&cycle=&q=&from=&to=&page=: olympiads across communities,
 * newest first. The states are the tournament list's badges: 'open' a running cycle (not closed,
 * window not over), 'closed' every other (ended, whether the closing job has reached it, its prizes
 * are under review or paid), 'review' a closed one whose prizes wait for review. from/to keep the
 * olympiads whose window meets those UTC days.
 */
export const olympiadQuerySchema = z
  .object({
    platform: z.preprocess(blankAsAbsent, platformParamSchema),
    state: z.preprocess(
      blankAsAbsent,
      z.enum(OLYMPIAD_QUERY_STATES, { message: `Use one of: ${OLYMPIAD_QUERY_STATES.join(', ')}.` }).optional(),
    ),
    cycle: z.preprocess(
      blankAsAbsent,
      z.enum(OLYMPIAD_CYCLES, { message: `Use one of: ${OLYMPIAD_CYCLES.join(', ')}.` }).optional(),
    ),
    q: z.preprocess(blankAsAbsent, z.string().trim().max(100, 'Use at most 100 characters.').optional()),
    from: z.preprocess(blankAsAbsent, dayParam.optional()),
    to: z.preprocess(blankAsAbsent, dayParam.optional()),
    page: pageParamSchema.default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: OLYMPIAD_TEXTS.rangeOrder, path: ['to'] });
export type OlympiadQuery = z.infer<typeof olympiadQuerySchema>;

export const olympiadPageSchema = z.object({
  items: z.array(adminOlympiadSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.literal(OLYMPIAD_QUERY_PAGE_SIZE),
});
export type OlympiadPage = z.infer<typeof olympiadPageSchema>;
