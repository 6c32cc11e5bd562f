import { describe, expect, test } from '@jest/globals';
import {
  communityFromHost,
  communityOrigin,
  communitySlugFromHost,
  isOwnOrigin,
  isRootDomainUrl,
  MAIN_COMMUNITY,
  sharedCookieDomain,
} from '@/lib/hosts';

const ROOT = 'localhost:3000';
/** The communities that exist in these cases. */
const KNOWN: ReadonlySet<string> = new Set(['comedy']);

describe('communityFromHost (spec 1 §2: www/dev/staging/release -> main, else the first label)', () => {
  test('bare root host is the main community', () => {
    expect(communityFromHost('localhost:3000', ROOT)).toEqual({ kind: 'main' });
    expect(communityFromHost('nervus.com', 'nervus.com')).toEqual({ kind: 'main' });
  });

  test('a missing host header falls back to the main community', () => {
    expect(communityFromHost(null, ROOT)).toEqual({ kind: 'main' });
    expect(communityFromHost(undefined, ROOT)).toEqual({ kind: 'main' });
    expect(communityFromHost('', ROOT)).toEqual({ kind: 'main' });
  });

  test.each(['www', 'dev', 'staging', 'release'])('%s.<root> maps to the main community', (label) => {
    expect(communityFromHost(`${label}.localhost:3000`, ROOT)).toEqual({ kind: 'main' });
    expect(communityFromHost(`${label}.nervus.com`, 'nervus.com')).toEqual({ kind: 'main' });
  });

  test('a single subdomain label is that community', () => {
    expect(communityFromHost('comedy.localhost:3000', ROOT)).toEqual({ kind: 'community', subdomain: 'comedy' });
    expect(communityFromHost('news-solving.nervus.com', 'nervus.com')).toEqual({
      kind: 'community',
      subdomain: 'news-solving',
    });
  });

  test('uppercase host names are compared case-insensitively', () => {
    expect(communityFromHost('COMEDY.LOCALHOST:3000', ROOT)).toEqual({ kind: 'community', subdomain: 'comedy' });
    expect(communityFromHost('WWW.Localhost:3000', ROOT)).toEqual({ kind: 'main' });
    expect(communityFromHost('LOCALHOST:3000', ROOT)).toEqual({ kind: 'main' });
  });

  test('a trailing dot (fully-qualified name) is ignored', () => {
    expect(communityFromHost('localhost.', ROOT)).toEqual({ kind: 'main' });
    expect(communityFromHost('comedy.localhost.', ROOT)).toEqual({ kind: 'community', subdomain: 'comedy' });
    expect(communityFromHost('comedy.nervus.com.', 'nervus.com')).toEqual({ kind: 'community', subdomain: 'comedy' });
  });

  test('deeper names under the root are foreign, not communities', () => {
    expect(communityFromHost('a.comedy.localhost:3000', ROOT)).toEqual({ kind: 'foreign' });
    expect(communityFromHost('www.comedy.nervus.com', 'nervus.com')).toEqual({ kind: 'foreign' });
  });

  test('lookalike hosts are foreign', () => {
    expect(communityFromHost('evillocalhost:3000', ROOT)).toEqual({ kind: 'foreign' });
    expect(communityFromHost('comedy.localhost.evil.com', ROOT)).toEqual({ kind: 'foreign' });
    expect(communityFromHost('localhost.evil.com', ROOT)).toEqual({ kind: 'foreign' });
    expect(communityFromHost('evilnervus.com', 'nervus.com')).toEqual({ kind: 'foreign' });
    expect(communityFromHost('example.org', ROOT)).toEqual({ kind: 'foreign' });
  });

  test('labels with characters outside [a-z0-9-] or longer than 63 are foreign', () => {
    expect(communityFromHost('com_edy.localhost:3000', ROOT)).toEqual({ kind: 'foreign' });
    expect(communityFromHost(`${'a'.repeat(63)}.localhost:3000`, ROOT)).toEqual({
      kind: 'community',
      subdomain: 'a'.repeat(63),
    });
    expect(communityFromHost(`${'a'.repeat(64)}.localhost:3000`, ROOT)).toEqual({ kind: 'foreign' });
  });

  test('communitySlugFromHost: main -> nervus, community -> subdomain, foreign -> null', () => {
    expect(MAIN_COMMUNITY).toBe('nervus');
    expect(communitySlugFromHost('www.localhost:3000', ROOT)).toBe('nervus');
    expect(communitySlugFromHost('comedy.localhost:3000', ROOT)).toBe('comedy');
    expect(communitySlugFromHost('evillocalhost:3000', ROOT)).toBeNull();
  });
});

