import { describe, expect, test } from '@jest/globals';
import {
  canonicalUserPath,
  classifyPlatformSlug,
  looksLikeScreenName,
  RESERVED_PLATFORM_SLUGS,
} from '@/lib/routes/platform-slug';

describe('classifyPlatformSlug (spec 1 §2)', () => {
  test('the reserved list is exactly the spec list', () => {
    expect([...RESERVED_PLATFORM_SLUGS].sort()).toEqual(['me', 'platform', 'rpg', 'search', 'skeptic', 'welcome']);
  });

  test.each(['me', 'search', 'rpg', 'welcome'])('%s is reserved, not a user', (slug) => {
    expect(classifyPlatformSlug(slug)).toEqual({ kind: 'reserved', slug });
    expect(classifyPlatformSlug(slug.toUpperCase())).toEqual({ kind: 'reserved', slug });
  });

  test('platform is the community platform', () => {
    expect(classifyPlatformSlug('platform')).toEqual({ kind: 'community' });
    expect(classifyPlatformSlug('Platform')).toEqual({ kind: 'community' });
  });

  test('skeptic redirects to the mentor box', () => {
    expect(classifyPlatformSlug('skeptic')).toEqual({ kind: 'skeptic' });
    expect(classifyPlatformSlug('SKEPTIC')).toEqual({ kind: 'skeptic' });
  });

  test("the product's own name redirects to the root, in any case", () => {
    expect(classifyPlatformSlug('nervus')).toEqual({ kind: 'redirect-root' });
    expect(classifyPlatformSlug('NERVUS')).toEqual({ kind: 'redirect-root' });
    expect(classifyPlatformSlug('Nervus')).toEqual({ kind: 'redirect-root' });
  });

  test('any other segment is a user screen name with its casing kept', () => {
    expect(classifyPlatformSlug('AdaLovelace')).toEqual({ kind: 'user', screenName: 'AdaLovelace' });
    expect(classifyPlatformSlug('ada')).toEqual({ kind: 'user', screenName: 'ada' });
    expect(classifyPlatformSlug('mes')).toEqual({ kind: 'user', screenName: 'mes' });
    expect(classifyPlatformSlug('nervus2')).toEqual({ kind: 'user', screenName: 'nervus2' });
  });

  test('percent-encoded segments are decoded', () => {
    expect(classifyPlatformSlug('ada%2Elovelace')).toEqual({ kind: 'user', screenName: 'ada.lovelace' });
    expect(classifyPlatformSlug('%6De')).toEqual({ kind: 'reserved', slug: 'me' });
  });
});

describe('canonicalUserPath', () => {
  test('replaces the first segment with the canonical name, rest kept', () => {
    expect(canonicalUserPath('/ada', 'Ada')).toBe('/Ada');
    expect(canonicalUserPath('/ada/my-dashboard', 'Ada')).toBe('/Ada/my-dashboard');
    expect(canonicalUserPath('/ADA/my-dashboard/ideas/1', 'Ada')).toBe('/Ada/my-dashboard/ideas/1');
  });

  test('the query stays as it was, slashes and all', () => {
    expect(canonicalUserPath('/adalovelace?x=1', 'AdaLovelace')).toBe('/AdaLovelace?x=1');
    expect(canonicalUserPath('/ada/bio?c=/a/b', 'Ada')).toBe('/Ada/bio?c=/a/b');
  });

  test('the canonical name is encoded', () => {
    expect(canonicalUserPath('/x/bio', 'a b')).toBe('/a%20b/bio');
  });
});

describe('looksLikeScreenName', () => {
  test('letters, digits, underscore, dot, hyphen', () => {
    expect(looksLikeScreenName('Ada_Love.lace-1')).toBe(true);
    expect(looksLikeScreenName('a')).toBe(true);
  });

  test('length edge: 40 ok, 41 not, empty not', () => {
    expect(looksLikeScreenName('a'.repeat(40))).toBe(true);
    expect(looksLikeScreenName('a'.repeat(41))).toBe(false);
    expect(looksLikeScreenName('')).toBe(false);
  });

  test('other characters are refused', () => {
    for (const s of ['a b', 'a/b', 'a@b', 'ädä', 'a%20', '<x>', 'a\n']) expect(looksLikeScreenName(s)).toBe(false);
  });
});
