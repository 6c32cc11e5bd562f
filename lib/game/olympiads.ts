// Tournament (olympiad) cycles (spec 3 §1, §4): weekly or monthly, renewing automatically. A cycle
// is aligned with the leaderboard's periods (UTC calendar month; week from Monday), so "this
// month's tournament" and "this month's leaderboard" count the same neurons.
import type { OlympiadCycle } from '../contracts/home';
import { periodStart } from '../leaderboard';

export function cycleWindow(now: Date, cycle: OlympiadCycle): { start: Date; end: Date } {
  const start = periodStart(now, cycle === 'monthly' ? 'month' : 'week')!;
  const end =
    cycle === 'monthly'
      ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
      : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 7));
  return { start, end };
}

/** The cycle before the one that holds `now`. */
export function previousCycleWindow(now: Date, cycle: OlympiadCycle): { start: Date; end: Date } {
  return cycleWindow(new Date(cycleWindow(now, cycle).start.getTime() - 1), cycle);
}

export function olympiadStatus(olympiad: { start: Date; end: Date }, now: Date): 'upcoming' | 'open' | 'closed' {
  if (now < olympiad.start) return 'upcoming';
  return now < olympiad.end ? 'open' : 'closed';
}
