// Dates in feeds (issue 22 item 11): how long ago, in words, with the exact time (UTC) for the
// hover title and the <time> element. One place, so every feed reads the same.
import { formatDistanceStrict } from 'date-fns';

const EXACT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** 'just now' under a minute, else '5 minutes ago', '3 days ago'; a future time reads 'in …'. */
export function relativeTime(date: Date, now: Date): string {
  if (Math.abs(now.getTime() - date.getTime()) < 60_000) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true });
}

/** 'Nov 26, 2026, 5:42 PM UTC'. */
export function exactTime(date: Date): string {
  return `${EXACT.format(date)} UTC`;
}
