// Directors and base olympiads (spec 3 §1, §2.4 director pages, §2.5, §7 base-olympiads; issue 17
// §1, §5): what a community's tournament is, who hosts it, the admins the host adds, and the
// director dashboard's answer. Amounts are integer cents.
import { z } from 'zod';
import { personSummarySchema } from './challenge';
import { OLYMPIAD_CYCLES } from './home';
import { olympiadStatsSchema, olympiadViewSchema } from './olympiads';

export const raceSchema = z.object({
  name: z.string().trim().min(1, 'Name the race.').max(60, 'Use at most 60 characters.'),
  prize_cents: z.coerce
    .number()
    .int('Use whole cents.')
    .min(0, 'A prize cannot be negative.')
    .max(100_000_000, 'At most $1,000,000.'),
});

export const baseOlympiadSchema = z.object({
  id: z.number().int(),
  platform: z.object({ slug: z.string(), title: z.string() }),
  title: z.string(),
  cycle: z.enum(OLYMPIAD_CYCLES),
  races: z.array(z.object({ name: z.string(), prize_cents: z.number().int() })),
  catalyst: personSummarySchema.nullable(),
  director: personSummarySchema.nullable(),
  profanity_allowed: z.boolean(),
  stopped: z.boolean(),
});
export type BaseOlympiad = z.infer<typeof baseOlympiadSchema>;

/** PUT /olympiad/base-olympiads/{id}: the tournament settings a director changes (from the next cycle). */
export const baseOlympiadUpdateSchema = z.object({
  title: z.string().trim().min(3, 'Use at least 3 characters.').max(80, 'Use at most 80 characters.'),
  cycle: z.enum(OLYMPIAD_CYCLES),
  races: z.array(raceSchema).max(10, 'At most 10 races.'),
  profanity_allowed: z.boolean(),
});
export type BaseOlympiadUpdate = z.infer<typeof baseOlympiadUpdateSchema>;

/** POST /olympiad/base-olympiads/{id}/admins. */
export const addAdminSchema = z.object({
  screen_name: z.string().trim().min(1, 'Enter a screen name.').max(40, 'Use at most 40 characters.'),
});

/** POST /olympiad/base-olympiads/{id}/stop: stop (no more cycles) or start it again. */
export const stopSchema = z.object({ action: z.enum(['stop', 'start']) });

export const DIRECTOR_MESSAGES = {
  notDirector: 'You become a Director when you create or re-nerve your first question.',
  notHost: 'Only the tournament’s director and its admins can do this.',
  unknownUser: 'No player has that screen name.',
  alreadyAdmin: 'That player is already an admin of this tournament.',
  selfAdmin: 'The director already runs this tournament.',
  noTournament: 'This community runs no tournament yet.',
  stopped: 'This tournament is stopped.',
  flagOff: 'The director dashboard is not available.',
} as const;

/** GET /olympiad/director: the signed-in person's director dashboard. */
export const directorDashboardSchema = z.object({
  director: z
    .object({
      since: z.string(),
      platform: z.object({ slug: z.string(), title: z.string(), subdomain: z.string() }),
      challenge: z.object({ slug: z.string(), question_title: z.string() }),
    })
    .nullable(),
  base: baseOlympiadSchema.nullable(),
  /** The host, an admin they added, or a global admin: may change settings and pay. */
  can_run: z.boolean(),
  is_host: z.boolean(),
  admins: z.array(personSummarySchema),
  current: olympiadViewSchema.nullable(),
  current_stats: olympiadStatsSchema.nullable(),
  current_pool_cents: z.number().int(),
  past: z.array(olympiadViewSchema),
  /** Patrons' funding of the community, which goes to its current tournament's prize pool. */
  fundings: z.array(
    z.object({
      patron: personSummarySchema,
      amount_cents: z.number().int(),
      recurrence: z.enum(['once', 'monthly']),
      status: z.enum(['active', 'done', 'stopped']),
      created_at: z.string(),
    }),
  ),
});
export type DirectorDashboard = z.infer<typeof directorDashboardSchema>;
