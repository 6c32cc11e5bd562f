// The game layer's wire shapes (spec 3 §3, §7): the brain record behind the Nerve Score card and
// the level board, the neurons feed, experience points and highlights. Written before the provider
// endpoints and the UI so both sides build on one definition; types come from the schemas.
import { z } from 'zod';
import { BRAIN_ROLES } from './brain-roles';
import { highlightSchema, neuronSchema } from './realtime';

// The plain role values and the realtime shapes live in zod-free and zod/mini modules the browser
// can load cheaply; server code keeps importing everything from here.
export * from './brain-roles';
export * from './realtime';
export const brainRoleSchema = z.enum(BRAIN_ROLES);

/** Brain (spec 3 §3): one user's standing in one role. Scores carry 3 decimals. */
export const brainSchema = z.object({
  id: z.string(),
  user_id: z.number().int(),
  role: brainRoleSchema,
  score: z.number(),
  brain_level: z.number().int().min(0).max(100),
  rank_id: z.string(),
  rank_position: z.number().int().min(1).max(10),
  rank_label: z.string(),
  rank_description: z.string(),
  start_level_score: z.number(),
  next_level_score: z.number(),
  /** The first level of the next rank; null at the last rank. */
  next_rank_level: z.number().int().nullable(),
});
export type Brain = z.infer<typeof brainSchema>;

/** GET /brain: the signed-in user's brain in every role. */
export const brainListSchema = z.object({ data: z.array(brainSchema) });

/** GET /brain/{role}/historical: score and level by day. */
export const brainHistorySchema = z.object({
  data: z.object({
    role: brainRoleSchema,
    history: z.array(z.object({ date: z.string(), points: z.number(), score: z.number(), level: z.number().int() })),
  }),
});
export type BrainHistory = z.infer<typeof brainHistorySchema>['data'];

/** Neurons feed page size (spec 3 §9) and the next-page rule (spec 3 §7). */
export const NEURONS_PAGE_SIZE = 20;
export function hasNextNeuronsPage(page: number, size: number, total: number): boolean {
  return (page + 1) * size < total;
}

/** GET /brain/neurons?page=&size=&role=: pages count from 0. */
export const neuronsFeedSchema = z.object({
  data: z.array(neuronSchema),
  meta: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
});
export type NeuronsFeed = z.infer<typeof neuronsFeedSchema>;

/** GET /brain/experience-points/{screenName|me}. */
export const experiencePointsSchema = z.object({ data: z.object({ points: z.number() }) });

export const highlightsSchema = z.object({
  data: z.array(highlightSchema),
  meta: z.object({ total: z.number().int() }),
});
export const HIGHLIGHTS_PAGE_SIZE = 10;
export const HIGHLIGHTS_FIRST_LOAD = 15;

/**
 * GET /users/{id}/standing: the overall rank a user shows on their platform's share image (issue 20;
 * spec 3 §3 rank definitions). The rank only: the level number is for the profile's owner alone
 * (spec 1 §2, §3) and visitors never see scores or neurons.
 */
export const userStandingSchema = z.object({
  rank_label: z.string(),
  rank_position: z.number().int().min(1).max(10),
});
export type UserStanding = z.infer<typeof userStandingSchema>;
