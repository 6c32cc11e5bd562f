// GET /me/forum-gate: the signed-in user's ideas and ratings, and whether the forum gate (spec 3
// §5, lib/forums.ts) lets them post. For the forums, which ask before offering a post form.
import { z } from 'zod';

export const forumGateSchema = z.object({
  /** Ideas they entered in any question (declined ones do not count). */
  ideas: z.number().int(),
  /** Ideas they rated. */
  ratings: z.number().int(),
  can_post: z.boolean(),
  ideas_needed: z.number().int(),
  ratings_needed: z.number().int(),
});
export type ForumGateStatus = z.infer<typeof forumGateSchema>;
