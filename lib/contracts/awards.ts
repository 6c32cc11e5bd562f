// Awards (spec 3 §7 'Awards' row): GET /award/ideas/{id}, /award/medals/{id}, /award/medals/{id}/meta,
// and the player's impact (GET /me/impact, our own path: spec 3 §2.4 names the impact page, not its
// call). The spec shows no answers; these shapes are ours, shared by the provider and the pages.
// Every medal is derived from records the game already keeps (lib/game/medals.ts says which).
import { z } from 'zod';
import { LEADERBOARD_PAGE_SIZE, PERIOD_SLUGS, ROLE_SLUGS } from '../leaderboard';

/** The medal catalogue's kinds, in the order summaries list them (best first). */
export const MEDAL_KINDS = [
  'prize-gold',
  'prize-silver',
  'prize-bronze',
  'catalyst-pick',
  'top3',
  'top5',
  'olympiad-gold',
  'olympiad-silver',
  'olympiad-bronze',
  'rank',
] as const;
export type MedalKind = (typeof MEDAL_KINDS)[number];
export const medalKindSchema = z.enum(MEDAL_KINDS);

/** How a medal looks: a metal for places, a ribbon for the Top 3 / Top 5, a badge for ranks. */
export const MEDAL_TIERS = ['gold', 'silver', 'bronze', 'ribbon', 'badge'] as const;
export type MedalTier = (typeof MEDAL_TIERS)[number];

const challengeRefSchema = z.object({ slug: z.string(), question_title: z.string() });
const ideaRefSchema = z.object({ id: z.number().int(), title: z.string() });
const olympiadRefSchema = z.object({ id: z.number().int(), title: z.string() });

export const medalSchema = z.object({
  /** Stable per medal: kind and the record it comes from ('top5-idea-12', 'rank-catalyst'). */
  id: z.string(),
  kind: medalKindSchema,
  tier: z.enum(MEDAL_TIERS),
  label: z.string(),
  description: z.string(),
  /** The place the medal is for (1-3 for prizes, picks and olympiads; the rank position for badges). */
  place: z.number().int().nullable(),
  /** When it was won (closing, the olympiad's end); null for rank badges (they follow the score). */
  awarded_at: z.string().nullable(),
  challenge: challengeRefSchema.nullable(),
  idea: ideaRefSchema.nullable(),
  olympiad: olympiadRefSchema.nullable(),
  /** The brain role of a rank badge; null otherwise. */
  role: z.string().nullable(),
  /** A prize medal's money, when the pool paid one; null for points, gift or no-money challenges. */
  amount_cents: z.number().int().nullable(),
  /** A prize medal whose money the catalyst declined (spec 2 §6): the medal stays, marked. */
  prize_declined: z.boolean(),
});
export type Medal = z.infer<typeof medalSchema>;

/** GET /award/medals/{id}. */
export const userMedalsSchema = z.object({
  user: z.object({ id: z.number().int(), screen_name: z.string() }),
  /** Rank badges are in the list only when the viewer is the player (levels are the owner's, spec 3 §2.2). */
  includes_ranks: z.boolean(),
  medals: z.array(medalSchema),
});
export type UserMedals = z.infer<typeof userMedalsSchema>;

/** GET /award/medals/{id}/meta: how many of each kind (every kind present, 0 when none). */
export const medalsMetaSchema = z.object({
  user: z.object({ id: z.number().int(), screen_name: z.string() }),
  total: z.number().int(),
  by_kind: z.record(medalKindSchema, z.number().int()),
});
export type MedalsMeta = z.infer<typeof medalsMetaSchema>;

/** GET /award/ideas/{id}: what one idea won (empty until its challenge closes). */
export const ideaAwardsSchema = z.object({
  idea: ideaRefSchema,
  challenge: challengeRefSchema,
  awards: z.array(medalSchema),
});
export type IdeaAwards = z.infer<typeof ideaAwardsSchema>;

/** GET /me/impact: what the player did and whom it reached, counted from the records. */
export const impactSchema = z.object({
  ideas_entered: z.number().int(),
  ratings_given: z.number().int(),
  advice_given: z.number().int(),
  challenges_created: z.number().int(),
  ratings_received: z.number().int(),
  advice_received: z.number().int(),
  /** Distinct other players who rated or advised my ideas, or played my challenges. */
  players_reached: z.number().int(),
  /** Players who signed up through my scout link (deleted accounts not counted). */
  recruits: z.number().int(),
  /** Distinct ideas of mine that won a prize or made a Top 3 / Top 5. */
  ideas_awarded: z.number().int(),
  /** Of those, the ideas a catalyst picked for their Top 3. */
  ideas_picked: z.number().int(),
});
export type Impact = z.infer<typeof impactSchema>;

/** GET /me/standings?platform=&period=: the query (the community's slug; the main community when left out). */
export const standingsQuerySchema = z.object({
  platform: z.string().trim().min(1).max(63).optional(),
  period: z.enum(PERIOD_SLUGS).default('month'),
});

const positionSchema = z.object({ rank: z.number().int(), points: z.number(), page: z.number().int() });

/** GET /me/standings: the signed-in player's place on every role's board of one period, in one answer. */
export const standingsSchema = z.object({
  period: z.enum(PERIOD_SLUGS),
  /** The board pages' size, which `page` counts in. */
  size: z.literal(LEADERBOARD_PAGE_SIZE),
  items: z.array(
    z.object({
      role: z.enum(ROLE_SLUGS),
      /** Players on that board. */
      total: z.number().int(),
      /** null when the player has no neurons on that board. */
      position: positionSchema.nullable(),
    }),
  ),
});
export type Standings = z.infer<typeof standingsSchema>;
