import { z } from 'zod';

/** The roles neurons are earned in (spec 3 §1), in the order pages list them. */
export const NEURON_ROLES = [
  'catalyst',
  'innovator',
  'rater',
  'mentor',
  'scout',
  'insightful',
  'director',
  'patron',
  'commentator',
] as const;
export type NeuronRole = (typeof NEURON_ROLES)[number];

/** Display names (spec 3 §1 role picker: the rater role is shown as 'Analyst Rater'). */
export const NEURON_ROLE_LABELS: Record<NeuronRole, string> = {
  catalyst: 'Catalyst',
  innovator: 'Innovator',
  rater: 'Analyst Rater',
  mentor: 'Mentor',
  scout: 'Scout',
  insightful: 'Insightful',
  director: 'Director',
  patron: 'Patron',
  commentator: 'Commentator',
};

/** What each role earns neurons for (spec 3 §1), shown beside the numbers. */
export const NEURON_ROLE_HINTS: Record<NeuronRole, string> = {
  catalyst: 'asking challenge questions',
  innovator: 'entering ideas',
  rater: 'rating ideas',
  mentor: 'commenting on ideas',
  scout: 'recruiting players and sharing',
  insightful: 'challenging the assumptions of a question',
  director: 'hosting tournaments',
  patron: 'funding users, challenges and communities',
  commentator: 'forum reputation',
};

export function isNeuronRole(role: string): role is NeuronRole {
  return (NEURON_ROLES as readonly string[]).includes(role);
}

/**
 * GET /users/{id}/neurons (signed-in only: visitors do not see neurons, spec 1 §6). by_role lists
 * every role of NEURON_ROLES in that order (0 when none), then any other role found in the ledger;
 * total is the sum of the whole ledger, so it always equals the sum of by_role.
 */
export const userNeuronsSchema = z.object({
  total: z.number(),
  by_role: z.array(z.object({ role: z.string(), points: z.number() })),
});
export type UserNeurons = z.infer<typeof userNeuronsSchema>;
