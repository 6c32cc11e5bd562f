// Role dashboards (spec 3 §7 GET /{platform}/dashboards/{role}; spec 2 §7 GET /me/innovator,
// /me/innovator/{challenge}, /me/innovator/{challenge}/ideas/{idea}). Always the signed-in person's
// own data. {platform} scopes to a community's challenges; the main community spans them all.
import { z } from 'zod';
import { CATALYST_LIST_TABS, INNOVATOR_TABS, PRIZE_TABS, RATER_TABS } from '../dashboards';
import { MAX_PAGE } from './browse';
import { challengeCardSchema, personSummarySchema } from './challenge';

const pageParam = z.coerce
  .number()
  .int('Use a whole page number.')
  .min(1, 'Pages start at 1.')
  .max(MAX_PAGE, `Use a page up to ${MAX_PAGE}.`)
  .default(1);
function tabQuery<T extends readonly [string, ...string[]]>(tabs: T) {
  const tab = z.enum(tabs, { error: `Choose a tab from: ${tabs.join(', ')}.` });
  return z.object({ tab: z.preprocess((v) => v ?? tabs[0], tab), page: pageParam });
}
export const innovatorQuerySchema = tabQuery(INNOVATOR_TABS);
export const raterQuerySchema = tabQuery(RATER_TABS);
export const catalystQuerySchema = tabQuery(CATALYST_LIST_TABS);
export const prizesQuerySchema = tabQuery(PRIZE_TABS);

/** The community a dashboard answer covers (is_main: every community). */
export const dashboardScopeSchema = z.object({ slug: z.string(), title: z.string(), is_main: z.boolean() });
export type DashboardScope = z.infer<typeof dashboardScopeSchema>;

const paging = { total: z.number().int(), page: z.number().int(), size: z.number().int() };

/**
 * One of my ideas and where it stands. While the challenge is open only its ratings count shows:
 * scores stay hidden from everyone, its author too, so every rating is given blind. Once closed:
 * the score (mean to 3 decimals), the rank (null under 2 ratings) and the prize won.
 */
export const ideaStandingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  declined: z.boolean(),
  created_at: z.string(),
  rating_count: z.number().int(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  prize_cents: z.number().int().nullable(),
});
export type IdeaStanding = z.infer<typeof ideaStandingSchema>;

/** A challenge I entered, with my ideas in it; ranked_ideas (how many were ranked) once closed. */
export const innovatorEntrySchema = z.object({
  challenge: challengeCardSchema,
  closed: z.boolean(),
  ranked_ideas: z.number().int().nullable(),
  my_ideas: z.array(ideaStandingSchema),
});
export type InnovatorEntry = z.infer<typeof innovatorEntrySchema>;

export const innovatorDashboardSchema = z.object({
  scope: dashboardScopeSchema,
  tab: z.enum(INNOVATOR_TABS),
  counts: z.record(z.enum(INNOVATOR_TABS), z.number().int()),
  items: z.array(innovatorEntrySchema),
  ...paging,
});
export type InnovatorDashboard = z.infer<typeof innovatorDashboardSchema>;

/** GET /me/innovator/{challenge}/ideas/{idea}: one of my ideas in full. */
export const myIdeaSchema = innovatorEntrySchema.omit({ my_ideas: true }).extend({
  idea: ideaStandingSchema.extend({
    description: z.string(),
    caption: z.object({ top: z.string(), bottom: z.string() }).nullable(),
  }),
});
export type MyIdea = z.infer<typeof myIdeaSchema>;

/** A challenge with ideas to rate: how many I rated, how many I can still rate. */
export const raterChallengeSchema = z.object({
  challenge: challengeCardSchema,
  rated_count: z.number().int(),
  unrated_count: z.number().int(),
});
/** A closed challenge I rated in: my ratings beside the final scores. */
export const raterClosedSchema = z.object({
  challenge: challengeCardSchema,
  ratings: z.array(
    z.object({
      idea_id: z.number().int(),
      idea_title: z.string(),
      my_value: z.number(),
      score: z.number().nullable(),
      rating_count: z.number().int(),
      rank: z.number().int().nullable(),
    }),
  ),
  /** Mean absolute difference between my ratings and the final scores (lib/dashboards meanDifference). */
  mean_difference: z.number().nullable(),
});
export type RaterClosed = z.infer<typeof raterClosedSchema>;
export type RaterChallenge = z.infer<typeof raterChallengeSchema>;

