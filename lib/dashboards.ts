// Role dashboards (spec 2 §2, spec 3 §2.4): the pages of each role, the closing-soon window, paging
// and the resolve rule. Pure: the provider's dashboard queries and the pages both read these.
import { isChallengeClosed } from './countdown';

/** Rows per page of every dashboard list (challenges, prizes). */
export const DASHBOARD_PAGE_SIZE = 10;

/**
 * 'Closing' lists open challenges that end within this many days (spec 2 §9 activity windows are
 * 7 days). The window includes its far edge: a challenge ending exactly 7 days from now is closing.
 */
export const CLOSING_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function closingWindowEnd(now: Date): Date {
  return new Date(now.getTime() + CLOSING_WINDOW_DAYS * DAY_MS);
}

/** Still open (ends after now) and ends no later than the window's end. */
export function isClosingSoon(end: Date, now: Date): boolean {
  return end.getTime() > now.getTime() && end.getTime() <= closingWindowEnd(now).getTime();
}

/** Pages of a list of `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, size = DASHBOARD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export const INNOVATOR_TABS = ['open', 'closed', 'suggestion-box'] as const;
export type InnovatorTab = (typeof INNOVATOR_TABS)[number];
export const RATER_TABS = ['open-challenges', 'my-challenges', 'closed-challenges'] as const;
export type RaterTab = (typeof RATER_TABS)[number];
export const CATALYST_TABS = ['open', 'closing', 'drafts', 'suggestion-box', 'closed'] as const;
export type CatalystTab = (typeof CATALYST_TABS)[number];
/** Lists the provider serves for the catalyst (drafts come from /drafts; test-idea is its own page). */
export const CATALYST_LIST_TABS = ['open', 'closing', 'suggestion-box', 'closed', 'test-idea'] as const;
export type CatalystListTab = (typeof CATALYST_LIST_TABS)[number];
export const PRIZE_TABS = ['won', 'paid'] as const;
export type PrizeTab = (typeof PRIZE_TABS)[number];

/** The challenge as the resolve route fetched it (spec 2 §7: data.is_closed and status are read). */
export interface ResolvedChallenge {
  is_closed: boolean;
  status?: string;
  state?: string;
  duration_end: string;
}

export type ResolveTarget = 'closed-detail' | 'open-detail' | 'open-list';

/**
 * The innovator's resolve route (spec 2 §2, spec 3 §2.4): a challenge that is closed goes to the
 * closed detail, any other to the open detail, and a failed fetch to the open list. 'Closed' is the
 * whole lifecycle rule (spec 2 §4: the flag, a closed status or state, or its end passed), the same
 * rule the open and closed lists use, so resolve never lands on a detail the lists disagree with.
 */
export function resolveTarget(
  fetched: { ok: true; challenge: ResolvedChallenge } | { ok: false },
  now: Date,
): ResolveTarget {
  if (!fetched.ok) return 'open-list';
  return isChallengeClosed(fetched.challenge, now) ? 'closed-detail' : 'open-detail';
}

/**
 * How far a rater's ratings were from the final scores: the mean absolute difference, to 2
 * decimals, over the ideas that ended with a score; null when none did.
 */
export function meanDifference(pairs: readonly { mine: number; score: number | null }[]): number | null {
  const scored = pairs.filter((pair): pair is { mine: number; score: number } => pair.score !== null);
  if (!scored.length) return null;
  const sum = scored.reduce((total, pair) => total + Math.abs(pair.mine - pair.score), 0);
  return Math.round((sum / scored.length) * 100) / 100;
}

export const DASHBOARD_MESSAGES = {
  challengeNotFound: 'Challenge not found',
  ideaNotFound: 'Idea not found in this challenge',
  notYourIdea: 'This idea is not yours: only its author sees it here.',
  platformNotFound: 'Platform not found',
} as const;
