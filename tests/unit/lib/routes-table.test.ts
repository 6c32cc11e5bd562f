import { describe, expect, test } from '@jest/globals';
import {
  IDEA_FORM_ANCHOR,
  challengesHomeHref,
  href,
  ideaFormHref,
  isProfilePage,
  isUserPlatformPage,
  ROUTES,
  searchHref,
  userHomeHref,
} from '@/lib/routes/table';
import { isReservedScreenName } from '@/lib/routes/reserved';

describe('href', () => {
  test('static routes', () => {
    expect(href('home')).toBe('/');
    expect(href('faqs')).toBe('/faqs');
    expect(href('contact-us')).toBe('/about/contact');
    expect(href('account.security')).toBe('/my-account/security');
  });

  test('required params are substituted and encoded', () => {
    expect(href('challenges.show', { challenge: 'best-joke' })).toBe('/challenges/best-joke');
    expect(href('challenges.rate', { challenge: 'a b/c' })).toBe('/challenges/a%20b%2Fc/rate');
    expect(href('dashboard.home', { platformSlug: 'ada' })).toBe('/ada/my-dashboard');
    expect(href('challenges.show', { challenge: 42 })).toBe('/challenges/42');
  });

  test('a missing or empty required param throws', () => {
    expect(() => href('challenges.show')).toThrow('Route challenges.show needs the parameter challenge');
    expect(() => href('challenges.show', { challenge: '' })).toThrow(/needs the parameter challenge/);
    expect(() => href('home.user', {})).toThrow(/needs the parameter platformSlug/);
  });

  test('optional params may be omitted', () => {
    expect(href('home.challenges.search')).toBe('/search');
    expect(href('home.challenges.search', { platformSlug: 'ada' })).toBe('/ada/search');
    expect(href('platform.leaderboard', { platformSlug: 'platform' })).toBe('/platform/olympiad/leaderboard');
    expect(href('platform.leaderboard', { platformSlug: 'platform', race: 'weekly' })).toBe(
      '/platform/olympiad/leaderboard/weekly',
    );
    expect(href('home.question-collection', { platformSlug: '' })).toBe('/question-collection');
  });

  test('query is appended, undefined values dropped, none -> no "?"', () => {
    expect(href('home.challenges', {}, { category: 'comedy' })).toBe('/?category=comedy');
    expect(href('home.user', { platformSlug: 'ada' }, { filter: 'idea_entry_fee', x: undefined })).toBe(
      '/ada?filter=idea_entry_fee',
    );
    expect(href('faqs', {}, { x: undefined })).toBe('/faqs');
    expect(href('faqs', {}, {})).toBe('/faqs');
    expect(href('faqs', {}, { q: 'a b&c' })).toBe('/faqs?q=a+b%26c');
  });

  test('every route builds when all params are given', () => {
    for (const name of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
      const path = href(name, {
        platformSlug: 'ada',
        challenge: 'c',
        race: 'r',
        id: 7,
        topicId: 3,
        slug: 's',
        category: 'k',
        code: 'x',
        type: 'user',
        target: 't',
        section: 'funding',
        context: 'conversation',
      });
      expect(path.startsWith('/')).toBe(true);
      expect(path).not.toContain(':');
    }
  });
});

describe('challengesHomeHref / searchHref (spec 2 §2: category, mc, ic)', () => {
  test('the home takes a category and include-closed; nothing else is added', () => {
    expect(challengesHomeHref()).toBe('/');
    expect(challengesHomeHref({ category: 'transit' })).toBe('/?category=transit');
    expect(challengesHomeHref({ category: 'transit', includeClosed: true })).toBe('/?category=transit&ic=1');
    expect(challengesHomeHref({ category: '', includeClosed: false })).toBe('/');
  });

  test('search links carry q, mc, ic and a page after the first', () => {
    expect(searchHref(undefined)).toBe('/search');
    expect(searchHref(undefined, { q: 'bus stop', category: 'transit', includeClosed: true, page: 2 })).toBe(
      '/search?q=bus+stop&mc=transit&ic=1&page=2',
    );
    expect(searchHref(undefined, { q: '', category: undefined, includeClosed: false, page: 1 })).toBe('/search');
    expect(searchHref('MayaChen', { q: 'bus' })).toBe('/MayaChen/search?q=bus');
  });
});

