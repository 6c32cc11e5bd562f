import { describe, expect, test } from '@jest/globals';
import { FORUM_GATE, forumGate } from '@/lib/forums';

describe('forum gate (spec 3 §5): 1 idea or 5 ratings before posting', () => {
  test('the rule is 1 idea or 5 ratings', () => {
    expect(FORUM_GATE).toEqual({ ideas: 1, ratings: 5 });
  });

  test('a new user cannot post and needs 1 idea or 5 ratings', () => {
    expect(forumGate({ ideas: 0, ratings: 0 })).toEqual({ canPost: false, ideasNeeded: 1, ratingsNeeded: 5 });
  });

  test('4 ratings are one short; 5 are enough', () => {
    expect(forumGate({ ideas: 0, ratings: 4 })).toEqual({ canPost: false, ideasNeeded: 1, ratingsNeeded: 1 });
    expect(forumGate({ ideas: 0, ratings: 5 })).toEqual({ canPost: true, ideasNeeded: 1, ratingsNeeded: 0 });
  });

  test('1 idea is enough without any rating; more never goes negative', () => {
    expect(forumGate({ ideas: 1, ratings: 0 })).toEqual({ canPost: true, ideasNeeded: 0, ratingsNeeded: 5 });
    expect(forumGate({ ideas: 3, ratings: 12 })).toEqual({ canPost: true, ideasNeeded: 0, ratingsNeeded: 0 });
  });
});
