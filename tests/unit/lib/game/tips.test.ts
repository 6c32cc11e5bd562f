import { describe, expect, test } from '@jest/globals';
import { DISMISSED_TIPS_MAX, userPreferencesUpdateSchema } from '@/lib/contracts/preferences';
import { dismissedTipsOf, mergeDismissed, tipKey, TIPS, visibleTips } from '@/lib/game/tips';

describe('helpful tips (spec 3 §3 Task or tip)', () => {
  test('a dismissal is per target', () => {
    const analyst = visibleTips('analyst', [tipKey('rate-ideas', 'analyst')]);
    expect(analyst.map((t) => t.id)).not.toContain('rate-ideas');
    expect(visibleTips('overall', [tipKey('rate-ideas', 'analyst')]).map((t) => t.id)).toContain('rate-ideas');
  });
  test('every tip shows on at least one target', () => {
    for (const t of TIPS) expect(t.targetGameDash.length).toBeGreaterThan(0);
  });
  test('merged without repeats; over the cap the newest are kept', () => {
    expect(mergeDismissed(['overall:a', 'scout:b'], ['scout:b', 'mentor:c'])).toEqual([
      'overall:a',
      'scout:b',
      'mentor:c',
    ]);
    const many = Array.from({ length: DISMISSED_TIPS_MAX }, (_, i) => `overall:t${i}`);
    expect(mergeDismissed(many)).toHaveLength(DISMISSED_TIPS_MAX);
    const over = mergeDismissed(many, ['scout:new']);
    expect(over).toHaveLength(DISMISSED_TIPS_MAX);
    expect(over[0]).toBe('overall:t1');
    expect(over.at(-1)).toBe('scout:new');
  });
  test('stored dismissals are read only when well formed', () => {
    expect(dismissedTipsOf({ gamedash_dismissed_tips: ['overall:rate-ideas'] })).toEqual(['overall:rate-ideas']);
    expect(dismissedTipsOf({ gamedash_dismissed_tips: 'overall:rate-ideas' })).toEqual([]);
    expect(dismissedTipsOf({})).toEqual([]);
  });
  test('the preferences update accepts up to the cap of well-formed keys', () => {
    const at = Array.from({ length: DISMISSED_TIPS_MAX }, (_, i) => `overall:t${i}`);
    expect(userPreferencesUpdateSchema.safeParse({ gamedash_dismissed_tips: at }).success).toBe(true);
    expect(userPreferencesUpdateSchema.safeParse({ gamedash_dismissed_tips: [...at, 'overall:x'] }).success).toBe(
      false,
    );
    expect(userPreferencesUpdateSchema.safeParse({ gamedash_dismissed_tips: ['<script>'] }).success).toBe(false);
  });
});
