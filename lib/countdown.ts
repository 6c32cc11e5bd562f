// Countdown display (spec 1 §4): closed once past; 'closes {relative}' with more than a day left;
// hours/minutes/seconds within the last day.
import { formatDistanceStrict } from 'date-fns';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Countdown = { kind: 'closed' } | { kind: 'relative'; text: string } | { kind: 'clock'; text: string };

export function countdown(end: Date, now: Date): Countdown {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return { kind: 'closed' };
  if (left > DAY_MS) return { kind: 'relative', text: `closes in ${formatDistanceStrict(end, now)}` };
  const s = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { kind: 'clock', text: `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}

/** How a countdown reads: 'Closed', 'closes in 5 days', 'closes in 03:12:09'. */
export function countdownText(left: Countdown): string {
  if (left.kind === 'closed') return 'Closed';
  return left.kind === 'clock' ? `closes in ${left.text}` : left.text;
}

/** Open/closed rule: is_closed, a closed state or status, or the end time passed. */
export function isChallengeClosed(
  c: { is_closed: boolean; status?: string; state?: string; duration_end: string },
  now: Date,
): boolean {
  return (
    c.is_closed || c.status === 'closed' || c.state === 'closed' || new Date(c.duration_end).getTime() <= now.getTime()
  );
}
