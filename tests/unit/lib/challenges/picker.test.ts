// Top 3 push-out (spec 2 §5) and the trust score rule at their edges.
import { placeLabel, placePick } from '@/lib/challenges/picker';
import { TRUST_SCORE, trustAfterDecline } from '@/lib/challenges/trust';

describe('placePick', () => {
  test('dropping into a full Top 3 pushes out the 3rd', () => {
    expect(placePick([1, 2, 3], 9, 1)).toEqual([9, 1, 2]);
    expect(placePick([1, 2, 3], 9, 2)).toEqual([1, 9, 2]);
    expect(placePick([1, 2, 3], 9, 3)).toEqual([1, 2, 9]);
  });
  test('moving an already picked idea pushes nobody out', () => {
    expect(placePick([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(placePick([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
    expect(placePick([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  });
  test('a place past the last pick takes the next free one (no gaps)', () => {
    expect(placePick([], 5, 3)).toEqual([5]);
    expect(placePick([4], 5, 3)).toEqual([4, 5]);
    expect(placePick([4], 5, 1)).toEqual([5, 4]);
  });
  test('null takes an idea out; unknown ideas change nothing', () => {
    expect(placePick([1, 2, 3], 2, null)).toEqual([1, 3]);
    expect(placePick([1], 7, null)).toEqual([1]);
  });
  test('places outside 1 to 3 are refused', () => {
    expect(() => placePick([], 1, 0)).toThrow(RangeError);
    expect(() => placePick([], 1, 4)).toThrow(RangeError);
    expect(() => placePick([], 1, 1.5)).toThrow(RangeError);
  });
  test('labels', () => {
    expect([1, 2, 3].map(placeLabel)).toEqual(['1st', '2nd', '3rd']);
  });
});

describe('trustAfterDecline', () => {
  test('lowers by the penalty and stops at the floor', () => {
    expect(trustAfterDecline(TRUST_SCORE.initial)).toBe(TRUST_SCORE.initial - TRUST_SCORE.declinePenalty);
    expect(trustAfterDecline(TRUST_SCORE.declinePenalty)).toBe(TRUST_SCORE.floor);
    expect(trustAfterDecline(TRUST_SCORE.declinePenalty - 1)).toBe(TRUST_SCORE.floor);
    expect(trustAfterDecline(TRUST_SCORE.floor)).toBe(TRUST_SCORE.floor);
  });
});
