import { describe, expect, test } from '@jest/globals';
import {
  RATING_EXPLAINED,
  entryFeeSplitText,
  entryFeeText,
  finishedText,
  ideaUnlockSteps,
  progressText,
  rateableText,
  ratingUnlockSteps,
  skipIdea,
  toRankText,
  unlocked,
} from '@/lib/challenges/rate-flow';
import { IDEA_MESSAGES } from '@/lib/challenges/idea-entry';

test('the start page explains the scale, one decimal, the lock, neurons and the 2-rating threshold', () => {
  const text = RATING_EXPLAINED.join('\n');
  expect(text).toContain('from 1 to 5');
  expect(text).toContain('one decimal');
  expect(text).toContain('locked once given');
  expect(text).toContain('You earn 5 neurons for every rating');
  expect(text).toContain('Ideas with fewer than 2 ratings are not ranked');
});

test('rateableText and progressText', () => {
  expect(rateableText(0)).toBe('You have rated every idea you can rate in this challenge.');
  expect(rateableText(1)).toBe('You can rate 1 idea in this challenge.');
  expect(rateableText(7)).toBe('You can rate 7 ideas in this challenge.');
  expect(progressText(3, 7)).toBe('3 of 7 rated');
});

test('toRankText: what an idea needs to reach 2 ratings', () => {
  expect(toRankText(0)).toBe('Needs 2 more ratings to be ranked.');
  expect(toRankText(1)).toBe('Needs 1 more rating to be ranked.');
  expect(toRankText(2)).toBeNull();
  expect(toRankText(9)).toBeNull();
});

describe('skipIdea', () => {
  const queue = [{ id: 1 }, { id: 2 }, { id: 3 }];
  test('the skipped idea goes last, the others keep their order', () => {
    expect(skipIdea(queue, 1).map((i) => i.id)).toEqual([2, 3, 1]);
    expect(skipIdea(queue, 2).map((i) => i.id)).toEqual([1, 3, 2]);
    expect(queue.map((i) => i.id)).toEqual([1, 2, 3]);
  });
  test('skipping the last, or an idea not in the queue, changes nothing', () => {
    expect(skipIdea(queue, 3).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(skipIdea(queue, 9).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(skipIdea([{ id: 1 }], 1).map((i) => i.id)).toEqual([1]);
  });
});

test('finishedText counts what this visit earned (5 neurons a rating)', () => {
  expect(finishedText(0)).toBe('There is no idea left for you to rate in this challenge.');
  expect(finishedText(1)).toBe('You gave 1 rating and earned 5 neurons.');
  expect(finishedText(3)).toBe('You gave 3 ratings and earned 15 neurons.');
});

describe('ratingUnlockSteps', () => {
  test("signed in, open, with another person's idea: unlocked", () => {
    const steps = ratingUnlockSteps({ signedIn: true, open: true, ideas: 3, ideasNotOwn: 2 });
    expect(steps.map((s) => s.key)).toEqual(['signed-in', 'open', 'ideas']);
    expect(unlocked(steps)).toBe(true);
    expect(steps[2].label).toBe('There are 2 ideas you can rate.');
  });
  test("one idea that is not one's own is enough", () => {
    const steps = ratingUnlockSteps({ signedIn: true, open: true, ideas: 1, ideasNotOwn: 1 });
    expect(unlocked(steps)).toBe(true);
    expect(steps[2].label).toBe('There is 1 idea you can rate.');
  });
  test("only one's own ideas, or none at all: locked, saying which", () => {
    const own = ratingUnlockSteps({ signedIn: true, open: true, ideas: 2, ideasNotOwn: 0 });
    expect(unlocked(own)).toBe(false);
    expect(own[2].label).toMatch(/^The only ideas so far are your own/);
    const none = ratingUnlockSteps({ signedIn: true, open: true, ideas: 0, ideasNotOwn: 0 });
    expect(none[2].label).toMatch(/^No idea has been entered yet/);
  });
  test('signed out: locked by signing in; the ideas are counted from all', () => {
    const steps = ratingUnlockSteps({ signedIn: false, open: true, ideas: 4, ideasNotOwn: null });
    expect(unlocked(steps)).toBe(false);
    expect(steps.filter((s) => !s.met).map((s) => s.key)).toEqual(['signed-in']);
    expect(steps[2].met).toBe(true);
  });
  test('closed: locked', () => {
    expect(unlocked(ratingUnlockSteps({ signedIn: true, open: false, ideas: 4, ideasNotOwn: 4 }))).toBe(false);
  });
});

describe('ideaUnlockSteps', () => {
  const base = { signedIn: true, open: true, isOwner: false, feeCents: 0, ideasLeft: 2, maxIdeas: 3 };
  test("free, open, not one's own, ideas left: unlocked", () => {
    const steps = ideaUnlockSteps(base);
    expect(steps.map((s) => s.key)).toEqual(['signed-in', 'open', 'not-own', 'ideas-left', 'fee']);
    expect(unlocked(steps)).toBe(true);
    expect(steps[3].label).toBe('You can enter 2 more ideas (3 per person).');
  });
  test('the last idea left still unlocks; none left does not', () => {
    expect(unlocked(ideaUnlockSteps({ ...base, ideasLeft: 1 }))).toBe(true);
    const none = ideaUnlockSteps({ ...base, ideasLeft: 0 });
    expect(unlocked(none)).toBe(false);
    expect(none[3].label).toBe('You have entered the most ideas allowed (3 per person).');
  });
  test('an entry fee unlocks with a wallet that holds it, to the cent', () => {
    const unknown = ideaUnlockSteps({ ...base, feeCents: 200 });
    expect(unlocked(unknown)).toBe(false);
    expect(unknown.find((s) => s.key === 'fee')!.label).toBe(
      'Entering an idea in this challenge costs $2. It is paid from your wallet.',
    );
    const short = ideaUnlockSteps({ ...base, feeCents: 200, walletCents: 199 });
    expect(unlocked(short)).toBe(false);
    expect(short.find((s) => s.key === 'fee')!.label).toBe(
      'Entering an idea in this challenge costs $2. Your wallet holds $1.99.',
    );
    expect(unlocked(ideaUnlockSteps({ ...base, feeCents: 200, walletCents: 200 }))).toBe(true);
  });
  test("the catalyst's own challenge: locked, and no idea count", () => {
    const steps = ideaUnlockSteps({ ...base, isOwner: true });
    expect(unlocked(steps)).toBe(false);
    expect(steps.find((s) => s.key === 'not-own')!.label).toBe(IDEA_MESSAGES.ownChallenge);
    expect(steps.map((s) => s.key)).not.toContain('ideas-left');
  });
  test('signed out: sign in first; nothing is said about their own challenge or count', () => {
    const steps = ideaUnlockSteps({ ...base, signedIn: false, ideasLeft: null });
    expect(steps.map((s) => s.key)).toEqual(['signed-in', 'open', 'fee']);
    expect(unlocked(steps)).toBe(false);
  });
});

test('the fee and its split at close (spec 2 §9: 65 / 28 / 7)', () => {
  expect(entryFeeText(250)).toBe('Entering an idea in this challenge costs $2.50.');
  expect(entryFeeSplitText()).toBe(
    "Entry fees are shared out when the challenge closes: the catalyst keeps 65 percent, 28 percent goes to the challenge's prize total and 7 percent is the platform fee.",
  );
});
