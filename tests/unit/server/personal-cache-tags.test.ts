/**
 * @jest-environment node
 */
// Issue 24 part 5: a revalidation heard from another web process (the shared cache handler's
// markTags, fed by Redis) reaches the personal cache through the global the handler sets, so a
// player's kept reads go on every process when they change something on one.
import { describe, expect, test } from '@jest/globals';
import { createPersonalCache, viewerTag } from '@/server/bff/personal-cache';

const TAGS_EXPIRED_KEY = Symbol.for('nervus.tags-expired');

describe('the cache handler and the personal cache', () => {
  test("a tag marked by the handler expires the entries fetched before it, on this process's cache", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handler = require('../../../server/cache/next-cache-handler.cjs') as {
      markTags: (tags: string[], durations?: { expire?: number }) => void;
    };
    const tagsExpired = (globalThis as Record<symbol, unknown>)[TAGS_EXPIRED_KEY] as (
      tags: string[],
      since: number,
    ) => boolean;
    expect(typeof tagsExpired).toBe('function');
    const cache = createPersonalCache({ tagsExpired });
    const fetchedAt = Date.now() - 10;
    cache.set('token-ada', 'ratings', 'mine', [viewerTag(1), 'challenge:c'], fetchedAt);
    cache.set('token-liam', 'ratings', 'his', [viewerTag(2), 'challenge:c'], fetchedAt);
    expect(cache.get('token-ada', 'ratings')).toBe('mine');
    // What another process's revalidateTag(viewer:1, { expire: 0 }) becomes here.
    handler.markTags([viewerTag(1)], { expire: 0 });
    expect(cache.get('token-ada', 'ratings')).toBeUndefined();
    expect(cache.get('token-liam', 'ratings')).toBe('his');
    handler.markTags(['challenge:c'], { expire: 0 });
    expect(cache.get('token-liam', 'ratings')).toBeUndefined();
  });
});
