import { describe, expect, test } from '@jest/globals';
import {
  CLOSING_SOON_DAYS,
  closingSoonWindow,
  HOME_WIDGET_IDS,
  HOME_WIDGETS,
  isClosingSoon,
} from '@/lib/challenges/home';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const endingIn = (ms: number) => ({ duration_end: new Date(NOW.getTime() + ms).toISOString() });

describe('closing soon (open, ending within 7 days)', () => {
  test('the window runs from now to 7 days ahead', () => {
    expect(CLOSING_SOON_DAYS).toBe(7);
    expect(closingSoonWindow(NOW)).toEqual({ from: NOW, to: new Date('2026-11-30T12:00:00.000Z') });
  });

  test('inside the window is soon; the edges are exact', () => {
    expect(isClosingSoon(endingIn(1), NOW)).toBe(true);
    expect(isClosingSoon(endingIn(3 * DAY), NOW)).toBe(true);
    expect(isClosingSoon(endingIn(7 * DAY), NOW)).toBe(true);
    expect(isClosingSoon(endingIn(7 * DAY + 1), NOW)).toBe(false);
  });

  test('an ended challenge is not closing soon: it is closed', () => {
    expect(isClosingSoon(endingIn(0), NOW)).toBe(false);
    expect(isClosingSoon(endingIn(-DAY), NOW)).toBe(false);
  });
});

test('every widget id maps to its key in the v2 body', () => {
  expect(HOME_WIDGET_IDS).toEqual(['open', 'closing-soon', 'completed', 'categories']);
  expect(HOME_WIDGET_IDS.map((id) => HOME_WIDGETS[id])).toEqual(['open', 'closing_soon', 'completed', 'categories']);
});
