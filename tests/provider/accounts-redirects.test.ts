// Pure rules of the accounts service: continue and redirect_uri safety, and the rate limiter.
import { describe, expect, test } from '@jest/globals';
import { loadProviderConfig } from '@/server/provider/config';
import {
  formActionSources,
  isAllowedContinue,
  isAllowedRedirectUri,
  resolveContinue,
} from '@/server/provider/accounts/redirects';
import { SlidingWindowLimiter } from '@/server/provider/accounts/rate-limit';

/** The communities that exist in these cases: only comedy. */
const communities: ReadonlySet<string> = new Set(['comedy']);
const config = {
  ...loadProviderConfig({
    WEB_URL: 'http://localhost:3000',
    ROOT_DOMAIN: 'localhost:3000',
    ACCOUNTS_PUBLIC_URL: 'http://localhost:4010',
  }),
  communities,
};
const prod = {
  ...loadProviderConfig({
    WEB_URL: 'https://www.nervus.example',
    ROOT_DOMAIN: 'nervus.example',
    ACCOUNTS_PUBLIC_URL: 'https://accounts.nervus.example',
  }),
  communities,
};

describe('isAllowedContinue', () => {
  test.each([
    'http://localhost:3000/me/my-dashboard',
    'http://localhost:3000',
    'http://comedy.localhost:3000/challenges/x?y=1#z',
    'http://LOCALHOST:3000/upper',
    'https://comedy.localhost:3000/',
    'http://localhost:4010/oauth2/authorize?client_id=nervus-web',
  ])('allows %s', (url) => expect(isAllowedContinue(url, config)).toBe(true));

  test.each([
    'http://evillocalhost:3000/',
    // Sibling labels are no community of ours, nor are deeper names (issue 15 item 4).
    'http://evil.localhost:3000/',
    'http://a.b.localhost:3000/',
    'http://localhost:3000.evil.com/',
    'http://localhost:3001/',
    'http://comedy.localhost:3001/',
    'http://localhost/',
    'https://evil.example/',
    'http://evil.example/http://localhost:3000',
    'http://localhost:3000@evil.example/',
    'http://user:pw@localhost:3000/',
    '//evil.example/',
    '/me/my-dashboard',
    'javascript:alert(1)',
    'JavaScript://localhost:3000/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:3000\\@evil.example/',
    'http://local\thost:3000/',
    '',
    'not a url',
  ])('refuses %s', (url) => expect(isAllowedContinue(url, config)).toBe(false));

  test('on https deployments root-domain hosts must be https', () => {
    expect(isAllowedContinue('https://comedy.nervus.example/x', prod)).toBe(true);
    expect(isAllowedContinue('https://nervus.example/', prod)).toBe(true);
    expect(isAllowedContinue('http://comedy.nervus.example/x', prod)).toBe(false);
    expect(isAllowedContinue('https://accounts.nervus.example/oauth2/authorize', prod)).toBe(true);
    expect(isAllowedContinue('https://nervus.example.evil.com/', prod)).toBe(false);
    expect(isAllowedContinue('https://evilnervus.example/', prod)).toBe(false);
    expect(isAllowedContinue('https://evil.nervus.example/', prod)).toBe(false);
  });
});

describe('resolveContinue', () => {
  const fallback = 'http://localhost:3000/me/my-dashboard';
  test('keeps allowed targets, resolves same-site paths, falls back otherwise', () => {
    expect(resolveContinue('http://comedy.localhost:3000/a', config, fallback)).toBe('http://comedy.localhost:3000/a');
    expect(resolveContinue('/challenges?x=1', config, fallback)).toBe('http://localhost:3000/challenges?x=1');
    expect(resolveContinue('//evil.example/', config, fallback)).toBe(fallback);
    expect(resolveContinue('/\\evil.example/', config, fallback)).toBe(fallback);
    expect(resolveContinue('https://evil.example/', config, fallback)).toBe(fallback);
    expect(resolveContinue('javascript:alert(1)', config, fallback)).toBe(fallback);
    expect(resolveContinue(undefined, config, fallback)).toBe(fallback);
  });
});

describe('isAllowedRedirectUri', () => {
  test('only the next-auth callback on product hosts, without query or fragment', () => {
    expect(isAllowedRedirectUri('http://localhost:3000/api/auth/callback/accounts', config)).toBe(true);
    expect(isAllowedRedirectUri('http://comedy.localhost:3000/api/auth/callback/accounts', config)).toBe(true);
    expect(isAllowedRedirectUri('http://localhost:3000/api/auth/callback/other', config)).toBe(false);
    expect(isAllowedRedirectUri('http://localhost:3000/api/auth/callback/accounts?x=1', config)).toBe(false);
    expect(isAllowedRedirectUri('http://localhost:3000/api/auth/callback/accounts#x', config)).toBe(false);
    expect(isAllowedRedirectUri('http://evillocalhost:3000/api/auth/callback/accounts', config)).toBe(false);
    expect(isAllowedRedirectUri('http://localhost:4010/api/auth/callback/accounts', config)).toBe(false);
    expect(isAllowedRedirectUri('https://evil.example/api/auth/callback/accounts', config)).toBe(false);
    expect(isAllowedRedirectUri('http://evil.localhost:3000/api/auth/callback/accounts', config)).toBe(false);
  });
});

test('form-action sources cover the accounts service, the web origin and community hosts', () => {
  expect(formActionSources(config)).toEqual(
    expect.arrayContaining([
      "'self'",
      'http://localhost:4010',
      'http://localhost:3000',
      'http://*.localhost:3000',
      'https://*.localhost:3000',
    ]),
  );
  expect(formActionSources(prod)).not.toContain('http://*.nervus.example');
});

test('sliding window limiter blocks after the limit and frees up as the window slides', () => {
  let now = 0;
  const limiter = new SlidingWindowLimiter(3, 1000, () => now);
  for (let i = 0; i < 3; i += 1) {
    expect(limiter.check('k').allowed).toBe(true);
    limiter.hit('k');
    now += 100;
  }
  const blocked = limiter.check('k');
  expect(blocked.allowed).toBe(false);
  expect(blocked.retryAfter).toBe(1);
  expect(limiter.check('other').allowed).toBe(true);
  now = 1001;
  expect(limiter.check('k').allowed).toBe(true);
  limiter.reset('k');
  expect(limiter.check('k').remaining).toBe(3);
});
