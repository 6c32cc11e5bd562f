// The keys of a user's preferences bag and the brain numbering choices, as plain values without
// zod: browser code (the level board, the Game Dash, the tour) imports them from here, so a page
// that only saves a preference does not carry zod (tens of kB compressed) in its first load
// (issue 22, Lighthouse). lib/contracts/preferences.ts re-exports them beside its schemas.

/** How brain levels are numbered in the game layer. */
export const BRAIN_NUMBERING = ['levels', 'ranks'] as const;
export type BrainNumbering = (typeof BRAIN_NUMBERING)[number];

export const PREFERENCE = {
  landingCommunity: 'landing_community',
  brainNumbering: 'brain_numbering',
  showTips: 'show_tips',
  /** Level board: 'Show numbering on Brain' (spec 3 §2.3). */
  brainShowNumbering: 'brain_show_numbering',
  /** Game Dash: { shared_state: { gamedash_score } }, the last seen overall score (spec 3 §3). */
  gamedash: 'gamedash',
  /** Helpful tips dismissed with 'Got it', as '{target}:{tip id}' (spec 3 §3 'Task or tip'). */
  dismissedTips: 'gamedash_dismissed_tips',
  mastheadImage: 'masthead_background_image',
  /** Onboarding guides this account finished or skipped (spec 3 §2.9; lib/tour.ts). */
  toursDone: 'tours_done',
  digestFrequency: 'email_digest_frequency',
} as const;
