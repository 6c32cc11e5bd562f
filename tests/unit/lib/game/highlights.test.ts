// spec 3 §3 highlight types and their statements; a new level at the threshold edge T(1) = 51.
import { HIGHLIGHT_TYPES, highlightsFor, levelReached } from '@/lib/game/highlights';

const facts = { challengeTitle: 'How can we share a car?', scoreBefore: 0, scoreAfter: 10 };

test('one statement per notable ledger row', () => {
  expect(highlightsFor({ ...facts, reason: 'ChallengePublished', role: 'catalyst' })).toEqual([
    {
      role: 'catalyst',
      highlight_type: HIGHLIGHT_TYPES.challengePublished,
      statement: 'Your challenge “How can we share a car?” is live: ideas can come in now.',
    },
  ]);
  expect(highlightsFor({ ...facts, reason: 'ChallengeClosed', role: 'catalyst', ideaCount: 7 })[0].statement).toBe(
    'Your challenge “How can we share a car?” closed with 7 ideas.',
  );
  expect(highlightsFor({ ...facts, reason: 'ChallengeClosed', role: 'catalyst', ideaCount: 1 })[0].statement).toBe(
    'Your challenge “How can we share a car?” closed with 1 idea.',
  );
  expect(highlightsFor({ ...facts, reason: 'ChallengeClosed', role: 'catalyst', ideaCount: 0 })[0].statement).toBe(
    'Your challenge “How can we share a car?” closed with no ideas.',
  );
  expect(highlightsFor({ ...facts, reason: 'IdeaMentored', role: 'innovator' })).toEqual([
    {
      role: 'innovator',
      highlight_type: HIGHLIGHT_TYPES.ideaMentored,
      statement: 'A mentor commented on your idea in “How can we share a car?”.',
    },
  ]);
  // The mentor's own IdeaMentored row and ordinary rows make none.
  expect(highlightsFor({ ...facts, reason: 'IdeaMentored', role: 'mentor' })).toEqual([]);
  expect(highlightsFor({ ...facts, reason: 'RatingCreated', role: 'rater' })).toEqual([]);
});

test('a new level in the analyst or innovator role, exactly at the threshold', () => {
  expect(levelReached(50, 51)).toBe(2);
  expect(levelReached(40, 50)).toBeNull();
  expect(highlightsFor({ ...facts, reason: 'RatingCreated', role: 'rater', scoreBefore: 49, scoreAfter: 51 })).toEqual([
    {
      role: 'analyst',
      highlight_type: HIGHLIGHT_TYPES.analystLevel,
      statement: "Your Analyst Rater score reached 51 neurons: you're at Level 2 now.",
    },
  ]);
  expect(
    highlightsFor({ ...facts, reason: 'IdeaRated', role: 'innovator', scoreBefore: 200, scoreAfter: 208 })[0]
      .highlight_type,
  ).toBe(HIGHLIGHT_TYPES.innovatorLevel);
  expect(
    highlightsFor({ ...facts, reason: 'ChallengePublished', role: 'catalyst', scoreBefore: 0, scoreAfter: 60 }),
  ).toHaveLength(1);
});

test('a long title is cut; without one the statement still reads', () => {
  const long = highlightsFor({
    ...facts,
    challengeTitle: 'word '.repeat(40),
    reason: 'ChallengePublished',
    role: 'catalyst',
  })[0].statement;
  expect(long).toContain('…”');
  expect(
    highlightsFor({ ...facts, challengeTitle: null, reason: 'ChallengePublished', role: 'catalyst' })[0].statement,
  ).toBe('Your challenge is live: ideas can come in now.');
  expect(
    highlightsFor({ ...facts, challengeTitle: null, reason: 'IdeaMentored', role: 'innovator' })[0].statement,
  ).toBe('A mentor commented on your idea.');
});
