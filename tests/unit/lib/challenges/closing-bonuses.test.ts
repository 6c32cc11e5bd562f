import { describe, expect, test } from '@jest/globals';
import {
  CLOSING_BONUS_POINTS,
  CLOSING_BONUS_REASONS,
  isPopularChallenge,
  POPULAR_CHALLENGE_MIN_PLAYERS,
  raterVerdicts,
  type RatingRow,
} from '@/lib/challenges/closing-bonuses';

const CATALYST = 1;
/** Two crowd raters (100, 101) give each idea `crowd`; rater 7 gives `mine`. */
function played(mine: number[], crowd: number[]): RatingRow[] {
  return mine.flatMap((value, i) => [
    { ideaId: i + 1, userId: 7, value },
    { ideaId: i + 1, userId: 100, value: crowd[i] },
    { ideaId: i + 1, userId: 101, value: crowd[i] },
  ]);
}
const verdictOf = (rows: RatingRow[], userId = 7) => raterVerdicts(rows).find((v) => v.userId === userId) ?? null;

describe('PopularChallengeBonus', () => {
  const players = (n: number) => Array.from({ length: n }, (_, i) => 10 + i);
  test(`needs ${POPULAR_CHALLENGE_MIN_PLAYERS} distinct players, innovators and raters together`, () => {
    expect(isPopularChallenge(players(POPULAR_CHALLENGE_MIN_PLAYERS), [], CATALYST)).toBe(true);
    expect(isPopularChallenge(players(POPULAR_CHALLENGE_MIN_PLAYERS - 1), [], CATALYST)).toBe(false);
    const raters = [{ ideaId: 1, userId: 99, value: 3 }];
    expect(isPopularChallenge(players(POPULAR_CHALLENGE_MIN_PLAYERS - 1), raters, CATALYST)).toBe(true);
  });
  test('a player counted twice (idea and rating) and the catalyst do not count', () => {
    const authors = players(POPULAR_CHALLENGE_MIN_PLAYERS - 1);
    expect(isPopularChallenge(authors, [{ ideaId: 1, userId: authors[0], value: 4 }], CATALYST)).toBe(false);
    expect(isPopularChallenge(authors, [{ ideaId: 1, userId: CATALYST, value: 4 }], CATALYST)).toBe(false);
  });
});

describe('rater verdicts', () => {
  test('a rater who follows the crowd gains', () => {
    expect(verdictOf(played([2, 3, 5], [1, 3, 4]))).toEqual({
      userId: 7,
      reason: CLOSING_BONUS_REASONS.correlatedCrowd,
      points: CLOSING_BONUS_POINTS.correlatedCrowd,
    });
  });
  test('a rater who goes against the crowd gets nothing', () => {
    expect(verdictOf(played([5, 3, 1], [1, 3, 5]))).toBeNull();
  });
  test('correlation 0.5 is enough, 0.4 is not', () => {
    expect(verdictOf(played([1, 2, 3, 4, 5], [1, 3, 5, 2, 4]))?.reason).toBe(CLOSING_BONUS_REASONS.correlatedCrowd); // r = 0.5
    expect(verdictOf(played([1, 2, 3], [1, 3, 2]))?.reason).toBe(CLOSING_BONUS_REASONS.correlatedCrowd); // r = 0.5
    expect(verdictOf(played([1, 2, 3, 4, 5], [1, 3, 4, 5, 2]))).toBeNull(); // r = 0.4
  });
  test('the same rating for everything is a deduction, a spread of 0.2 stars still is, more is not', () => {
    expect(verdictOf(played([3, 3, 3], [1, 3, 5]))).toEqual({
      userId: 7,
      reason: CLOSING_BONUS_REASONS.varianceLow,
      points: CLOSING_BONUS_POINTS.varianceLow,
    });
    // population variance 0.04 (0.2 stars either side), then 0.09
    expect(verdictOf(played([2.8, 3.2, 2.8, 3.2], [1, 3, 5, 2]))?.reason).toBe(CLOSING_BONUS_REASONS.varianceLow);
    expect(verdictOf(played([2.7, 3.3, 2.7, 3.3], [1, 3, 5, 2]))?.reason).not.toBe(CLOSING_BONUS_REASONS.varianceLow);
  });
  test('judged only on 3 ideas the rest of the crowd also rated (2 other ratings each)', () => {
    expect(verdictOf(played([3, 3], [1, 5]))).toBeNull();
    const thin = played([3, 3, 3], [1, 3, 5]).filter((r) => !(r.ideaId === 3 && r.userId === 101));
    expect(verdictOf(thin)).toBeNull();
  });
  test('the rater is compared without their own rating', () => {
    // Alone with one other rater per idea, nobody has 2 others: no verdict for anyone.
    const pairs = [1, 2, 3].flatMap((ideaId) => [
      { ideaId, userId: 7, value: ideaId },
      { ideaId, userId: 8, value: ideaId },
    ]);
    expect(raterVerdicts(pairs)).toEqual([]);
  });
  test('a crowd that scored every idea alike cannot be agreed with', () => {
    expect(verdictOf(played([1, 3, 5], [3, 3, 3]))).toBeNull();
  });
  test('one verdict per rater, in user id order', () => {
    const verdicts = raterVerdicts(played([3, 3, 3], [1, 3, 5]));
    expect(verdicts.map((v) => v.userId)).toEqual([...new Set(verdicts.map((v) => v.userId))].sort((a, b) => a - b));
  });
});