describe('communityOrigin', () => {
  test('main community lives on the root domain', () => {
    expect(communityOrigin('nervus', ROOT, 'http')).toBe('http://localhost:3000');
    expect(communityOrigin('nervus', 'nervus.com', 'https')).toBe('https://nervus.com');
  });

  test('other communities live on their subdomain, port kept', () => {
    expect(communityOrigin('comedy', ROOT, 'http')).toBe('http://comedy.localhost:3000');
    expect(communityOrigin('comedy', 'nervus.com', 'https')).toBe('https://comedy.nervus.com');
  });

  test('origin round-trips through communityFromHost', () => {
    const origin = new URL(communityOrigin('comedy', ROOT, 'http'));
    expect(communityFromHost(origin.host, ROOT)).toEqual({ kind: 'community', subdomain: 'comedy' });
  });
});

describe('sharedCookieDomain', () => {
  test('is the root host name without the port', () => {
    expect(sharedCookieDomain('localhost:3000')).toBe('localhost');
    expect(sharedCookieDomain('nervus.com')).toBe('nervus.com');
    expect(sharedCookieDomain('Nervus.COM:443')).toBe('nervus.com');
  });
});

describe('isOwnOrigin', () => {
  test('root and community origins with the same port are own', () => {
    expect(isOwnOrigin('http://localhost:3000/me', ROOT, KNOWN)).toBe(true);
    expect(isOwnOrigin('http://comedy.localhost:3000/challenges/x?a=1', ROOT, KNOWN)).toBe(true);
    expect(isOwnOrigin('https://www.localhost:3000/', ROOT, KNOWN)).toBe(true);
  });

  test('the port must match the root domain port', () => {
    expect(isOwnOrigin('http://localhost:3001/', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('http://localhost/', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('http://comedy.localhost:80/', ROOT, KNOWN)).toBe(false);
  });

  test('a root domain without a port accepts default ports only', () => {
    expect(isOwnOrigin('https://nervus.com/x', 'nervus.com', KNOWN)).toBe(true);
    expect(isOwnOrigin('https://comedy.nervus.com/x', 'nervus.com', KNOWN)).toBe(true);
    expect(isOwnOrigin('http://nervus.com:8080/x', 'nervus.com', KNOWN)).toBe(false);
  });

  test('non-http schemes are refused', () => {
    expect(isOwnOrigin('javascript:alert(1)', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('JavaScript://localhost:3000/%0Aalert(1)', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('data:text/html,hi', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('ftp://localhost:3000/', ROOT, KNOWN)).toBe(false);
  });

  test('relative or unparsable URLs are refused', () => {
    expect(isOwnOrigin('/me', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('//evil.com', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('not a url', ROOT, KNOWN)).toBe(false);
  });

  test('lookalike and deeper hosts are refused', () => {
    expect(isOwnOrigin('http://evillocalhost:3000/', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('http://comedy.localhost.evil.com:3000/', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('http://a.comedy.localhost:3000/', ROOT, KNOWN)).toBe(false);
  });

  test('a sibling label that is no community is refused (issue 15 item 4)', () => {
    expect(isOwnOrigin('http://evil.localhost:3000', ROOT, KNOWN)).toBe(false);
    expect(isOwnOrigin('https://evil.nervus.com/', 'nervus.com', KNOWN)).toBe(false);
    expect(isOwnOrigin('http://comedy.localhost:3000', ROOT, new Set())).toBe(false);
  });
});

describe('isRootDomainUrl (structural, never for trust)', () => {
  test('any single label under the root, existing or not', () => {
    expect(isRootDomainUrl('http://evil.localhost:3000/x', ROOT)).toBe(true);
    expect(isRootDomainUrl('http://localhost:3000/x', ROOT)).toBe(true);
    expect(isRootDomainUrl('http://a.b.localhost:3000/x', ROOT)).toBe(false);
    expect(isRootDomainUrl('http://evil.com/x', ROOT)).toBe(false);
  });
});
