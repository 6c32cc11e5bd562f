import { describe, expect, test } from '@jest/globals';
import { hasNextNeuronsPage, NEURONS_PAGE_SIZE } from '@/lib/contracts/brain';
import {
  formatScore,
  gamedashRoleFromPath,
  levelMeter,
  levelMeterPercent,
  levelProgressPercent,
  neuronFallbackText,
  neuronHref,
  neuronSentence,
  scoreCardTitle,
  tipsTabTitle,
  hasScoreUpdate,
  seenScoreOf,
} from '@/lib/game/gamedash';

describe('gamedashRoleFromPath (spec 3 §2.1)', () => {
  test.each([
    ['scout', 'scout'],
    ['rater', 'analyst'],
    ['mentor', 'mentor'],
    ['patron', 'patron'],
    ['director', 'director'],
    ['catalyst', 'catalyst'],
    ['insightful', 'insight'],
    ['innovator', 'overall'],
    ['olympiads', 'director'],
    ['my-progress', 'overall'],
    ['notifications', 'overall'],
    ['constructor', 'overall'],
  ])('/ann/my-dashboard/%s -> %s', (segment, role) => {
    expect(gamedashRoleFromPath(`/ann/my-dashboard/${segment}`)).toBe(role);
    expect(gamedashRoleFromPath(`/ann/dashboard/${segment}/deeper?tab=x`)).toBe(role);
  });

  test('the dashboard home and any other page are overall', () => {
    expect(gamedashRoleFromPath('/ann/my-dashboard')).toBe('overall');
    expect(gamedashRoleFromPath('/challenges/rater')).toBe('overall');
    expect(gamedashRoleFromPath('/')).toBe('overall');
  });

  test('rater dashboard sub-pages keep the analyst role', () => {
    expect(gamedashRoleFromPath('/ann/my-dashboard/rater/open-challenges')).toBe('analyst');
  });
});

describe('level meter (spec 3 §4)', () => {
  test.each([
    [0, 0],
    [1, 1],
    [9, 9],
    [10, 10],
    [11, 1],
    [37, 7],
    [40, 10],
    [91, 1],
    [99, 9],
    [100, 10],
  ])('level %i shows %i/10', (level, meter) => {
    expect(levelMeter(level)).toBe(meter);
    expect(levelMeterPercent(level)).toBe(meter * 10);
  });

  test('out-of-range levels are clamped', () => {
    expect(levelMeter(-3)).toBe(0);
    expect(levelMeter(140)).toBe(10);
  });
});

describe('levelProgressPercent (spec 3 §2.3)', () => {
  const brain = { brain_level: 2, start_level_score: 51, next_level_score: 208 };
  test('start is 0 %, one below next is under 100 %, next is 100 %', () => {
    expect(levelProgressPercent({ ...brain, score: 51 })).toBe(0);
    expect(levelProgressPercent({ ...brain, score: 207 })).toBeLessThan(100);
    expect(levelProgressPercent({ ...brain, score: 208 })).toBe(100);
    expect(levelProgressPercent({ ...brain, score: 129.5 })).toBeCloseTo(50, 5);
  });
  test('clamped below the start', () => {
    expect(levelProgressPercent({ ...brain, score: 10 })).toBe(0);
  });
  test('full at level 100 and when next is not above start', () => {
    expect(
      levelProgressPercent({
        score: 2_000_000,
        brain_level: 100,
        start_level_score: 1460349,
        next_level_score: 1460349,
      }),
    ).toBe(100);
    expect(levelProgressPercent({ score: 5, brain_level: 1, start_level_score: 51, next_level_score: 51 })).toBe(100);
  });
});

