import { z } from 'zod';

// The roles and their texts live in a zod-free module the browser can load cheaply (issue 22).
export * from './neuron-roles';

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
