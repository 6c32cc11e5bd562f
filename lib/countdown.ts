// Countdown display (spec 1 §4): closed once past; 'closes {relative}' with more than a day left;
// hours/minutes/seconds within the last day.
import { formatDistanceStrict } from 'date-fns';
import { clock, COUNTDOWN_DAY_MS } from './countdown-clock';

export type Countdown = { kind: 'closed' } | { kind: 'relative'; text: string } | { kind: 'clock'; text: string };

export function countdown(end: Date, now: Date): Countdown {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return { kind: 'closed' };
  if (left > COUNTDOWN_DAY_MS) return { kind: 'relative', text: `closes in ${formatDistanceStrict(end, now)}` };
  return { kind: 'clock', text: clock(left) };
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
