// POST /challenges/{slug}/ratings and GET /challenges/{slug}/my-ratings (spec 2 §7 'Rating
// submit'). The value's rules are lib/challenges/rating.ts, shared with the rating control.
import { z } from 'zod';
import { ratingValueError } from '../challenges/rating';

export const ratingEntrySchema = z.object({
  idea_id: z.number().int().positive(),
  value: z.number().superRefine((value, ctx) => {
    const error = ratingValueError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});
export type RatingEntry = z.infer<typeof ratingEntrySchema>;

/** 201 of POST /challenges/{slug}/ratings: the rating, and the challenge and community whose pages it changes. */
export const ratingCreatedSchema = z.object({
  idea_id: z.number().int(),
  value: z.number(),
  challenge: z.object({ id: z.number().int(), slug: z.string() }),
  platform: z.string(),
});
export type RatingCreated = z.infer<typeof ratingCreatedSchema>;

/** The signed-in person's own ratings in one challenge, and which of its ideas are their own (never rateable by them). */
export const myRatingsSchema = z.object({
  ratings: z.array(z.object({ idea_id: z.number().int(), value: z.number() })),
  own_idea_ids: z.array(z.number().int()),
});
export type MyRatings = z.infer<typeof myRatingsSchema>;

/** An idea as the rating flow shows it: anonymous, unscored, with how many ratings it has so far. */
export const rateQueueIdeaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  rating_count: z.number().int(),
  /** A caption or meme idea's lines (either may be empty); absent for other ideas. */
  caption: z.object({ top: z.string(), bottom: z.string() }).optional(),
});
export type RateQueueIdea = z.infer<typeof rateQueueIdeaSchema>;

/**
 * GET /challenges/{slug}/rate-queue: the ideas the signed-in person can still rate, in the order to
 * rate them (fewest ratings first; lib/challenges/rate-flow.ts caps the list), with how many ideas
 * they may rate there at all (every idea not their own) and how many of those they have rated.
 */
export const rateQueueSchema = z.object({
  ideas: z.array(rateQueueIdeaSchema),
  rateable: z.number().int(),
  rated: z.number().int(),
});
export type RateQueue = z.infer<typeof rateQueueSchema>;
