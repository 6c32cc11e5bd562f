// The part of a countdown that moves while a page is open (spec 1 §4): the clock of the last day
// and 'Closed'. Apart from lib/countdown.ts so that the challenge page's client code carries no
// date library (date-fns's locale was the bytes that put the page over its 150 kB budget); the
// 'closes in 5 days' text is the server's and stays until the last day starts.

export const COUNTDOWN_DAY_MS = 24 * 60 * 60 * 1000;

/** 'Closed' once past, 'closes in HH:MM:SS' within the last day, null with more than a day left. */
export function clockText(end: Date, now: Date): string | null {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return 'Closed';
  if (left > COUNTDOWN_DAY_MS) return null;
  return `closes in ${clock(left)}`;
}

/** HH:MM:SS of a duration under a day. */
export function clock(leftMs: number): string {
  const s = Math.floor(leftMs / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
