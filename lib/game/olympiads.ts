// Tournament (olympiad) cycles (spec 3 §1, §4): weekly or monthly, renewing automatically. A cycle
// is aligned with the leaderboard's periods (UTC calendar month; week from Monday), so "this
// month's tournament" and "this month's leaderboard" count the same neurons.
import type { OlympiadCycle } from '../contracts/home';
import { periodStart, roleLabel, type LeaderboardRole } from '../leaderboard';

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

/**
 * The cycle after one that ends at `end` (renewal, spec 3 §4): a weekly cycle runs 7 days; a
 * monthly one to the same day of the next month in UTC, so a cycle started on the 1st ends on
 * the 1st whatever the month's length (28, 29, 30 or 31 days). Windows are UTC instants, so the
 * boundary is the same in every time zone.
 */
export function nextCycleWindow(end: Date, cycle: OlympiadCycle): { start: Date; end: Date } {
  const start = new Date(end.getTime());
  const next =
    cycle === 'weekly'
      ? new Date(start.getTime() + 7 * 24 * 3600 * 1000)
      : new Date(
          Date.UTC(
            start.getUTCFullYear(),
            start.getUTCMonth() + 1,
            start.getUTCDate(),
            start.getUTCHours(),
            start.getUTCMinutes(),
            start.getUTCSeconds(),
            start.getUTCMilliseconds(),
          ),
        );
  return { start, end: next };
}

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Name, November 2026" or "Name, week of Nov 23": the next cycle's title from the base name. */
export function cycleTitle(name: string, cycle: OlympiadCycle, start: Date): string {
  return cycle === 'monthly' ? `${name}, ${monthTitle.format(start)}` : `${name}, week of ${dayTitle.format(start)}`;
}

/** The name a title was made from ("Nervus Idea Olympiad, November 2026" -> "Nervus Idea Olympiad"). */
export function baseName(title: string): string {
  const cut = title.lastIndexOf(', ');
  return cut > 0 ? title.slice(0, cut) : title;
}

/**
 * The race an olympiad runs for a role (spec 3 §3 'races each with a name and a prize'): 'overall'
 * is the Idea Race (the race named so, else the first one; the prize pool pays it), any other role
 * the race whose name starts with the role's label or slug ('Scout Race'). A role with no race of
 * its own still has a board in the window, with no prize of its own.
 */
export function raceOf(
  races: readonly { name: string; prize_cents: number }[],
  role: LeaderboardRole,
): { slug: LeaderboardRole; name: string; prize_cents: number } {
  const lower = (v: string) => v.trim().toLowerCase();
  const found =
    role === 'overall'
      ? (races.find((r) => lower(r.name).startsWith('idea race')) ?? races[0])
      : races.find((r) => [lower(roleLabel(role)), role].some((word) => lower(r.name).startsWith(`${word} `)));
  if (found) return { slug: role, name: found.name, prize_cents: found.prize_cents };
  return { slug: role, name: role === 'overall' ? 'Idea Race' : `${roleLabel(role)} Race`, prize_cents: 0 };
}
