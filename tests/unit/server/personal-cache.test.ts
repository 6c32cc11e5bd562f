/**
 * @jest-environment node
 */
// Issue 24 part 5: the per-session cache of a viewer's own provider reads. Nobody gets another
// session's answer; an answer lives a few seconds at most, and less when its tags are revalidated
// or its token changes something.
import { describe, expect, test } from '@jest/globals';
import {
  createPersonalCache,
  PERSONAL_CACHE_REFRESH_AFTER,
  PERSONAL_CACHE_SECONDS,
  tokenHash,
  viewerTag,
} from '@/server/bff/personal-cache';

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

  test("one read of a token's key at a time: callers meanwhile share its answer, other tokens and keys do not", async () => {
    const cache = createPersonalCache();
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.shared('a', 'k', load);
    const second = cache.shared('a', 'k', load);
    expect(loads).toBe(1);
    release('answer');
    await expect(Promise.all([first, second])).resolves.toEqual(['answer', 'answer']);
    // Another token, another key, and the same read once the first has come: each its own load.
    void cache.shared('b', 'k', async () => (loads++, 'b'));
    void cache.shared('a', 'other', async () => (loads++, 'other'));
    await cache.shared('a', 'k', async () => (loads++, 'again'));
    expect(loads).toBe(4);
  });

  test('a failed read is not shared with later callers, and forgetting a token drops its reads on their way', async () => {
    const cache = createPersonalCache();
    await expect(cache.shared('a', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.shared('a', 'k', async () => 'up')).resolves.toBe('up');
    let release!: (value: string) => void;
    const before = cache.shared('a', 'k', () => new Promise<string>((resolve) => (release = resolve)));
    // The viewer changed something: a read started now must not get the answer of one started before.
    cache.forget('a');
    const after = cache.shared('a', 'k', async () => 'after the change');
    release('before the change');
    await expect(before).resolves.toBe('before the change');
    await expect(after).resolves.toBe('after the change');
  });

  test('a read on its way is not joined once one of its tags was revalidated after it started', async () => {
    const c = clock();
    let revalidatedAt = -Infinity;
    const cache = createPersonalCache({
      now: c.now,
      tagsExpired: (tags, since) => tags.includes(viewerTag(1)) && revalidatedAt > since,
    });
    let release!: (value: string) => void;
    const before = cache.shared('a', 'k', () => new Promise<string>((r) => (release = r)), [viewerTag(1)]);
    c.tick(1);
    // Still good: the same read is joined.
    const joined = cache.shared('a', 'k', async () => 'not asked', [viewerTag(1)]);
    // The viewer changed something through another web process after the read started.
    revalidatedAt = c.tick(1);
    const after = cache.shared('a', 'k', async () => 'after the change', [viewerTag(1)]);
    release('before the change');
    await expect(joined).resolves.toBe('before the change');
    await expect(before).resolves.toBe('before the change');
    await expect(after).resolves.toBe('after the change');
  });

  test(`an answer read in the last fifth of its life is due to be read again, and still given back`, () => {
    const c = clock();
    const cache = createPersonalCache({ now: c.now });
    const ttl = PERSONAL_CACHE_SECONDS * 1000;
    expect(PERSONAL_CACHE_REFRESH_AFTER).toBe(0.8);
    cache.set('t', 'k', 'kept', [], c.now());
    c.tick(ttl * PERSONAL_CACHE_REFRESH_AFTER - 1);
    expect(cache.refreshDue('t', 'k')).toBe(false);
    c.tick(1);
    expect(cache.refreshDue('t', 'k')).toBe(true);
    expect(cache.get('t', 'k')).toBe('kept');
    expect(cache.refreshDue('other', 'k')).toBe(false);
    c.tick(ttl - ttl * PERSONAL_CACHE_REFRESH_AFTER);
    expect(cache.get('t', 'k')).toBeUndefined();
    expect(cache.refreshDue('t', 'k')).toBe(false);
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
