// A community's colour reaches an inline style: only a plain #rrggbb, never for the main community.
import { describe, expect, test } from '@jest/globals';
import { communityColor, communityStyle } from '@/lib/community-look';

describe('communityColor', () => {
  test.each([
    [{ color: '#a21caf', is_main: false }, '#a21caf'],
    [{ color: '#A21CAF', is_main: false }, '#A21CAF'],
    [{ color: '#4b32c3', is_main: true }, null],
    [{ color: null, is_main: false }, null],
    [{ color: undefined, is_main: false }, null],
    [{ color: '#abc', is_main: false }, null],
    [{ color: 'red;background:url(x)', is_main: false }, null],
  ])('%p -> %p', (platform, color) => expect(communityColor(platform)).toBe(color));

  test('the style sets --community, or nothing', () => {
    expect(communityStyle({ color: '#0369a1', is_main: false })).toEqual({ '--community': '#0369a1' });
    expect(communityStyle({ color: '#0369a1', is_main: true })).toBeUndefined();
  });
});
