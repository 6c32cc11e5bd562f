import { describe, expect, test } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CHALLENGE_ROUTE_NAMES, playerCachePath, servedFromVisitorCache, type Visit } from '@/lib/routes/visitor-cache';
import { personalPageFor, personalPartsQuery } from '@/lib/personal-parts';

const visit = (overrides: Partial<Visit> & { query?: string } = {}): Visit => ({
  method: 'GET',
  pathname: '/challenges/how-might-we',
  searchParams: new URLSearchParams(overrides.query ?? ''),
  cookieNames: ['fingerprint'],
  ...overrides,
});

describe('which visits the visitor cache serves', () => {
  test('a visitor on the home or a challenge page, plain address', () => {
    expect(servedFromVisitorCache(visit({ pathname: '/' }))).toBe(true);
    expect(servedFromVisitorCache(visit())).toBe(true);
    expect(servedFromVisitorCache(visit({ method: 'HEAD' }))).toBe(true);
  });
  test('the static content pages, one and two levels deep', () => {
    for (const pathname of ['/welcome', '/faqs', '/about/about-nervus', '/terms-of-service'])
      expect(servedFromVisitorCache(visit({ pathname }))).toBe(true);
    for (const pathname of ['/about/nothing', '/welcome/more', '/Welcome'])
      expect(servedFromVisitorCache(visit({ pathname }))).toBe(false);
  });
  test('a client navigation (_rsc) is the same page', () => {
    expect(servedFromVisitorCache(visit({ query: '_rsc=1x2y' }))).toBe(true);
  });
  test('any other query is rendered for its request', () => {
    expect(servedFromVisitorCache(visit({ query: 'tab=details' }))).toBe(false);
    expect(servedFromVisitorCache(visit({ pathname: '/', query: 'category=food' }))).toBe(false);
    expect(servedFromVisitorCache(visit({ query: '_rsc=1&idea=4' }))).toBe(false);
  });
  test('a session, a shadow session, a chunked session or a scout is rendered for its request', () => {
    for (const name of ['bn_auth', 'bn_auth.0', 'bn_auth_shadow', 'scout_id']) {
      expect(servedFromVisitorCache(visit({ cookieNames: ['fingerprint', name] }))).toBe(false);
    }
    // next-auth's sign-in helpers are not a session.
    expect(servedFromVisitorCache(visit({ cookieNames: ['bn_flow.state'] }))).toBe(true);
  });
  test('only GET and HEAD', () => {
    expect(servedFromVisitorCache(visit({ method: 'POST' }))).toBe(false);
  });
  test('pages that are not cached, and routes under /challenges/ that are not a challenge', () => {
    for (const pathname of [
      '/search',
      '/my-account',
      '/alice',
      '/challenges/create',
      '/challenges/test-idea',
      '/challenges/x/og-image',
      '/challenges/x/rate',
      '/challenges/x/show',
      '/challenges',
      '/challenges/',
    ]) {
      expect(servedFromVisitorCache(visit({ pathname }))).toBe(false);
    }
  });
  test('every page folder under /challenges/ besides [challenge] is known, so none is shadowed', () => {
    const dir = path.join(process.cwd(), 'app/[community]/challenges');
    const routes = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '[challenge]')
      .map((e) => e.name);
    expect(routes.sort()).toEqual([...CHALLENGE_ROUTE_NAMES].sort());
  });
});

test('a community forum topic is served from the visitor cache; other forum pages are not', () => {
  const visit = (pathname: string) =>
    servedFromVisitorCache({ method: 'GET', pathname, searchParams: new URLSearchParams(), cookieNames: [] });
  expect(visit('/platform/discussion-forums/channel/topics/12')).toBe(true);
  expect(visit('/platform/discussion-forums/channel/topics/new')).toBe(false);
  expect(visit('/platform/discussion-forums/channel/general/12')).toBe(false);
  expect(visit('/MayaChen/discussion-forums/channel/topics/12')).toBe(false);
  expect(visit('/platform/discussion-forums')).toBe(false);
});

