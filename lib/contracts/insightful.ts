// The insightful role (spec 3 §1: challenges the assumptions of a question) and challenge ratings
// (spec 2 §5, spec 3 §9: raters rate challenges 1 to 5). One schema per body and answer, shared by
// the provider, the BFF and the tests.
import { z } from 'zod';
import { personSummarySchema } from './challenge';

export const ASSUMPTIONS = ['what', 'who', 'why'] as const;
export type Assumption = (typeof ASSUMPTIONS)[number];

/** Labels as the challenge page names the catalyst's assumptions. */
export const ASSUMPTION_LABELS: Record<Assumption, string> = {
  what: 'What the problem is',
  who: 'Who has the problem',
  why: 'Why it matters',
};

/** Our bounds (the spec gives none): a reason, not a word, and no essay. */
export const INSIGHT_TEXT = { min: 20, max: 1000 } as const;
/** Neurons for challenging an assumption, once per question and assumption (our figure). */
export const INSIGHT_POINTS = 10;
/** The author's neurons per rating point received (a 5 earns 5; our figure). */
export const INSIGHT_RATED_POINTS_PER_STAR = 1;
export const INSIGHTFUL_ROLE = 'insightful';
export const INSIGHT_REASONS = { created: 'AssumptionChallenged', rated: 'AssumptionChallengeRated' } as const;
/** Ratings of challenges and of assumption challenges (spec 3 §9 'challenge rating scale 1 to 5'). */
export const CHALLENGE_RATING = { min: 1, max: 5 } as const;

export const INSIGHT_MESSAGES = {
  tooShort: `Say why in at least ${INSIGHT_TEXT.min} characters.`,
  tooLong: `Keep it under ${INSIGHT_TEXT.max} characters.`,
  already: 'You have already challenged this assumption.',
  own: 'You cannot challenge the assumptions of your own question.',
  closed: 'This challenge is closed.',
  notFound: 'Challenge not found',
  insightNotFound: 'Insight not found',
  ownRating: 'You cannot rate your own insight.',
  alreadyRated: 'You have already rated this.',
  scale: `Rate from ${CHALLENGE_RATING.min} to ${CHALLENGE_RATING.max}.`,
  ownChallenge: 'You cannot rate your own challenge.',
  signIn: 'Sign in to challenge an assumption',
} as const;

export const insightEntrySchema = z.object({
  assumption: z.enum(ASSUMPTIONS),
  text: z
    .string()
    .trim()
    .min(INSIGHT_TEXT.min, INSIGHT_MESSAGES.tooShort)
    .max(INSIGHT_TEXT.max, INSIGHT_MESSAGES.tooLong),
});
export type InsightEntry = z.infer<typeof insightEntrySchema>;

/** A 1 to 5 rating body, whole stars (challenge ratings and insight ratings). */
export const starRatingSchema = z.object({
  value: z.number().int(INSIGHT_MESSAGES.scale).min(1, INSIGHT_MESSAGES.scale).max(5, INSIGHT_MESSAGES.scale),
});
export type StarRating = z.infer<typeof starRatingSchema>;

export const insightSchema = z.object({
  id: z.number().int(),
  assumption: z.enum(ASSUMPTIONS),
  text: z.string(),
  /** Hidden (null) while the challenge is open, as ideas are, except to the author. */
  author: personSummarySchema.nullable(),
  mine: z.boolean(),
  /** The viewer's own rating, null when they have not rated it (or are signed out). */
  my_rating: z.number().int().nullable(),
  average: z.number().nullable(),
  rating_count: z.number().int(),
  created_at: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const insightListSchema = z.object({
  insights: z.array(insightSchema),
  /** Which assumptions the viewer has already challenged here. */
  mine: z.array(z.enum(ASSUMPTIONS)),
  closed: z.boolean(),
  is_catalyst: z.boolean(),
});
export type InsightList = z.infer<typeof insightListSchema>;

export const insightCreatedSchema = z.object({ insight: insightSchema, points: z.number() });

/** GET /me/insightful: the dashboard's list, with the question each insight is about. */
export const myInsightsSchema = z.object({
  neurons: z.number(),
  insights: z.array(
    insightSchema.extend({
      challenge: z.object({ slug: z.string(), question_title: z.string(), closed: z.boolean() }),
    }),
  ),
});
export type MyInsights = z.infer<typeof myInsightsSchema>;

export const challengeRatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.number().int().nullable(),
  can_rate: z.boolean(),
});
export type ChallengeRatingSummary = z.infer<typeof challengeRatingSummarySchema>;
