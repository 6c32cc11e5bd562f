// Rating an idea (spec 2 §2 rate, §4 'locked once given', §5 'Challenge rating scale 1 to 5', 'A
// catalyst cannot ... rate [their own test idea]', §6 'Only signed-in users can rate'). A rating is
// 1 to 5 in steps of one tenth ('1-5, one decimal shown'): 3.5 is a rating, 3.55 is not. Pure and
// zod-free: the provider, the BFF and the lazily loaded rating control all run these rules.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** One decimal: values are whole tenths. */
export const RATING_STEP = 0.1;

/** Neurons for giving a rating (spec 2 §4 'RatingCreated'); the demo ledger's figure, so seeded and new ratings agree. */
export const RATING_CREATED_POINTS = 5;
/** Neurons the idea's author earns per star of a rating (spec 2 §4 'IdeaRated'; the spec gives no figure, the demo ledger's is kept). */
export const IDEA_RATED_POINTS_PER_STAR = 2;
export const RATER_ROLE = 'rater';
export const RATING_CREATED_REASON = 'RatingCreated';
export const IDEA_RATED_REASON = 'IdeaRated';

/** The author's IdeaRated neurons for one rating, whole (2 per star: 3.5 -> 7, 4.3 -> 9). */
export function ideaRatedPoints(value: number): number {
  return Math.round(value * IDEA_RATED_POINTS_PER_STAR);
}

export const RATING_MESSAGES = {
  outOfRange: `A rating is a number from ${RATING_MIN} to ${RATING_MAX}.`,
  oneDecimal: 'A rating has at most one decimal, like 3.5.',
  ownIdea: 'You cannot rate your own idea.',
  ownTestIdea: 'You cannot rate your own test idea.',
  already: 'You have already rated this idea; ratings are locked once given.',
  closed: 'This challenge is closed; its ideas can no longer be rated.',
  ideaNotFound: 'Idea not found in this challenge',
  notFound: 'Challenge not found',
  failed: 'Your rating could not be sent. Please try again.',
  signIn: 'Sign in to rate',
} as const;

/** The error for a rating value, or null when it is one: a finite number from 1 to 5 in whole tenths. */
export function ratingValueError(value: number): string | null {
  if (!Number.isFinite(value) || value < RATING_MIN || value > RATING_MAX) return RATING_MESSAGES.outOfRange;
  // Tenths compared with a tolerance: 3.3 * 10 is 32.99999... in binary floating point.
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return RATING_MESSAGES.oneDecimal;
  return null;
}

/** A rating as shown: always one decimal (4 -> '4.0'). */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** Labels of the 1-5 choices of the rating control. */
export const RATING_LABELS: Record<number, string> = {
  1: '1 - Weak',
  2: '2 - Fair',
  3: '3 - Good',
  4: '4 - Very good',
  5: '5 - Excellent',
};

export function lockedText(value: number): string {
  return `You rated this idea ${formatRating(value)}. Ratings are locked once given.`;
}
