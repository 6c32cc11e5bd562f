import { describe, expect, test } from '@jest/globals';
import { myDashboardTarget, personalShortcut } from '@/lib/routes/auth-redirects';

const ada = { screenName: 'Ada' };

describe('personalShortcut (/me, /mentor, /medals)', () => {
  test('signed in: own user home, mentor box, medals page', () => {
    expect(personalShortcut('me', ada)).toBe('/Ada');
    expect(personalShortcut('mentor', ada)).toBe('/Ada/mentor');
    expect(personalShortcut('medals', ada)).toBe('/Ada/medals-badges');
  });

  test.each(['me', 'mentor', 'medals'] as const)('signed out: %s goes to the challenges home', (kind) => {
    expect(personalShortcut(kind, null)).toBe('/');
  });
});

describe('myDashboardTarget (/my-dashboard*)', () => {
  test('no rest -> /{screen_name}/my-dashboard', () => {
    expect(myDashboardTarget([], ada)).toBe('/Ada/my-dashboard');
  });

  test('rest segments are appended and encoded', () => {
    expect(myDashboardTarget(['ideas'], ada)).toBe('/Ada/my-dashboard/ideas');
    expect(myDashboardTarget(['ideas', 'a b', 'x/y'], ada)).toBe('/Ada/my-dashboard/ideas/a%20b/x%2Fy');
  });

  test('search is kept', () => {
    expect(myDashboardTarget(['game-dash'], ada, '?tab=2&x=y')).toBe('/Ada/my-dashboard/game-dash?tab=2&x=y');
    expect(myDashboardTarget([], ada, '?tour=1')).toBe('/Ada/my-dashboard?tour=1');
  });

  test('signed out -> null (sign in first)', () => {
    expect(myDashboardTarget([], null)).toBeNull();
    expect(myDashboardTarget(['ideas'], null, '?a=1')).toBeNull();
  });
});
