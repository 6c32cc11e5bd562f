/**
 * @jest-environment node
 */
// Issue 24 part 5: the challenge a parts call reads on every view, kept parsed in the web process.
// It must never be fresher-looking than it is: a revalidated tag drops it at once, it lives a few
// seconds at most, and neither a failure nor an outage's stand-in is kept.
import { describe, expect, test } from '@jest/globals';
import { createKeptReads } from '@/server/bff/kept-reads';
import { PERSONAL_CACHE_SECONDS, tagsRevalidatedSince } from '@/server/bff/personal-cache';

type Answer = { ok: boolean; stale?: true; n: number };

function setup({ revalidatedAt = new Map<string, number>() } = {}) {
  let t = 1_000_000;
  let reads = 0;
  const read = createKeptReads<Answer>({
    keep: (a) => a.ok && !a.stale,
    now: () => t,
    maxEntries: 2,
    tagsExpired: (tags, since) => tags.some((tag) => (revalidatedAt.get(tag) ?? -Infinity) > since),
  });
  const load =
    (answer: Omit<Answer, 'n'> = { ok: true }) =>
    async () => ({ ...answer, n: ++reads });
  return { read, load, tick: (ms: number) => (t += ms), now: () => t, reads: () => reads, revalidatedAt };
}

describe('kept reads', () => {
  test(`a read is answered from memory for ${PERSONAL_CACHE_SECONDS} s, then read again`, async () => {
    const s = setup();
    expect((await s.read('a', ['challenge:a'], s.load())).n).toBe(1);
    s.tick(PERSONAL_CACHE_SECONDS * 1000 - 1);
    expect((await s.read('a', ['challenge:a'], s.load())).n).toBe(1);
    s.tick(1);
    expect((await s.read('a', ['challenge:a'], s.load())).n).toBe(2);
  });

  test('a revalidated tag drops the kept answer at once; other keys stay', async () => {
    const s = setup();
    await s.read('a', ['challenge:a'], s.load());
    await s.read('b', ['challenge:b'], s.load());
    s.tick(1);
    s.revalidatedAt.set('challenge:a', s.now());
    expect((await s.read('a', ['challenge:a'], s.load())).n).toBe(3);
    expect((await s.read('b', ['challenge:b'], s.load())).n).toBe(2);
  });

  test('a revalidation while the read is on its way makes its answer out of date', async () => {
    const s = setup();
    await s.read('a', ['challenge:a'], async () => {
      s.tick(5);
      s.revalidatedAt.set('challenge:a', s.now() - 2);
      return { ok: true, n: 0 };
    });
    expect((await s.read('a', ['challenge:a'], s.load())).n).toBe(1);
  });

  test('a revalidation in the very millisecond the read started drops it too', async () => {
    const s = setup();
    await s.read('a', ['challenge:a'], s.load());
    s.revalidatedAt.set('challenge:a', s.now());
    expect((await s.read('a', ['challenge:a'], s.load())).n).toBe(2);
  });

  test('failures and stale stand-ins are not kept', async () => {
    const s = setup();
    expect((await s.read('a', [], s.load({ ok: false }))).n).toBe(1);
    expect((await s.read('a', [], s.load({ ok: true, stale: true }))).n).toBe(2);
    expect((await s.read('a', [], s.load())).n).toBe(3);
    expect((await s.read('a', [], s.load())).n).toBe(3);
  });

  test('past its size the least recently kept goes first', async () => {
    const s = setup();
    await s.read('a', [], s.load());
    await s.read('b', [], s.load());
    await s.read('c', [], s.load());
    expect((await s.read('b', [], s.load())).n).toBe(2);
    expect((await s.read('a', [], s.load())).n).toBe(4);
  });

  test("a revalidation another web process shares (the cache handler's markTags) drops the kept answer", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handler = require('@/server/cache/next-cache-handler.cjs') as {
      markTags: (tags: string[], durations?: { expire?: number }) => void;
    };
    let reads = 0;
    const read = createKeptReads<number>({ keep: () => true, tagsExpired: tagsRevalidatedSince });
    const load = async () => ++reads;
    expect(await read('x', ['challenge:x'], load)).toBe(1);
    expect(await read('x', ['challenge:x'], load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    handler.markTags(['challenge:x'], { expire: 0 });
    expect(await read('x', ['challenge:x'], load)).toBe(2);
  });
});
