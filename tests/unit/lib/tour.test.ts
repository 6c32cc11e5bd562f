import { describe, expect, test } from '@jest/globals';
import { userPreferencesUpdateSchema } from '@/lib/contracts/preferences';
import { GUIDE_IDS, TOUR_PAGES, tourCookieDomain, toursCookieValue, toursDoneInCookie, tourRequest } from '@/lib/tour';
import { GUIDES } from '@/lib/tour-guides';

describe('onboarding tour (spec 3 §2.9)', () => {
  test('seven guides, each with steps and run by exactly one page', () => {
    expect(GUIDE_IDS).toEqual([
      'start-guide',
      'leaderboard-1',
      'leaderboard-2',
      'home-page',
      'innovator-dashboard',
      'nerve-on',
      'challenge-detail-welcome',
    ]);
    for (const id of GUIDE_IDS) {
      expect(GUIDES[id].steps.length).toBeGreaterThan(0);
      const pages = Object.entries(TOUR_PAGES).filter(([, ids]) => (ids as readonly string[]).includes(id));
      expect(pages.map(([page]) => page)).toEqual([GUIDES[id].page]);
    }
  });

  test('the home guide has the six home steps in order', () => {
    expect(GUIDES['home-page'].steps.map((s) => s.target)).toEqual([
      'challenge-filters',
      'categories-picker',
      'game-dash',
      'open-challenges',
      'leaderboard',
      'top-menu',
    ]);
  });

  test('?tour= starts a guide of this page; another value ends the tour; the start guide starts once', () => {
    expect(tourRequest('home', '?tour=home-page', [])).toEqual({ kind: 'start', guide: 'home-page', auto: false });
    expect(tourRequest('home', '?tour=start-guide', ['start-guide'])).toMatchObject({ kind: 'start' });
    expect(tourRequest('home', '?tour=leaderboard-1', [])).toEqual({ kind: 'exit' });
    expect(tourRequest('home', '?tour=exit', [])).toEqual({ kind: 'exit' });
    expect(tourRequest('home', '', [])).toEqual({ kind: 'start', guide: 'start-guide', auto: true });
    expect(tourRequest('home', '?page=2', ['start-guide'])).toEqual({ kind: 'none' });
    expect(tourRequest('leaderboard', '', [])).toEqual({ kind: 'none' });
  });

  test('the browser flag: one cookie listing finished guides, on the root domain', () => {
    expect(toursDoneInCookie('a=1; nervus_tours=start-guide.nope.home-page; b=2')).toEqual([
      'start-guide',
      'home-page',
    ]);
    expect(toursDoneInCookie('a=1')).toEqual([]);
    expect(toursCookieValue(['home-page'], 'start-guide')).toBe('start-guide.home-page');
    expect(toursCookieValue(['start-guide'], 'start-guide')).toBe('start-guide');
    expect(tourCookieDomain('comedy.nervus.test')).toBe('nervus.test');
    expect(tourCookieDomain('nervus.localhost')).toBe('nervus.localhost');
    expect(tourCookieDomain('127.0.0.1')).toBeNull();
    expect(tourCookieDomain('localhost')).toBeNull();
  });

  test('the account flag: preferences take known guides only', () => {
    expect(userPreferencesUpdateSchema.safeParse({ tours_done: ['start-guide'] }).success).toBe(true);
    expect(userPreferencesUpdateSchema.safeParse({ tours_done: ['start-guide', 'x'] }).success).toBe(false);
  });
});
