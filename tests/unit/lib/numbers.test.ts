// Numbers as shown (issue 22 item 11; spec 3 §1): three decimals only under 1 or where they carry
// something, counts grouped.
import { describe, expect, test } from '@jest/globals';
import { BY_HAND_BELOW, countOf, formatCount, formatScore } from '@/lib/numbers';
import { formatScore as rankingScore } from '@/lib/challenges/ranking';
import { formatPoints } from '@/lib/leaderboard';

describe('formatScore', () => {
  test.each([
    [5, '5'],
    [5.0001, '5'],
    [4.6666, '4.667'],
    [4.5, '4.5'],
    [1, '1'],
    [0.9996, '1'],
    [0.9994, '0.999'],
    [0.25, '0.250'],
    [0.0005, '0.001'],
    [0.0004, '0'],
    [0, '0'],
    [-0, '0'],
    [-0.25, '-0.250'],
    [1234567.891, '1,234,567.891'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%p -> %s', (n, text) => expect(formatScore(n)).toBe(text));

  test('grouped by hand exactly as Intl (en-US, up to three decimals) groups them', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
    const samples = [
      1, 9.5, 10, 99.999, 100, 999.9995, 1000, 1000.5, 12345.678, 999999.9999, 1e6, 1460349, 123456789012.345,
    ];
    // And a spread of values with fractions, as the score counter shows them frame by frame.
    for (let i = 0; i < 2000; i++) samples.push((i * 7919.123457) % 2_000_000);
    const rounded = (n: number) => Math.round(n * 1000) / 1000;
    for (const n of samples.filter((x) => x >= 1)) {
      expect(formatScore(n)).toBe(intl.format(rounded(n)));
      expect(formatScore(-n)).toBe(intl.format(rounded(-n)));
    }
    expect(formatScore(2e15)).toBe('2,000,000,000,000,000');
  });

  test('at the edge of grouping by hand, both sides read as Intl reads them', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
    const rounded = (n: number) => Math.round(n * 1000) / 1000;
    const edge = BY_HAND_BELOW;
    for (const n of [edge - 1.001, edge - 0.5, edge - 0.001, edge, edge + 0.63, edge + 1.25, 9000000000000.63]) {
      expect(formatScore(n)).toBe(intl.format(rounded(n)));
      expect(formatScore(-n)).toBe(intl.format(rounded(-n)));
    }
  });

  test('a rating average reads "Score 5", not "Score 5.000"; the boards agree', () => {
    expect(`Score ${rankingScore(5)}`).toBe('Score 5');
    expect(formatPoints(0.25)).toBe('0.250');
    expect(formatPoints(12345)).toBe('12,345');
  });
});

describe('formatCount and countOf', () => {
  test.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [2.6, '3'],
    [Number.NaN, '0'],
  ])('%p -> %s', (n, text) => expect(formatCount(n)).toBe(text));

  test('the word agrees with the count', () => {
    expect(countOf(0, 'rating', 'ratings')).toBe('0 ratings');
    expect(countOf(1, 'rating', 'ratings')).toBe('1 rating');
    expect(countOf(1000, 'rating', 'ratings')).toBe('1,000 ratings');
  });
});
