/**
 * @jest-environment node
 */
// Issue 24 part 5: the per-session cache of a viewer's own provider reads. Nobody gets another
// session's answer; an answer lives a few seconds at most, and less when its tags are revalidated
// or its token changes something.
import { describe, expect, test } from '@jest/globals';
import { createPersonalCache, PERSONAL_CACHE_SECONDS, tokenHash, viewerTag } from '@/server/bff/personal-cache';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, tick: (ms: number) => (t += ms) };
}

describe('personal cache', () => {
  test('an answer is only given back to the token it was fetched with', () => {
    const cache = createPersonalCache();
    cache.set('token-ada', '/me/detailed {}', { name: 'Ada' }, [viewerTag(1)], Date.now());
    expect(cache.get('token-ada', '/me/detailed {}')).toEqual({ name: 'Ada' });
    expect(cache.get('token-grace', '/me/detailed {}')).toBeUndefined();
    cache.set('token-grace', '/me/detailed {}', { name: 'Grace' }, [viewerTag(2)], Date.now());
    expect(cache.get('token-ada', '/me/detailed {}')).toEqual({ name: 'Ada' });
    expect(cache.get('token-grace', '/me/detailed {}')).toEqual({ name: 'Grace' });
  });

  test(`an answer lives ${PERSONAL_CACHE_SECONDS} s at most`, () => {
    const c = clock();
    const cache = createPersonalCache({ now: c.now });
    cache.set('t', 'k', 1, [], c.now());
    c.tick(PERSONAL_CACHE_SECONDS * 1000 - 1);
    expect(cache.get('t', 'k')).toBe(1);
    c.tick(1);
    expect(cache.get('t', 'k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  test('an answer goes when one of its tags was revalidated after it was fetched', () => {
    const c = clock();
    const revalidated = new Map<string, number>();
    const cache = createPersonalCache({
      now: c.now,
      tagsExpired: (tags, since) => tags.some((tag) => (revalidated.get(tag) ?? -1) > since),
    });
    cache.set('t', 'ratings', 'mine', [viewerTag(1), 'challenge:a'], c.now());
    cache.set('t', 'other', 'kept', [viewerTag(1), 'challenge:b'], c.now());
    c.tick(10);
    revalidated.set('challenge:a', c.now());
    expect(cache.get('t', 'ratings')).toBeUndefined();
    expect(cache.get('t', 'other')).toBe('kept');
    // A read fetched after the revalidation is good again.
    cache.set('t', 'ratings', 'fresh', [viewerTag(1), 'challenge:a'], c.now() + 1);
    expect(cache.get('t', 'ratings')).toBe('fresh');
  });

  test("forgetting a token drops its answers, not another token's, and a read racing it is not kept", () => {
    const c = clock();
    const cache = createPersonalCache({ now: c.now });
    cache.set('a', 'k', 'a1', [], c.now());
    cache.set('b', 'k', 'b1', [], c.now());
    const racing = c.now();
    c.tick(5);
    cache.forget('a');
    expect(cache.get('a', 'k')).toBeUndefined();
    expect(cache.get('b', 'k')).toBe('b1');
    // Its request started before the mutation: whatever it answers may predate it.
    cache.set('a', 'k', 'old', [], racing);
    expect(cache.get('a', 'k')).toBeUndefined();
    c.tick(1);
    cache.set('a', 'k', 'new', [], c.now());
    expect(cache.get('a', 'k')).toBe('new');
  });

  test('bounded: the least recently used answer goes first', () => {
    const cache = createPersonalCache({ maxEntries: 2 });
    const now = Date.now();
    cache.set('t', 'one', 1, [], now);
    cache.set('t', 'two', 2, [], now);
    cache.get('t', 'one');
    cache.set('t', 'three', 3, [], now);
    expect(cache.size()).toBe(2);
    expect(cache.get('t', 'two')).toBeUndefined();
    expect(cache.get('t', 'one')).toBe(1);
  });

  test('tokens are named by a hash, never kept as they are', () => {
    expect(tokenHash('secret-token')).not.toContain('secret');
    expect(tokenHash('a')).not.toBe(tokenHash('b'));
  });
});
