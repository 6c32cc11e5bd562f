import { describe, expect, test } from '@jest/globals';
import { eventName, reasonKind, recruitIsKept, scoutShare, userOrigin } from '@/lib/game/neuron-reasons';

describe('fixed and variable reasons', () => {
  test('own actions are fixed, others’ judgement and outcomes are variable', () => {
    expect(reasonKind('IdeaCreated', 'innovator')).toBe('fixed');
    expect(reasonKind('RatingCreated', 'rater')).toBe('fixed');
    expect(reasonKind('IdeaRated', 'innovator')).toBe('variable');
    expect(reasonKind('Top3IdeaBonus', 'innovator')).toBe('variable');
    expect(reasonKind('IdeaMentored', 'mentor')).toBe('fixed');
    expect(reasonKind('IdeaMentored', 'innovator')).toBe('variable');
    expect(reasonKind('SomethingNew', 'innovator')).toBe('fixed');
  });

  test('user origin: you for own actions, others when another player earned it', () => {
    expect(userOrigin('IdeaCreated', 'innovator')).toBe('you');
    expect(userOrigin('IdeaRated', 'innovator')).toBe('others');
    expect(userOrigin('IdeaMentored', 'innovator')).toBe('others');
    expect(userOrigin('IdeaMentored', 'mentor')).toBe('you');
    expect(userOrigin('RecruitEarnedPoints', 'scout')).toBe('others');
  });

  test('event names are role-qualified', () => {
    expect(eventName('catalyst', 'ChallengePublished')).toBe('Catalyst.ChallengePublished');
    expect(eventName('analyst', 'RatingCreated')).toBe('Analyst.RatingCreated');
  });
});

describe('scout share (spec 3 §1: one tenth of a recruit’s variable points)', () => {
  test('a tenth of variable gains and deductions, to 3 decimals; nothing of fixed or scout points', () => {
    expect(scoutShare({ reason: 'IdeaRated', role: 'innovator', points: 7 })).toBe(0.7);
    expect(scoutShare({ reason: 'IdeaRatingVarianceLow', role: 'rater', points: -5 })).toBe(-0.5);
    expect(scoutShare({ reason: 'IdeaRated', role: 'innovator', points: 0.01 })).toBe(0.001);
    expect(scoutShare({ reason: 'IdeaCreated', role: 'innovator', points: 20 })).toBe(0);
    expect(scoutShare({ reason: 'RecruitEarnedPoints', role: 'scout', points: 4 })).toBe(0);
  });

  test('a recruit is kept 9 months to the moment', () => {
    const signedUp = new Date('2025-01-15T10:00:00Z');
    expect(recruitIsKept(signedUp, new Date('2025-10-15T09:59:59Z'))).toBe(true);
    expect(recruitIsKept(signedUp, new Date('2025-10-15T10:00:00Z'))).toBe(false);
  });
});
