// The brain roles (spec 3 §1, §3) as plain values, without zod: the role picker, the ledger role
// each brain role reads. Browser code imports them from here, so a page that only needs a label or
// the picker does not carry zod (tens of kB compressed) in its first load (issue 22, Lighthouse).
// lib/contracts/brain.ts re-exports them beside its schemas.

/**
 * Brain roles (spec 3 §3 rank definitions) with the ledger role each one reads. The ledger keeps
 * the role names of the actions ('rater', 'insightful'); ranks and the role picker use 'analyst'
 * and 'insight'. 'overall' is the Nerve Score: the sum over every ledger role.
 */
export const BRAIN_ROLES = [
  'overall',
  'catalyst',
  'innovator',
  'analyst',
  'mentor',
  'scout',
  'insight',
  'director',
  'patron',
  'commentator',
] as const;
export type BrainRole = (typeof BRAIN_ROLES)[number];

/** The ledger role a brain role reads; null for overall (every role). */
export const LEDGER_ROLE_OF: Record<BrainRole, string | null> = {
  overall: null,
  catalyst: 'catalyst',
  innovator: 'innovator',
  analyst: 'rater',
  mentor: 'mentor',
  scout: 'scout',
  insight: 'insightful',
  director: 'director',
  patron: 'patron',
  commentator: 'commentator',
};

/** The brain role a ledger role counts toward ('rater' -> 'analyst'); null for an unknown one. */
export function brainRoleOfLedger(ledgerRole: string): BrainRole | null {
  return BRAIN_ROLES.find((role) => LEDGER_ROLE_OF[role] === ledgerRole) ?? null;
}

/** Role picker (spec 3 §1): slug and label, in the order the picker lists them. */
export const ROLE_PICKER: readonly { slug: BrainRole; label: string }[] = [
  { slug: 'overall', label: 'Nerve Score' },
  { slug: 'catalyst', label: 'Catalyst' },
  { slug: 'mentor', label: 'Mentor' },
  { slug: 'scout', label: 'Scout' },
  { slug: 'analyst', label: 'Analyst Rater' },
  { slug: 'director', label: 'Director' },
  { slug: 'commentator', label: 'Commentator' },
];