describe('which visits the page kept for players serves (issue 24 part 5)', () => {
  const player = (overrides: Partial<Visit> & { query?: string } = {}) =>
    visit({ cookieNames: ['fingerprint', 'bn_auth'], ...overrides });

  test("a signed-in player's plain visit of a challenge, and its client navigation", () => {
    expect(playerCachePath(player())).toBe('/challenges/how-might-we');
    expect(playerCachePath(player({ method: 'HEAD' }))).toBe('/challenges/how-might-we');
    // Chunks of an oversized cookie hold no session the web reads: rendered for the request.
    expect(playerCachePath(player({ cookieNames: ['bn_auth.0', 'bn_auth.1'] }))).toBeNull();
    expect(playerCachePath(player({ query: '_rsc=1x2y' }))).toBe('/challenges/how-might-we');
    // Visitors have their own copy; a player never gets it, nor a visitor theirs.
    expect(servedFromVisitorCache(player())).toBe(false);
    expect(playerCachePath(visit())).toBeNull();
  });
  test('a shadow session, a query, a write or another page is rendered for its request', () => {
    expect(playerCachePath(player({ cookieNames: ['bn_auth', 'bn_auth_shadow'] }))).toBeNull();
    expect(playerCachePath(player({ query: 'tab=details' }))).toBeNull();
    expect(playerCachePath(player({ query: 'idea=4' }))).toBeNull();
    expect(playerCachePath(player({ method: 'POST' }))).toBeNull();
    // Cookies that start like the session but are not it.
    expect(playerCachePath(player({ cookieNames: ['bn_authx', 'bn_token_state'] }))).toBeNull();
    for (const pathname of [
      '/',
      '/terms-of-service',
      '/challenges/create',
      '/challenges/x/rate',
      '/challenges/',
      '/alice',
    ])
      expect(playerCachePath(player({ pathname }))).toBeNull();
  });
  test('a dashboard home is the one page kept for every owner; its other addresses are rendered per request', () => {
    for (const pathname of [
      '/AdaLovelace/my-dashboard',
      '/ada.l_ove-1/my-dashboard',
      `/${'a'.repeat(40)}/my-dashboard`,
    ])
      expect(playerCachePath(player({ pathname }))).toBe('/my-dashboard');
    expect(playerCachePath(player({ pathname: '/AdaLovelace/my-dashboard', method: 'HEAD' }))).toBe('/my-dashboard');
    for (const pathname of [
      // 'me' is the viewer's own address, resolved per request; top-level pages and reserved names are no users.
      '/me/my-dashboard',
      '/platform/my-dashboard',
      '/faqs/my-dashboard',
      '/my-dashboard',
      '/my-dashboard/my-dashboard',
      `/${'a'.repeat(41)}/my-dashboard`,
      '/ada%20l/my-dashboard',
      '/AdaLovelace/my-dashboard/innovator',
      '/AdaLovelace/my-dashboard/',
    ])
      expect(playerCachePath(player({ pathname }))).toBeNull();
    // Nobody's session, a shadow, a query: as for a challenge.
    expect(playerCachePath(visit({ pathname: '/AdaLovelace/my-dashboard' }))).toBeNull();
    expect(
      playerCachePath(player({ pathname: '/AdaLovelace/my-dashboard', cookieNames: ['bn_auth', 'bn_auth_shadow'] })),
    ).toBeNull();
    expect(playerCachePath(player({ pathname: '/AdaLovelace/my-dashboard', query: 'tour=dashboard' }))).toBeNull();
    expect(servedFromVisitorCache(visit({ pathname: '/AdaLovelace/my-dashboard' }))).toBe(false);
  });
});

describe('the personal parts a kept page asks for', () => {
  test('a challenge page asks for its own by slug; any other address for the frame only', () => {
    expect(personalPageFor('/challenges/how-might-we')).toEqual({ kind: 'challenge', slug: 'how-might-we' });
    expect(personalPageFor('/AdaLovelace/my-dashboard')).toEqual({ kind: 'dashboard', handle: 'AdaLovelace' });
    expect(personalPageFor('/AdaLovelace/my-dashboard/innovator')).toBeNull();
    // A challenge whose slug is 'my-dashboard' is a challenge, here as in proxy.ts.
    expect(personalPageFor('/challenges/my-dashboard')).toEqual({ kind: 'challenge', slug: 'my-dashboard' });
    expect(playerCachePath(visit({ pathname: '/challenges/my-dashboard', cookieNames: ['bn_auth'] }))).toBe(
      '/challenges/my-dashboard',
    );
    expect(personalPageFor(`/${'a'.repeat(41)}/my-dashboard`)).toBeNull();
    expect(personalPartsQuery(personalPageFor('/AdaLovelace/my-dashboard'))).toBe('?dashboard=AdaLovelace');
    expect(personalPartsQuery(personalPageFor('/challenges/caf%C3%A9'))).toBe('?challenge=caf%C3%A9');
    expect(personalPartsQuery(null)).toBe('');
    expect(personalPageFor('/challenges/caf%C3%A9')).toEqual({ kind: 'challenge', slug: 'café' });
    expect(personalPageFor('/challenges/x/rate')).toBeNull();
    expect(personalPageFor('/challenges/')).toBeNull();
    expect(personalPageFor('/')).toBeNull();
    // A broken escape or a slash smuggled in an escape is no slug.
    expect(personalPageFor('/challenges/%E0%A4%A')).toBeNull();
    expect(personalPageFor('/challenges/a%2Fb')).toBeNull();
  });
  test('a slug is at most 300 characters', () => {
    expect(personalPageFor(`/challenges/${'a'.repeat(300)}`)).not.toBeNull();
    expect(personalPageFor(`/challenges/${'a'.repeat(301)}`)).toBeNull();
  });
});
