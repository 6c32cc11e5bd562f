import { describe, expect, test } from '@jest/globals';
import { challengeTab, innovationScale } from '@/lib/challenges/presentation';

describe('challengeTab', () => {
  test('each known tab, else ideas', () => {
    expect(challengeTab('participants')).toBe('participants');
    expect(challengeTab(['details', 'ideas'])).toBe('details');
    expect(challengeTab(undefined)).toBe('ideas');
    expect(challengeTab('admin')).toBe('ideas');
  });
});

describe('innovationScale', () => {
  test('unknown values read as the default, blue-sky', () => {
    expect(innovationScale('moonshot').label).toBe('Moonshot');
    expect(innovationScale('nonsense').label).toBe('Blue-sky');
  });
});
