import { describe, expect, test } from '@jest/globals';
import { challengeHref, communityHref } from '@/lib/routes/community-links';

const ctx = { community: 'nervus', rootDomain: 'nervus.test:3100', protocol: 'http' as const };

describe('challengeHref (spec 1 §2: links to another community go to its host)', () => {
  test('a challenge of this community is a path', () => {
    expect(challengeHref(ctx, { slug: 'what-could', platform: { slug: 'nervus' } })).toBe('/challenges/what-could');
  });

  test("another community's challenge is on that community's host", () => {
    expect(challengeHref(ctx, { slug: 'what-could', platform: { slug: 'comedy' } })).toBe(
      'http://comedy.nervus.test:3100/challenges/what-could',
    );
    expect(challengeHref({ ...ctx, community: 'comedy' }, { slug: 'x', platform: { slug: 'nervus' } })).toBe(
      'http://nervus.test:3100/challenges/x',
    );
  });
});

describe('communityHref', () => {
  test('a path here, a full address there', () => {
    expect(communityHref(ctx, 'nervus', '/?category=transit')).toBe('/?category=transit');
    expect(communityHref(ctx, 'comedy', '/?category=satire')).toBe('http://comedy.nervus.test:3100/?category=satire');
  });
});
