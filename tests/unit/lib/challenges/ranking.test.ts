import { describe, expect, test } from '@jest/globals';
import { formatScore, isRanked, rankIdeas, roundScore } from '@/lib/challenges/ranking';

const idea = (id: number, average: number | null, rating_count: number) => ({ id, average, rating_count });

describe('the 2-rating threshold', () => {
  test('1 rating is unranked, 2 ratings are ranked', () => {
    expect(isRanked(idea(1, 5, 1))).toBe(false);
    expect(isRanked(idea(1, 5, 2))).toBe(true);
    expect(isRanked(idea(1, null, 0))).toBe(false);
  });

  test('an unranked idea comes after every ranked one, however high its single rating', () => {
    const out = rankIdeas([idea(1, 5, 1), idea(2, 2.5, 2)]);
    expect(out.map((i) => [i.id, i.rank])).toEqual([
      [2, 1],
      [1, null],
    ]);
  });
});

describe('rankIdeas', () => {
  test('best score first', () => {
    const out = rankIdeas([idea(1, 3, 4), idea(2, 4.5, 2), idea(3, 4, 9)]);
    expect(out.map((i) => [i.id, i.rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  test('ties share a rank, the next place is skipped, the earlier idea is listed first', () => {
    const out = rankIdeas([idea(5, 4, 2), idea(3, 4, 3), idea(9, 3.5, 2), idea(7, 4.2, 2)]);
    expect(out.map((i) => [i.id, i.rank])).toEqual([
      [7, 1],
      [3, 2],
      [5, 2],
      [9, 4],
    ]);
  });

  test('scores equal to 3 decimals tie; a difference in the 3rd decimal does not', () => {
    const tie = rankIdeas([idea(1, 4.0004, 2), idea(2, 4.0001, 2)]);
    expect(tie.map((i) => i.rank)).toEqual([1, 1]);
    const apart = rankIdeas([idea(1, 4.001, 2), idea(2, 4.002, 2)]);
    expect(apart.map((i) => [i.id, i.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  test('no ideas, no ranks', () => {
    expect(rankIdeas([])).toEqual([]);
  });
});

describe('scores to 3 decimals', () => {
  test('roundScore and formatScore', () => {
    expect(roundScore(3.14159)).toBe(3.142);
    expect(formatScore(0.5)).toBe('0.500');
    expect(formatScore(4)).toBe('4');
    expect(formatScore(4.66666)).toBe('4.667');
  });
});
