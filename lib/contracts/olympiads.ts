// Olympiad calls (issue 17; spec 3 §7): admin and director actions on a tournament, the answers
// the pages read. Amounts are integer cents.
import { z } from 'zod';
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
    olympiad_id: z.number().int(),
    rank: z.number().int(),
    neurons: z.number(),
    prize_cents: z.number().int(),
    held: z.boolean(),
    paid: z.boolean(),
  }),
);
export type MyResults = z.infer<typeof myResultsSchema>;
