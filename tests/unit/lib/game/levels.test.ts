import { describe, expect, test } from '@jest/globals';
import { levelEndScore, levelFromScore, levelStartScore, MAX_LEVEL, rankPositionFromLevel } from '@/lib/game/levels';

describe('level thresholds (spec 3 §9)', () => {
  test.each([
    [1, 51],
    [2, 208],
    [3, 477],
    [10, 6000],
    [20, 28000],
    [50, 250000],
    [99, 1460349],
  ])('T(%i) = %i', (n, score) => {
    expect(levelEndScore(n)).toBe(score);
  });

  test('level 1 starts at 0, level 100 starts at 1460349', () => {
    expect(levelStartScore(1)).toBe(0);
    expect(levelStartScore(2)).toBe(51);
    expect(levelStartScore(MAX_LEVEL)).toBe(1460349);
  });
});

describe('levelFromScore', () => {
  test('every threshold and one below it', () => {
    for (let n = 1; n <= 99; n++) {
      const t = levelEndScore(n);
      expect(levelFromScore(t - 1)).toBe(n);
      expect(levelFromScore(t)).toBe(n + 1);
      // Scores carry 3 decimals: a thousandth short of a threshold is still the level below.
      expect(levelFromScore(t - 0.001)).toBe(n);
    }
  });

  test('0 is level 1; negative scores are level 0', () => {
    expect(levelFromScore(0)).toBe(1);
    expect(levelFromScore(-1)).toBe(0);
    expect(levelFromScore(Number.NaN)).toBe(0);
  });

  test('level 100 is the cap', () => {
    expect(levelFromScore(1460349)).toBe(100);
    expect(levelFromScore(1460348.999)).toBe(99);
    expect(levelFromScore(10 ** 12)).toBe(100);
    expect(levelFromScore(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('rankPositionFromLevel', () => {
  test.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [91, 10],
    [100, 10],
  ])('level %i is rank %i', (level, rank) => {
    expect(rankPositionFromLevel(level)).toBe(rank);
  });
});
