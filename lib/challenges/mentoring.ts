// Mentoring an idea (spec 2 §1, §3 'Mentor comment', §4, §5, §6; spec 3 §1, §5): a mentor gives two
// comments on an idea, 'What I like' and 'What could improve', once per idea and locked once given;
// the idea's author (the innovator) and other players (peers) rate that advice from 0 to 5,
// anonymously and once each. Pure and zod-free: the provider, the BFF and the lazily loaded forms
// all run these rules.
import { isLowEffort } from '../low-effort';
import { CREATE_MESSAGES, tooLong } from './messages';
import { graphemeCount } from '../graphemes';

/** Each of the two comments (spec 3 §5 'Textarea: default maxlength 1000'). */
export const MENTOR_TEXT_MAX = 1000;

/** The mentoring scale (spec 2 §5, §9 'mentoring 0-5'), in whole steps (spec 3 §5 'Rating: max 5, increment 1'). */
export const MENTORING_RATE_MIN = 0;
export const MENTORING_RATE_MAX = 5;

export const MENTOR_ROLE = 'mentor';
/** Spec 2 §4 'IdeaMentored': the mentor's event for giving advice, and the innovator's (the Innovator.IdeaMentored highlight, spec 3 §3). */
export const IDEA_MENTORED_REASON = 'IdeaMentored';
/** Spec 2 §4 'MentorRated', stored by who rated (spec 3 §3 meaningful_name). */
export const MENTOR_RATED_BY_INNOVATOR_REASON = 'MentorCommentRatedByInnovator';
export const MENTOR_RATED_BY_PEER_REASON = 'MentorCommentRatedByPeer';
export const MENTOR_RATED_REASONS = [MENTOR_RATED_BY_INNOVATOR_REASON, MENTOR_RATED_BY_PEER_REASON] as const;

/** Neurons for giving advice: two considered comments are worth more than one rating (RATING_CREATED_POINTS 5). */
export const MENTOR_COMMENT_POINTS = 10;
/** Neurons the innovator earns when their idea is mentored: small, the point is the highlight. */
export const IDEA_MENTORED_POINTS = 2;
/** Neurons the mentor earns per step of a rating above 1; a 0 (unhelpful advice) deducts as much. */
export const MENTOR_RATED_POINTS_PER_STEP = 2;

/**
 * The mentor's MentorRated neurons for one rating of their advice: 0 deducts 2, 1 earns nothing,
 * 2 to 5 earn 2, 4, 6, 8. Advice rated 'not helpful' costs a little, so dismissive one-liners do
 * not pay; helpful advice pays more than a rating does.
 */
export function mentorRatedPoints(value: number): number {
  return (value - 1) * MENTOR_RATED_POINTS_PER_STEP;
}

export function mentorRatedReason(byInnovator: boolean): (typeof MENTOR_RATED_REASONS)[number] {
  return byInnovator ? MENTOR_RATED_BY_INNOVATOR_REASON : MENTOR_RATED_BY_PEER_REASON;
}

export const MENTORING_MESSAGES = {
  lowEffort: 'Say specifically what you mean: a phrase like “nice try” does not help the innovator.',
  rateRange: `A mentoring rating is a whole number from ${MENTORING_RATE_MIN} to ${MENTORING_RATE_MAX}.`,
  chooseRate: `Choose a rating from ${MENTORING_RATE_MIN} to ${MENTORING_RATE_MAX}.`,
  ownIdea: 'You cannot mentor your own idea.',
  ownTestIdea: 'You cannot mentor your own test idea.',
  alreadyMentored: 'You have already mentored this idea; mentor comments are locked once given.',
  closed: 'This challenge is closed; its ideas can no longer be mentored.',
  ownComment: 'You cannot rate your own advice.',
  alreadyRated: 'You have already rated this advice; ratings are locked once given.',
  commentNotFound: 'Mentor comment not found',
  ideaNotFound: 'Idea not found in this challenge',
  notFound: 'Challenge not found',
  notYourIdea: 'This is not your idea.',
  sent: 'Your advice has been sent. The innovator and other players can now rate it, anonymously.',
  failed: 'Your advice could not be sent. Please try again.',
  rateFailed: 'Your rating could not be sent. Please try again.',
  signIn: 'Sign in to mentor ideas and rate advice',
} as const;

/** The two comments of one piece of advice (the body of the create call). */
export interface MentorCommentText {
  what_i_like: string;
  what_could_improve: string;
}

/** The error for one comment: required, at most MENTOR_TEXT_MAX characters (trimmed), and not low-effort. */
export function mentorTextError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return CREATE_MESSAGES.required;
  if (graphemeCount(trimmed) > MENTOR_TEXT_MAX) return tooLong(MENTOR_TEXT_MAX);
  if (isLowEffort(trimmed)) return MENTORING_MESSAGES.lowEffort;
  return null;
}

/** Field errors of the two comments, keyed by their body names. */
export function mentorCommentErrors(text: MentorCommentText): { field: keyof MentorCommentText; error: string }[] {
  const errors: { field: keyof MentorCommentText; error: string }[] = [];
  for (const field of ['what_i_like', 'what_could_improve'] as const) {
    const error = mentorTextError(text[field]);
    if (error) errors.push({ field, error });
  }
  return errors;
}

/** The error for a rating of advice, or null: a whole number from 0 to 5. */
export function mentoringRateError(value: number): string | null {
  if (!Number.isInteger(value) || value < MENTORING_RATE_MIN || value > MENTORING_RATE_MAX)
    return MENTORING_MESSAGES.rateRange;
  return null;
}

/**
 * The choices offered when rating advice (GET /mentoring/feedback-choices): one per step of the
 * scale, with what it means, so that a 3 means the same to every rater.
 */
export const MENTORING_FEEDBACK_CHOICES = [
  { value: 0, label: 'Not helpful', description: 'Off-topic, dismissive or unkind.' },
  { value: 1, label: 'Slightly helpful', description: 'Too vague to act on.' },
  { value: 2, label: 'Somewhat helpful', description: 'A fair point, but general.' },
  { value: 3, label: 'Helpful', description: 'Specific and fair; I can use it.' },
  { value: 4, label: 'Very helpful', description: 'Specific and kind; it changes how I see the idea.' },
  { value: 5, label: 'Outstanding', description: 'Insightful advice that makes the idea clearly better.' },
] as const;

/** An average of advice ratings as shown: always one decimal (spec 3 §5 'one decimal'). */
export function formatMentoringAverage(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** What a mentor sees of the ratings of one piece of advice: how many and the average, never who. */
export function ratingSummaryText(summary: { count: number; average: number | null }): string {
  if (summary.count === 0 || summary.average === null) return 'Not rated yet';
  return `Rated ${formatMentoringAverage(summary.average)} of ${MENTORING_RATE_MAX} on average by ${summary.count} ${summary.count === 1 ? 'player' : 'players'}`;
}

/** The locked text of a rating already given. `label`: the feedback choice of that value. */
export function rateLockedText(value: number, label?: string): string {
  return `You rated this advice ${value}${label ? ` (${label})` : ''}. Ratings are locked once given.`;
}

/** The mentor dashboard's tabs (spec 3 §2.4 '.mentoring (query tab=received)'). */
export const MENTOR_DASHBOARD_TABS = [
  { key: 'given', label: 'Advice I gave' },
  { key: 'received', label: 'Advice received' },
] as const;
export type MentorDashboardTab = (typeof MENTOR_DASHBOARD_TABS)[number]['key'];

export function mentorDashboardTab(value: unknown): MentorDashboardTab {
  return value === 'received' ? 'received' : 'given';
}
