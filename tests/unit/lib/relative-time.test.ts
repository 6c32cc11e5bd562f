import { describe, expect, test } from '@jest/globals';
import { exactTime, relativeTime } from '@/lib/relative-time';

const now = new Date('2026-11-26T17:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  test.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [2 * 86_400_000, '2 days ago'],
    [-60_000, 'in 1 minute'],
  ])('%p ms ago reads %p', (ms, text) => expect(relativeTime(ago(ms), now)).toBe(text));
});

test('the exact time is in UTC and says so', () => {
  expect(exactTime(new Date('2026-11-26T17:42:00Z'))).toBe('Nov 26, 2026, 5:42 PM UTC');
});