describe('userHomeHref', () => {
  test('a user platform link is /{handle}', () => {
    expect(userHomeHref('ada')).toBe('/ada');
    expect(userHomeHref('Ada.Lovelace')).toBe('/Ada.Lovelace');
    expect(() => userHomeHref('')).toThrow();
  });
});

describe('isUserPlatformPage (spec 1 §2)', () => {
  test.each(['challenges.show', 'challenges.rate', 'challenges.start-rate', 'home.user', 'home.user.medals'])(
    '%s is always a user-platform page',
    (name) => {
      expect(isUserPlatformPage(name)).toBe(true);
      expect(isUserPlatformPage(name, { platformSlug: 'platform' })).toBe(true);
      expect(isUserPlatformPage(name, { platformSlug: 'ada' })).toBe(true);
    },
  );

  test.each(['dashboard.home', 'dashboard.ideas', 'account.main', 'account.security'])(
    '%s (dashboard.* / account.*) is always one',
    (name) => {
      expect(isUserPlatformPage(name)).toBe(true);
      expect(isUserPlatformPage(name, { platformSlug: 'platform' })).toBe(true);
    },
  );

  test.each([
    'home.olympiads',
    'platform.leaderboard',
    'platform.presentation',
    'discussion-forums.index',
    'discussion-forums.show',
  ])('%s counts with a user slug, not with "platform" or no slug', (name) => {
    expect(isUserPlatformPage(name, { platformSlug: 'ada' })).toBe(true);
    expect(isUserPlatformPage(name, { platformSlug: 'platform' })).toBe(false);
    expect(isUserPlatformPage(name, {})).toBe(false);
  });

  test('home.challenges.search counts with any platformSlug, even "platform"', () => {
    expect(isUserPlatformPage('home.challenges.search', { platformSlug: 'ada' })).toBe(true);
    expect(isUserPlatformPage('home.challenges.search', { platformSlug: 'platform' })).toBe(true);
    expect(isUserPlatformPage('home.challenges.search', {})).toBe(false);
    expect(isUserPlatformPage('home.challenges.search')).toBe(false);
  });

  test('other names are not user-platform pages', () => {
    for (const name of [
      'home',
      'home.challenges',
      'challenges.create',
      'challenges.test-idea',
      'faqs',
      'home.user.bio',
      'mentor.box',
      'dashboard',
      'account',
      'platforms.x',
      'xdashboard.home',
    ]) {
      expect(isUserPlatformPage(name, { platformSlug: 'ada' })).toBe(false);
    }
  });
});

describe('isProfilePage', () => {
  test('dashboard.* and account.* only', () => {
    expect(isProfilePage('dashboard.home')).toBe(true);
    expect(isProfilePage('account.main')).toBe(true);
    expect(isProfilePage('home.user')).toBe(false);
    expect(isProfilePage('challenges.show')).toBe(false);
    expect(isProfilePage('dashboard')).toBe(false);
    expect(isProfilePage('my-dashboard')).toBe(false);
  });
});

test("a challenge's rating and idea-entry pages (spec 2 §2), and its idea form", () => {
  expect(href('challenges.start-rate', { challenge: 'parks' })).toBe('/challenges/parks/start-rate');
  expect(href('challenges.rating-unlock', { challenge: 'parks' })).toBe('/challenges/parks/rating-unlock');
  expect(href('challenges.unlock-rate', { challenge: 'parks' })).toBe('/challenges/parks/unlock-rate');
  expect(href('challenges.idea-unlock', { challenge: 'parks' })).toBe('/challenges/parks/idea-unlock');
  expect(href('challenges.idea-entry-fee', { challenge: 'parks' })).toBe('/challenges/parks/idea-entry-fee');
  expect(ideaFormHref('parks')).toBe(`/challenges/parks#${IDEA_FORM_ANCHOR}`);
});

test('money pages (issue 16): patron funding of each target, and the admin payments page', () => {
  expect(href('fund', { type: 'user', target: 'AdaLovelace' })).toBe('/fund/user/AdaLovelace');
  expect(href('fund', { type: 'challenge', target: 'parks' })).toBe('/fund/challenge/parks');
  expect(href('admin-dashboard.payments')).toBe('/admin-dashboard/payments');
  // /fund is a page of the web app, so no player may take it as a screen name (their platform's address).
  expect(isReservedScreenName('Fund')).toBe(true);
});
