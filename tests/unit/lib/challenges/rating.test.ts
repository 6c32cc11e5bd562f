// Rating values (spec 2 §5 'Challenge rating scale 1 to 5', §2 'one decimal shown') and the
// author's IdeaRated neurons.
import { describe, expect, test } from '@jest/globals';
import { RATING_MESSAGES, formatRating, ideaRatedPoints, lockedText, ratingValueError } from '@/lib/challenges/rating';
import { ratingEntrySchema } from '@/lib/contracts/rating';

describe('ratingValueError', () => {
  test.each([1, 5, 3.5, 3.3, 4.9, 1.1])('%p is a rating', (value) => expect(ratingValueError(value)).toBeNull());
  test.each([0.9, 5.1, 0, -1, 6, NaN, Infinity])('%p is out of range', (value) =>
    expect(ratingValueError(value)).toBe(RATING_MESSAGES.outOfRange),
  );
  test.each([3.55, 1.01, 4.99])('%p has more than one decimal', (value) =>
    expect(ratingValueError(value)).toBe(RATING_MESSAGES.oneDecimal),
  );
});

test('the request schema runs the same rule on value, and wants a whole idea id', () => {
  expect(ratingEntrySchema.safeParse({ idea_id: 3, value: 4.5 }).success).toBe(true);
  const bad = ratingEntrySchema.safeParse({ idea_id: 3, value: 5.1 });
  expect(bad.success ? null : bad.error.issues[0]).toMatchObject({
    path: ['value'],
    message: RATING_MESSAGES.outOfRange,
  });
  expect(ratingEntrySchema.safeParse({ idea_id: 1.5, value: 4 }).success).toBe(false);
  expect(ratingEntrySchema.safeParse({ idea_id: 3, value: '4' }).success).toBe(false);
});

test('ratings show one decimal; the author earns 2 neurons a star, whole', () => {
  expect(formatRating(4)).toBe('4.0');
  expect(formatRating(3.7000000476837)).toBe('3.7');
  expect(lockedText(5)).toBe('You rated this idea 5.0. Ratings are locked once given.');
  expect(ideaRatedPoints(1)).toBe(2);
  expect(ideaRatedPoints(3.5)).toBe(7);
  expect(ideaRatedPoints(4.3)).toBe(9);
  expect(ideaRatedPoints(5)).toBe(10);
});
