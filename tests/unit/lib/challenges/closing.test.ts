import { describe, expect, test } from '@jest/globals';
import { earlyIdeas, prizeShares, splitCents, splitEntryFees, topFive, topThree } from '@/lib/challenges/closing';
import { rankIdeas } from '@/lib/challenges/ranking';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const idea = (id: number, average: number | null, rating_count: number) => ({ id, average, rating_count });

describe('splitCents', () => {
  test('always sums exactly to the total', () => {
    for (const total of [0, 1, 2, 7, 99, 100, 333, 1001, 123_457, 999_999_999]) {
      expect(sum(splitCents(total, [65, 28, 7]))).toBe(total);
      expect(sum(splitCents(total, [40, 25, 15, 12, 8]))).toBe(total);
      expect(sum(splitCents(total, [1, 1, 1]))).toBe(total);
    }
  });
  test('left-over cents go to the largest remainders, ties to the earlier share', () => {
    expect(splitCents(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(splitCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitCents(10, [1, 2])).toEqual([3, 7]); // 3.33 / 6.67: the 0.67 remainder wins
  });
  test('zero weights give nothing; bad input is refused', () => {
    expect(splitCents(500, [0, 0])).toEqual([0, 0]);
    expect(splitCents(500, [0, 1])).toEqual([0, 500]);
    expect(() => splitCents(-1, [1])).toThrow(RangeError);
    expect(() => splitCents(1.5, [1])).toThrow(RangeError);
    expect(() => splitCents(1, [-1, 2])).toThrow(RangeError);
  });
});

describe('entry-fee split 65 / 28 / 7', () => {
  test('even amounts split exactly', () => {
    expect(splitEntryFees(10_000)).toEqual({ creatorCents: 6500, prizePoolCents: 2800, platformCents: 700 });
    expect(splitEntryFees(0)).toEqual({ creatorCents: 0, prizePoolCents: 0, platformCents: 0 });
  });
  test('1, 7 and 333 cents: remainders to the largest fractions, the sum is exact', () => {
    expect(splitEntryFees(1)).toEqual({ creatorCents: 1, prizePoolCents: 0, platformCents: 0 });
    // 7 -> 4.55 / 1.96 / 0.49: floors 4, 1, 0, the two cents left go to .96 then .55
    expect(splitEntryFees(7)).toEqual({ creatorCents: 5, prizePoolCents: 2, platformCents: 0 });
    // 333 -> 216.45 / 93.24 / 23.31: floors 216, 93, 23 = 332; the cent goes to the creator (.45)
    expect(splitEntryFees(333)).toEqual({ creatorCents: 217, prizePoolCents: 93, platformCents: 23 });
  });
});

describe('prize shares among the top 5', () => {
  const ranked = (...averages: (number | null)[]) =>
    rankIdeas(averages.map((a, i) => idea(i + 1, a, a === null ? 1 : 2)));

  test('five or more ranked ideas: 40/25/15/12/8, the 6th wins nothing', () => {
    const shares = prizeShares(10_000, ranked(5, 4.5, 4, 3.5, 3, 2.5));
    expect(shares.map((s) => [s.ideaId, s.rank, s.amountCents])).toEqual([
      [1, 1, 4000],
      [2, 2, 2500],
      [3, 3, 1500],
      [4, 4, 1200],
      [5, 5, 800],
    ]);
  });
  test('amounts that do not divide still sum to the pool', () => {
    for (const pool of [1, 7, 333, 10_001]) {
      expect(sum(prizeShares(pool, ranked(5, 4.5, 4, 3.5, 3)).map((s) => s.amountCents))).toBe(pool);
      expect(sum(prizeShares(pool, ranked(5, 4)).map((s) => s.amountCents))).toBe(pool);
    }
  });
  test('0 cents gives zero shares', () => {
    expect(prizeShares(0, ranked(5, 4)).map((s) => s.amountCents)).toEqual([0, 0]);
  });
  test('fewer than 5 ranked: the taken places are scaled up to the whole pool', () => {
    // 40 : 25 of 6500 cents -> 4000 / 2500
    expect(prizeShares(6500, ranked(5, 4)).map((s) => s.amountCents)).toEqual([4000, 2500]);
    expect(prizeShares(999, ranked(3)).map((s) => s.amountCents)).toEqual([999]);
  });
  test('ties share the places they occupy equally; the odd cent goes to the earlier idea', () => {
    // ranks 1, 1, 3 of 10 000 over 3 places (40/25/15 of 80): 5000 + 3125 shared, then 1875
    const shares = prizeShares(10_000, ranked(4, 4, 3));
    expect(shares.map((s) => [s.ideaId, s.rank, s.amountCents])).toEqual([
      [1, 1, 4063],
      [2, 1, 4062],
      [3, 3, 1875],
    ]);
  });
  test('a tie across place 5 shares only place 5', () => {
    const shares = prizeShares(10_000, ranked(5, 4.5, 4, 3.5, 3, 3));
    expect(shares.map((s) => s.amountCents)).toEqual([4000, 2500, 1500, 1200, 400, 400]);
  });
  test('ideas with 1 rating are unranked and win nothing; 2 ratings can win', () => {
    const list = rankIdeas([idea(1, 5, 1), idea(2, 2, 2)]);
    expect(prizeShares(500, list)).toEqual([{ ideaId: 2, rank: 1, amountCents: 500 }]);
    expect(prizeShares(500, rankIdeas([idea(1, 5, 1)]))).toEqual([]);
    expect(prizeShares(500, [])).toEqual([]);
  });
});

describe('bonuses', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  test('early bonus: the first idea of each of the first 3 innovators, never the catalyst', () => {
    const list = [
      { id: 5, authorId: 9, createdAt: at(0) }, // the catalyst
      { id: 1, authorId: 1, createdAt: at(1) },
      { id: 2, authorId: 1, createdAt: at(2) }, // second idea of the same innovator
      { id: 3, authorId: 2, createdAt: at(3) },
      { id: 6, authorId: 4, createdAt: at(4) },
      { id: 4, authorId: 3, createdAt: at(4) }, // same time: lower id first
    ];
    expect(earlyIdeas(list, 9).map((i) => i.id)).toEqual([1, 3, 4]);
    expect(earlyIdeas([], 9)).toEqual([]);
  });
  test('Top 5 follows the crowd ranking, ties at 5 included, unranked excluded', () => {
    expect(
      topFive(
        rankIdeas([
          idea(1, 5, 2),
          idea(2, 4, 2),
          idea(3, 3, 2),
          idea(4, 2, 2),
          idea(5, 1, 2),
          idea(6, 1, 2),
          idea(7, 5, 1),
        ]),
      ),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });
  test("Top 3: picks first, then the crowd; the catalyst's own idea and unranked ideas never count", () => {
    const ranked = rankIdeas([idea(1, 5, 2), idea(2, 4, 2), idea(3, 3, 2), idea(4, 2, 2), idea(5, 1, 1)]).map((r) => ({
      ...r,
      authorId: r.id === 1 ? 9 : 100 + r.id,
    }));
    expect(topThree([], ranked, 9)).toEqual([2, 3, 4]);
    expect(topThree([4], ranked, 9)).toEqual([4, 2, 3]);
    expect(topThree([1, 5, 4, 3, 2, 99], ranked, 9)).toEqual([5, 4, 3]); // a pick may be unranked; unknown ids drop
    expect(topThree([], [], 9)).toEqual([]);
  });
});