describe('formatScore (3 decimals, always with decimals under 1)', () => {
  test.each([
    [0, '0'],
    [0.5, '0.500'],
    [0.0004, '0'],
    [0.0005, '0.001'],
    [0.999, '0.999'],
    [0.9996, '1'],
    [-0.25, '-0.250'],
    [1, '1'],
    [1.5, '1.5'],
    [1234.5678, '1,234.568'],
    [-7, '-7'],
  ])('%p -> %s', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});

describe('titles', () => {
  test('score card and tips tab', () => {
    expect(scoreCardTitle('overall')).toBe('Overall Nerve Score');
    expect(scoreCardTitle('analyst')).toBe('Analyst Rater Score');
    expect(scoreCardTitle('mentor')).toBe('Mentor Score');
    expect(tipsTabTitle('overall')).toBe('Helpful Tips');
    expect(tipsTabTitle('scout')).toBe('Scout Tips');
  });
});

describe('neuron links and text (spec 3 §3, §8)', () => {
  test('rated mentor comments link to the received mentoring tab', () => {
    expect(neuronHref({ meaningful_name: 'MentorCommentRatedByInnovator', challenge_slug: 'x' }, 'ann')).toBe(
      '/ann/my-dashboard/mentor?tab=received',
    );
    expect(neuronHref({ meaningful_name: 'MentorCommentRatedByPeer', challenge_slug: null }, 'ann')).toBe(
      '/ann/my-dashboard/mentor?tab=received',
    );
  });
  test('anything else links to the challenge, or nowhere', () => {
    expect(neuronHref({ meaningful_name: 'IdeaMentored', challenge_slug: 'night-buses' }, 'ann')).toBe(
      '/challenges/night-buses',
    );
    expect(neuronHref({ meaningful_name: 'IdeaCreated', challenge_slug: null }, 'ann')).toBeNull();
  });
  test('missing translation fallback', () => {
    expect(neuronFallbackText({ type: 'gain', role: 'scout', challenge_title: 'Night buses' }, '/challenges/nb')).toBe(
      'You earned points as Scout in [Night buses](/challenges/nb)',
    );
    expect(
      neuronFallbackText({ type: 'deduction', role: 'rater', challenge_title: 'Night buses' }, '/challenges/nb'),
    ).toBe('You lost points as Analyst Rater in [Night buses](/challenges/nb)');
  });
  test('an event without a written message reads as the fallback', () => {
    expect(
      neuronSentence({ type: 'gain', role: 'scout', meaningful_name: 'SomethingNew', challenge_title: 'NB' }, '/c'),
    ).toEqual({ lead: 'You earned points as Scout in', challenge: 'NB', link: '/c' });
    expect(
      neuronSentence({ type: 'gain', role: 'innovator', meaningful_name: 'IdeaCreated', challenge_title: 'NB' }, null)
        .lead,
    ).toBe('You entered an idea in');
  });
});

describe('neurons pagination (spec 3 §7)', () => {
  test('next page while (page+1)*size < total', () => {
    expect(hasNextNeuronsPage(0, NEURONS_PAGE_SIZE, 20)).toBe(false);
    expect(hasNextNeuronsPage(0, NEURONS_PAGE_SIZE, 21)).toBe(true);
    expect(hasNextNeuronsPage(1, NEURONS_PAGE_SIZE, 40)).toBe(false);
    expect(hasNextNeuronsPage(1, NEURONS_PAGE_SIZE, 41)).toBe(true);
  });
});

describe('update dot (spec 3 §2.1)', () => {
  test('differs from the stored score at 3 decimals', () => {
    expect(hasScoreUpdate(300, 300)).toBe(false);
    expect(hasScoreUpdate(300.001, 300)).toBe(true);
    expect(hasScoreUpdate(300.0004, 300)).toBe(false);
    expect(hasScoreUpdate(0.1 + 0.2, 0.3)).toBe(false);
    expect(hasScoreUpdate(299, 300)).toBe(true);
  });
  test('never seen counts as 0; no score yet, no dot', () => {
    expect(hasScoreUpdate(0, null)).toBe(false);
    expect(hasScoreUpdate(51, null)).toBe(true);
    expect(hasScoreUpdate(null, 10)).toBe(false);
  });
  test('the stored score is read from gamedash.shared_state.gamedash_score', () => {
    expect(seenScoreOf({ gamedash: { shared_state: { gamedash_score: 12.5 } } })).toBe(12.5);
    expect(seenScoreOf({})).toBeNull();
    expect(seenScoreOf({ gamedash: { shared_state: { gamedash_score: '12' } } })).toBeNull();
    expect(seenScoreOf({ gamedash: 'x' })).toBeNull();
  });
});
