// Leaderboard rules (spec 3 §1, §2.5): the roles a board can rank, the time windows, and where each
// window starts. Pure, so the provider (queries) and the pages (labels, links) share one definition.

import { formatScore } from '@/lib/numbers';
import { NEURON_ROLE_LABELS, NEURON_ROLES, type NeuronRole } from './contracts/neuron-roles';

/** A board's role: 'overall' (the combined Nerve Score) or a ledger role, where the role picker's
 * slug for the ledger's 'rater' is 'analyst' (spec 3 §1). */
export type LeaderboardRole = 'overall' | 'analyst' | Exclude<NeuronRole, 'rater'>;

const boardSlug = (role: NeuronRole) => (role === 'rater' ? 'analyst' : role) as LeaderboardRole;

export const LEADERBOARD_ROLES: { slug: LeaderboardRole; label: string; ledger: NeuronRole | null }[] = [
  { slug: 'overall', label: 'Nerve Score', ledger: null },
  ...NEURON_ROLES.map((role) => ({ slug: boardSlug(role), label: NEURON_ROLE_LABELS[role], ledger: role })),
];
export const ROLE_SLUGS = LEADERBOARD_ROLES.map((r) => r.slug) as [LeaderboardRole, ...LeaderboardRole[]];

export const LEADERBOARD_PERIODS = [
  { slug: 'week', label: 'This week' },
  { slug: 'month', label: 'This month' },
  { slug: 'all', label: 'All time' },
] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]['slug'];
export const PERIOD_SLUGS = LEADERBOARD_PERIODS.map((p) => p.slug) as [LeaderboardPeriod, ...LeaderboardPeriod[]];

export const LEADERBOARD_PAGE_SIZE = 20;

/** A role slug from a URL: the picker's slugs, plus 'rater' (the ledger's name) for 'analyst'. */
export function normalizeRole(raw: string | undefined | null): LeaderboardRole | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return 'overall';
  if (value === 'rater') return 'analyst';
  return (ROLE_SLUGS as string[]).includes(value) ? (value as LeaderboardRole) : null;
}

export function roleLabel(role: LeaderboardRole): string {
  return LEADERBOARD_ROLES.find((r) => r.slug === role)!.label;
}

/** The ledger role a board sums; null means every role (overall). */
export function ledgerRole(role: LeaderboardRole): NeuronRole | null {
  return LEADERBOARD_ROLES.find((r) => r.slug === role)!.ledger;
}

export function periodLabel(period: LeaderboardPeriod): string {
  return LEADERBOARD_PERIODS.find((p) => p.slug === period)!.label;
}

/**
 * Start of a window in UTC: 'week' is the latest Monday 00:00, 'month' the 1st at 00:00, 'all' has
 * no start (null). Events at exactly the start count in the window.
 */
export function periodStart(now: Date, period: LeaderboardPeriod): Date | null {
  if (period === 'all') return null;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (period === 'month') return new Date(Date.UTC(y, m, 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7; // getUTCDay: Sunday 0 … Saturday 6
  return new Date(Date.UTC(y, m, now.getUTCDate() - daysSinceMonday));
}

/** Numbers use thousands separators (spec 1 §9). */
export function formatPoints(points: number): string {
  // Neurons may be fractional (insightful shares): the score rule keeps '0.250' readable.
  return formatScore(points);
}

/**
 * A custom date range is summed from the day and month boards inside it and ranked when it is first
 * read (leaderboard-range.ts), so its length is bounded: at most a year, the cost of the longest
 * tournament window. Days are UTC and both inclusive.
 */
export const CUSTOM_RANGE_MAX_DAYS = 366;
const DAY_MS = 24 * 3600 * 1000;

export const CUSTOM_RANGE_MESSAGES = {
  order: 'The range must end after it starts.',
  tooLong: `A custom range spans at most ${CUSTOM_RANGE_MAX_DAYS} days.`,
  busy: 'Many date ranges are being ranked right now. Please try again in a few seconds.',
} as const;

/**
 * The window of ?from=&to= (YYYY-MM-DD): `from` alone runs to now, `to` alone starts
 * CUSTOM_RANGE_MAX_DAYS days before its end; or the refusal, with the field it is about.
 */
export function customRangeWindow(
  range: { from?: string; to?: string },
  now: Date,
): { ok: true; start: Date; end: Date } | { ok: false; field: 'from' | 'to'; error: string } {
  const end = range.to ? new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS) : now;
  const start = range.from
    ? new Date(`${range.from}T00:00:00Z`)
    : new Date(end.getTime() - CUSTOM_RANGE_MAX_DAYS * DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || !(end > start))
    return { ok: false, field: 'to', error: CUSTOM_RANGE_MESSAGES.order };
  if (end.getTime() - start.getTime() > CUSTOM_RANGE_MAX_DAYS * DAY_MS)
    return { ok: false, field: 'from', error: CUSTOM_RANGE_MESSAGES.tooLong };
  return { ok: true, start, end };
}
