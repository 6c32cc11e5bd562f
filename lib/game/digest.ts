// The game digest (issue 19 §4): which period a digest covers, and its subject line. Pure, so the
// edges (a Monday, a day's first second) are unit-tested; the job is server/provider/domain/digest.ts.
import type { DigestFrequency } from '../contracts/preferences';
import { formatPoints, periodStart } from '../leaderboard';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestPeriod {
  frequency: DigestFrequency;
  /** Inclusive, UTC midnight. */
  start: Date;
  /** Exclusive: the period is complete once `now` reaches it. */
  end: Date;
  /** The start's UTC date (YYYY-MM-DD): with the frequency, the key of a sent digest. */
  key: string;
}

/**
 * The latest complete period at `now`: daily, the UTC day before today; weekly, the UTC week
 * (Monday to Monday) before this one. A digest is due once per such period.
 */
export function digestPeriod(frequency: DigestFrequency, now: Date): DigestPeriod {
  const end =
    frequency === 'daily'
      ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
      : periodStart(now, 'week')!;
  const start = new Date(end.getTime() - (frequency === 'daily' ? 1 : 7) * DAY_MS);
  return { frequency, start, end, key: start.toISOString().slice(0, 10) };
}

/** How far ahead "closes soon" looks: the next period's length. */
export function closingHorizonMs(frequency: DigestFrequency): number {
  return (frequency === 'daily' ? 2 : 7) * DAY_MS;
}

export interface DigestHeadline {
  frequency: DigestFrequency;
  /** All-time place before (the last digest, or the period's start) and now; null: not ranked. */
  rankBefore: number | null;
  rankNow: number | null;
  neurons: number;
  ratingsGiven: number;
  newRatings: number;
  closingSoon: number;
  unread: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatPoints(n)} ${n === 1 ? one : many}`;

/** The rank part: "#12 → #7", "#7" (first time ranked or unchanged). */
export function rankMovement(before: number | null, now: number | null): string | null {
  if (now === null) return null;
  if (before === null || before === now) return `#${formatPoints(now)}`;
  return `#${formatPoints(before)} → #${formatPoints(now)}`;
}

/**
 * "Your week on Nervus: #12 → #7, 45 neurons": the rank and neurons first, then the first other
 * thing worth opening for, so the subject never reads empty.
 */
export function digestSubject(h: DigestHeadline): string {
  const parts: string[] = [];
  const rank = rankMovement(h.rankBefore, h.rankNow);
  if (rank) parts.push(rank);
  if (h.neurons > 0) parts.push(plural(Math.round(h.neurons * 1000) / 1000, 'neuron'));
  if (parts.length < 2) {
    const next = [
      h.newRatings > 0 ? `${plural(h.newRatings, 'new rating')} on your ideas` : null,
      h.ratingsGiven > 0 ? `${plural(h.ratingsGiven, 'idea')} rated` : null,
      h.closingSoon > 0 ? `${plural(h.closingSoon, 'challenge')} closing soon` : null,
      h.unread > 0 ? `${formatPoints(h.unread)} unread` : null,
    ].find(Boolean);
    if (next) parts.push(next);
  }
  const lead = h.frequency === 'daily' ? 'Your day on Nervus' : 'Your week on Nervus';
  return parts.length ? `${lead}: ${parts.join(', ')}` : lead;
}
