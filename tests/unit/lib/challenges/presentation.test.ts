import { describe, expect, test } from '@jest/globals';
import { challengeTab, innovationScale } from '@/lib/challenges/presentation';
import { formatMoney } from '@/lib/money';

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

describe('formatMoney (integer cents)', () => {
  test.each([[0, '$0'], [1, '$0.01'], [2500, '$25'], [1250, '$12.50'], [125000, '$1,250'], [333, '$3.33']])('%i cents -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});
