import { describe, expect, test } from '@jest/globals';
import { challengeHref } from '@/lib/routes/community-links';

const ctx = { community: 'nervus', rootDomain: 'nervus.test:3100', protocol: 'http' as const };

describe('challengeHref (spec 1 §2: links to another community go to its host)', () => {
  test('a challenge of this community is a path', () => {
    expect(challengeHref(ctx, { slug: 'what-could', platform: { slug: 'nervus' } })).toBe('/challenges/what-could');
  });

  test("another community's challenge is on that community's host", () => {
    expect(challengeHref(ctx, { slug: 'what-could', platform: { slug: 'comedy' } })).toBe('http://comedy.nervus.test:3100/challenges/what-could');
    expect(challengeHref({ ...ctx, community: 'comedy' }, { slug: 'x', platform: { slug: 'nervus' } })).toBe('http://nervus.test:3100/challenges/x');
  });
});