const raterBase = { scope: dashboardScopeSchema, counts: z.record(z.enum(RATER_TABS), z.number().int()), ...paging };
export const raterDashboardSchema = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('open-challenges'), items: z.array(raterChallengeSchema), ...raterBase }),
  z.object({ tab: z.literal('my-challenges'), items: z.array(raterChallengeSchema), ...raterBase }),
  z.object({ tab: z.literal('closed-challenges'), items: z.array(raterClosedSchema), ...raterBase }),
]);
export type RaterDashboard = z.infer<typeof raterDashboardSchema>;

/** Money of a closed challenge as the closing routine settled it (challenge_closings); null before. */
export const settlementSchema = z.object({
  closed_at: z.string(),
  prize_pool_cents: z.number().int(),
  /** Prize money the ledger paid to winners (declined prizes excluded). */
  paid_cents: z.number().int(),
  /** Prize money shared at closing and still held in escrow, payable now by the catalyst. */
  held_cents: z.number().int().optional(),
  entry_fees_cents: z.number().int(),
  creator_cents: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const winnerSchema = z.object({
  idea_id: z.number().int(),
  title: z.string(),
  author: personSummarySchema,
  score: z.number(),
  rank: z.number().int(),
  prize_cents: z.number().int().nullable(),
  /** The catalyst declined to pay this prize (POST /ideas/{id}/decline). */
  prize_declined: z.boolean().optional(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const catalystClosedSchema = z.object({
  challenge: challengeCardSchema,
  ranked_ideas: z.number().int(),
  /** The crowd's top 3 ranked ideas. */
  winners: z.array(winnerSchema),
  settlement: settlementSchema.nullable(),
});
export type CatalystClosed = z.infer<typeof catalystClosedSchema>;

/** A test-an-idea challenge of mine and my own (test) idea's standing in it. */
export const testIdeaEntrySchema = innovatorEntrySchema
  .omit({ my_ideas: true })
  .extend({ test_idea: ideaStandingSchema.nullable() });
export type TestIdeaEntry = z.infer<typeof testIdeaEntrySchema>;

const catalystBase = {
  scope: dashboardScopeSchema,
  /** Rows of each list, and the saved drafts. */
  counts: z.record(z.enum([...CATALYST_LIST_TABS, 'drafts']), z.number().int()),
  ...paging,
};
export const catalystDashboardSchema = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('open'), items: z.array(challengeCardSchema), ...catalystBase }),
  z.object({ tab: z.literal('closing'), items: z.array(challengeCardSchema), window_end: z.string(), ...catalystBase }),
  z.object({ tab: z.literal('suggestion-box'), items: z.array(challengeCardSchema), ...catalystBase }),
  z.object({ tab: z.literal('closed'), items: z.array(catalystClosedSchema), ...catalystBase }),
  z.object({ tab: z.literal('test-idea'), items: z.array(testIdeaEntrySchema), ...catalystBase }),
]);
export type CatalystDashboard = z.infer<typeof catalystDashboardSchema>;

export const prizeWonSchema = z.object({
  challenge: challengeCardSchema,
  idea: z.object({ id: z.number().int(), title: z.string() }),
  rank: z.number().int(),
  amount_cents: z.number().int(),
  awarded_at: z.string(),
  /** paid: in the winner's wallet; held: until payable_at (or the catalyst pays it sooner); declined by the catalyst. */
  status: z.enum(['paid', 'held', 'declined']).optional(),
  payable_at: z.string().nullable().optional(),
});
export const prizePaidSchema = z.object({
  challenge: challengeCardSchema,
  winners: z.number().int(),
  settlement: settlementSchema,
});
export type PrizeWon = z.infer<typeof prizeWonSchema>;
export type PrizePaid = z.infer<typeof prizePaidSchema>;

const prizesBase = {
  scope: dashboardScopeSchema,
  totals: z.object({
    /** Prize money paid into my wallet (prize transactions), and how many prizes I was awarded. */
    won_cents: z.number().int(),
    won_count: z.number().int(),
    /** Prize money awarded to me and still held. */
    won_held_cents: z.number().int().optional(),
    /** Prize money my challenges paid to winners, and how many of them closed. */
    paid_cents: z.number().int(),
    paid_count: z.number().int(),
    /** Prize money my challenges still hold for their winners. */
    paid_held_cents: z.number().int().optional(),
  }),
  ...paging,
};
export const prizesDashboardSchema = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('won'), items: z.array(prizeWonSchema), ...prizesBase }),
  z.object({ tab: z.literal('paid'), items: z.array(prizePaidSchema), ...prizesBase }),
]);
export type PrizesDashboard = z.infer<typeof prizesDashboardSchema>;
