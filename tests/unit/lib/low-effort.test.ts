import { describe, expect, test } from '@jest/globals';
import { isLowEffort, LOW_EFFORT_PATTERNS, lowEffortPattern } from '@/lib/low-effort';

describe('low-effort text (spec 1 §5)', () => {
  test('the patterns are the spec list', () => {
    expect([...LOW_EFFORT_PATTERNS]).toEqual([
      'nothing',
      'nice try',
      'better luck next time',
      'above average',
      'you tried',
      'not my thing',
    ]);
  });

  test.each(LOW_EFFORT_PATTERNS.map((p) => [p]))(
    '"%s" alone is low-effort, whatever its case and punctuation',
    (pattern) => {
      expect(isLowEffort(pattern)).toBe(true);
      expect(isLowEffort(`${pattern.toUpperCase()}!!`)).toBe(true);
    },
  );

  test('two phrases together are still low-effort', () => {
    expect(lowEffortPattern('Nice try, better luck next time.')).toBe('nice try');
  });

  test('up to 2 spare words are low-effort; 3 are not', () => {
    expect(isLowEffort('nice try mate')).toBe(true);
    expect(isLowEffort('nice try my friend')).toBe(true);
    expect(isLowEffort('nice try, now name the user')).toBe(false);
  });

  test('a phrase inside a word does not count', () => {
    expect(isLowEffort('nothingness')).toBe(false);
    expect(isLowEffort('')).toBe(false);
  });

  test('a real comment that mentions a phrase is not low-effort', () => {
    expect(isLowEffort('Nothing stops you from testing this with ten customers first; start with the bakery.')).toBe(
      false,
    );
  });
});
