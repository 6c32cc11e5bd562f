// Browse contracts (spec 1 §2): search, the question collection, leaderboards and community stats.
// Query schemas validate the provider's query strings; response schemas are shared with the BFF.
import { z } from 'zod';
import { LEADERBOARD_PAGE_SIZE, normalizeRole, PERIOD_SLUGS, ROLE_SLUGS } from '../leaderboard';
import { challengeCardSchema, personSummarySchema } from './challenge';
import { placeParamSchema } from '../game/board-place';

const boardPlaceSchema = z.object({ key: z.string(), label: z.string() });

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
/** Deep pages of a listing are refused rather than scanned. */
export const MAX_PAGE = 500;

const pageNumber = z.coerce
  .number()
  .int('Use a whole page number.')
  .min(1, 'Pages start at 1.')
  .max(MAX_PAGE, `Use a page up to ${MAX_PAGE}.`);
/** A community slug or subdomain; the main community when absent. */
const platformKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,63}$/, 'Unknown community.')
  .optional();
const screenName = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9_.-]{1,40}$/, 'Unknown user.')
  .transform((v) => v.replace(/^@/, ''));
/** The page, community and player parameters other areas' queries share (olympiads.ts). */
export { pageNumber as pageParamSchema, platformKey as platformParamSchema, screenName as screenNameParamSchema };
/** A category slug. */
export const categorySlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,80}$/, 'Unknown category.');
/** An optional category filter: a GET form's "All categories" option sends it empty, which means none. */
export const categoryFilterParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  categorySlugSchema.optional(),
);

const YES = ['1', 'true', 'on', 'yes'];
const NO = ['', '0', 'false', 'off', 'no'];
/**
 * Include closed challenges (`ic`): off unless asked. A checked checkbox sends 'on' (or its value,
 * '1' here); an unchecked one sends nothing.
 */
export const includeClosedParam = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = (raw ?? '').trim().toLowerCase();
    if (YES.includes(value)) return true;
    if (NO.includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'Use 1 to include closed challenges, 0 or nothing to leave them out.' });
    return z.NEVER;
  });

/**
 * GET /search/challenges?q=&platform=&catalyst=&mc=&ic=&page= (spec 2 §7; also at the older
 * /challenges/search). mc = main category (with its subcategories), ic = include closed.
 */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, `Use at most ${SEARCH_QUERY_MAX} characters.`).default(''),
  platform: platformKey,
  catalyst: screenName.optional(),
  mc: categoryFilterParam,
  ic: includeClosedParam,
  page: pageNumber.default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The category a list is narrowed to, as the provider resolved it. */
export const categoryRefSchema = z.object({ slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const searchResultSchema = z.object({
  items: z.array(challengeCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  category: categoryRefSchema.nullable(),
  include_closed: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /platforms/{slug}/questions?catalyst=: every published question, grouped by main category. */
export const questionCollectionQuerySchema = z.object({ catalyst: screenName.optional() });
export const questionGroupSchema = z.object({
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  questions: z.array(z.object({ slug: z.string(), question_title: z.string(), is_closed: z.boolean() })),
});
export const questionCollectionSchema = z.array(questionGroupSchema);
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

/** GET /platforms/{slug}/leaderboard?role=&period=&category=&place=&user=&page= */
export const leaderboardQuerySchema = z.object({
  role: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const role = normalizeRole(raw);
      if (!role) {
        ctx.addIssue({ code: 'custom', message: `Use one of: ${ROLE_SLUGS.join(', ')}.` });
        return z.NEVER;
      }
      return role;
    }),
  period: z.enum(PERIOD_SLUGS, { message: `Use one of: ${PERIOD_SLUGS.join(', ')}.` }).default('month'),
  category: categorySlugSchema.optional(),
  /** A place challenges are located in ('Texas, United States'), matched as its key (board-place.ts). */
  place: placeParamSchema.optional(),
  /** A player whose standing to report; without `page`, the page that holds them is returned. */
  user: screenName.optional(),
  page: pageNumber.optional(),
  /** An olympiad's own window (issue 17): its board, frozen at closing once closed. */
  olympiad: z.coerce.number().int().positive('Unknown tournament.').optional(),
  /** A custom date range (UTC days, inclusive): overrides `period`. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-01.')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-30.')
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  user: personSummarySchema,
  points: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  items: z.array(leaderboardEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.literal(LEADERBOARD_PAGE_SIZE),
  role: z.enum(ROLE_SLUGS),
  period: z.enum(PERIOD_SLUGS),
  /** ISO start of the window (UTC); null for 'all'. */
  since: z.string().nullable(),
  category: categoryRefSchema.nullable(),
  place: boardPlaceSchema.nullable(),
  /** The `user` query's standing: null when not asked, or when that player has no neurons here. */
  position: z.object({ rank: z.number().int(), points: z.number(), page: z.number().int() }).nullable(),
  /** The window counted when it is not a calendar period (an olympiad's, or a custom range). */
  window: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /platforms/{slug}/leaderboard/places: the places of the community's located challenges. */
export const boardPlacesSchema = z.array(boardPlaceSchema);

/** GET /platforms/{slug}/stats: community totals (the main community counts every community). */
export const platformStatsSchema = z.object({
  players_with_neurons: z.number().int(),
  neurons_this_week: z.number().int(),
  week_start: z.string(),
  challenges_open: z.number().int(),
  ideas: z.number().int(),
  ratings: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
