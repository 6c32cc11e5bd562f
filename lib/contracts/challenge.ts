import { z } from 'zod';
import { catalystUpdateOutSchema } from '../challenges/catalyst-updates';
import { articleSchema } from '../challenges/article';
import { challengeMediaOutSchema } from '../challenges/media';
import { deepDivesSchema } from '../challenges/assumptions';

/** A person shown beside a challenge or idea (catalyst, author). */
export const personSummarySchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** One challenge as lists show it (challenges home, dashboards). question_detail is cut to 280 chars. */
export const challengeCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  question_title: z.string(),
  question_detail: z.string(),
  primary_image: z.string().nullable(),
  solution_format: z.string(),
  challenge_format: z.string(),
  main_category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  catalyst: personSummarySchema,
  duration_start: z.string(),
  duration_end: z.string(),
  is_closed: z.boolean(),
  status: z.string(),
  idea_count: z.number().int(),
  rating_count: z.number().int(),
  prize_money_cents: z.number().int(),
  prize_type: z.string(),
  platform: z.object({ slug: z.string(), subdomain: z.string(), title: z.string() }),
});
export type ChallengeCard = z.infer<typeof challengeCardSchema>;

/** GET /widgets/challenges-homepage and GET /{platform}/challenges-homepage: newest first, max 24 each. */
export const challengesHomepageSchema = z.object({
  open: z.array(challengeCardSchema),
  closed: z.array(challengeCardSchema),
});
export type ChallengesHomepage = z.infer<typeof challengesHomepageSchema>;

/**
 * An idea on the challenge page. author is null while the challenge is open (ideas are anonymous);
 * rank is set once it is closed, null for ideas with under 2 ratings (spec 2 §5).
 */
export const challengeIdeaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  author: personSummarySchema.nullable(),
  /** Mean rating to 3 decimals; null before the first rating, and while the challenge is open. */
  average: z.number().nullable(),
  rating_count: z.number().int(),
  rank: z.number().int().nullable(),
  /** The idea's share of the prize money in cents, once the challenge has been closed and paid. */
  prize_cents: z.number().int().nullable().optional(),
  /** The catalyst declined to pay this idea's prize (POST /ideas/{id}/decline). */
  prize_declined: z.boolean().optional(),
  /** Its place in the catalyst's Top 3 once closed (picks first, then the crowd's); else null. */
  top3_place: z.number().int().nullable().optional(),
  /** A caption or meme idea's lines (either may be empty); absent for other ideas. */
  caption: z.object({ top: z.string(), bottom: z.string() }).optional(),
});
export type ChallengeIdea = z.infer<typeof challengeIdeaSchema>;

/** A person who took part, with what they did (innovator: entered an idea; rater: rated one). */
export const participantSchema = z.object({
  person: personSummarySchema,
  roles: z.array(z.enum(['innovator', 'rater'])),
});
export type Participant = z.infer<typeof participantSchema>;

/**
 * GET /challenges/{slug}: the card (with the full question_detail) plus its ideas. closed applies
 * the whole open/closed rule (flag, state, status or end time passed), so a challenge past its end
 * shows ranked and revealed even before the closing job has run.
 */
export const challengeDetailSchema = challengeCardSchema.extend({
  closed: z.boolean(),
  state: z.string(),
  tags: z.array(z.string()),
  article: articleSchema.nullable(),
  innovation_scale: z.string(),
  caption_solution_format: z.string().nullable(),
  caption_reaction_type: z.string().nullable(),
  /** The place of a local-civics question. */
  location: z.string().nullable(),
  /** Improve-an-idea: the idea the crowd improves, and what the improvement should achieve. */
  improve: z
    .object({ idea: z.object({ title: z.string(), description: z.string() }), purpose: z.string().nullable() })
    .nullable(),
  /** The category breadcrumb, root first; empty when the challenge has no category. */
  category_path: z.array(z.object({ slug: z.string(), name: z.string() })),
  assumptions: z.object({ who: z.string().nullable(), what: z.string().nullable(), why: z.string().nullable() }),
  deep_dives: deepDivesSchema.nullable(),
  prize_title: z.string().nullable(),
  prize_description: z.string().nullable(),
  idea_entry_fee_cents: z.number().int(),
  max_user_ideas: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  ideas: z.array(challengeIdeaSchema),
  participants: z.array(participantSchema),
  /** Pictures and links the catalyst added after publishing. */
  media: challengeMediaOutSchema,
  /** The catalyst's latest update to the crowd (PUT /challenges/{slug}/catalyst/updates). */
  catalyst_update: catalystUpdateOutSchema.optional(),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

/** GET /me/summary: the signed-in user's own counts and latest activity. */
export const meSummarySchema = z.object({
  challenges: z.number().int(),
  ideas: z.number().int(),
  ratings: z.number().int(),
  neurons: z.number().int(),
  recent_challenges: z.array(challengeCardSchema),
  recent_ideas: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      challenge: z.object({ slug: z.string(), question_title: z.string() }),
    }),
  ),
});
export type MeSummary = z.infer<typeof meSummarySchema>;
