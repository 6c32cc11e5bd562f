// The roles neurons are earned in (spec 3 §1) with their names and hints, as plain values without
// zod: browser code (lib/leaderboard.ts, the live neuron total) imports them from here, so a page
// does not carry zod (tens of kB compressed) in its first load for a label (issue 22, Lighthouse).
// lib/contracts/neurons.ts re-exports them beside its schema.

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
