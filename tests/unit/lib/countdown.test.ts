import { clockText, COUNTDOWN_DAY_MS } from '@/lib/countdown-clock';
import { describe, expect, test } from '@jest/globals';
import { countdown, countdownText, isChallengeClosed } from '@/lib/countdown';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const S = 1000;
const H = 3600 * S;
const DAY = 24 * H;

describe('countdown (spec 1 §4)', () => {
  test('exactly 24 h left shows the clock 24:00:00', () => {
    expect(countdown(at(DAY), NOW)).toEqual({ kind: 'clock', text: '24:00:00' });
  });

  test('24 h + 1 s left shows the relative text', () => {
    expect(countdown(at(DAY + S), NOW)).toEqual({ kind: 'relative', text: 'closes in 1 day' });
  });

  test('24 h + 1 ms left is already relative', () => {
    expect(countdown(at(DAY + 1), NOW).kind).toBe('relative');
  });

  test('several days left', () => {
    expect(countdown(at(3 * DAY + 2 * H), NOW)).toEqual({ kind: 'relative', text: 'closes in 3 days' });
  });

  test('clock format pads hours, minutes and seconds', () => {
    expect(countdown(at(23 * H + 59 * 60 * S + 59 * S), NOW)).toEqual({ kind: 'clock', text: '23:59:59' });
    expect(countdown(at(H + 2 * 60 * S + 3 * S), NOW)).toEqual({ kind: 'clock', text: '01:02:03' });
  });

  test('1 s left shows 00:00:01', () => {
    expect(countdown(at(S), NOW)).toEqual({ kind: 'clock', text: '00:00:01' });
  });

  test('less than a second left rounds down to 00:00:00 but is still open', () => {
    expect(countdown(at(999), NOW)).toEqual({ kind: 'clock', text: '00:00:00' });
  });

  test('exactly at the end it is closed', () => {
    expect(countdown(at(0), NOW)).toEqual({ kind: 'closed' });
  });

  test('after the end it is closed', () => {
    expect(countdown(at(-1), NOW)).toEqual({ kind: 'closed' });
    expect(countdown(at(-10 * DAY), NOW)).toEqual({ kind: 'closed' });
  });
});

describe('isChallengeClosed', () => {
  const future = at(DAY).toISOString();
  const open = { is_closed: false, duration_end: future };

  test('open: not flagged and the end is in the future', () => {
    expect(isChallengeClosed(open, NOW)).toBe(false);
    expect(isChallengeClosed({ ...open, status: 'open', state: 'active' }, NOW)).toBe(false);
    expect(isChallengeClosed({ ...open, duration_end: at(1).toISOString() }, NOW)).toBe(false);
  });

  test('is_closed', () => {
    expect(isChallengeClosed({ ...open, is_closed: true }, NOW)).toBe(true);
  });

  test("status 'closed'", () => {
    expect(isChallengeClosed({ ...open, status: 'closed' }, NOW)).toBe(true);
  });

  test("state 'closed'", () => {
    expect(isChallengeClosed({ ...open, state: 'closed' }, NOW)).toBe(true);
  });

  test('end in the past, or exactly now', () => {
    expect(isChallengeClosed({ ...open, duration_end: at(-1).toISOString() }, NOW)).toBe(true);
    expect(isChallengeClosed({ ...open, duration_end: NOW.toISOString() }, NOW)).toBe(true);
  });
});

describe('countdownText', () => {
  test('closed, relative and clock', () => {
    const end = new Date('2026-01-10T00:00:00Z');
    expect(countdownText(countdown(end, new Date('2026-01-10T00:00:00Z')))).toBe('Closed');
    expect(countdownText(countdown(end, new Date('2026-01-05T00:00:00Z')))).toBe('closes in 5 days');
    expect(countdownText(countdown(end, new Date('2026-01-09T20:47:51Z')))).toBe('closes in 03:12:09');
  });
});

describe('clockText (what the browser moves)', () => {
  const end = new Date('2026-05-10T12:00:00Z');
  const at = (msBefore: number) => new Date(end.getTime() - msBefore);
  test('more than a day left: null, the server’s relative text stays', () => {
    expect(clockText(end, at(COUNTDOWN_DAY_MS + 1))).toBeNull();
  });
  test('exactly a day and under: the clock', () => {
    expect(clockText(end, at(COUNTDOWN_DAY_MS))).toBe('closes in 24:00:00');
    expect(clockText(end, at(1000))).toBe('closes in 00:00:01');
  });
  test('at or past the end: Closed', () => {
    expect(clockText(end, end)).toBe('Closed');
    expect(clockText(end, at(-1))).toBe('Closed');
  });
});
