// The web's cache handler (server/cache/next-cache-handler.cjs) shares tag revalidations through
// Redis (issue 24 §1): a revalidation here is stored and published for the other web processes, and
// one published by another process marks the tags in this process's manifest, which Next checks on
// every cache read. Needs Redis: npm test names it in TEST_REDIS_URL; without one, skipped.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
if (!redisUrl) console.log('shared cache tags: skipped, no TEST_REDIS_URL or REDIS_URL (npm test sets it)');
const maybe = redisUrl ? test : test.skip;
const prefix = `nervus-cache-test-${process.pid}-${Date.now()}:`;

type Handler = { revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> };
let handler: Handler;
let closeShared: () => void;
let other: Redis;

beforeAll(async () => {
  if (!redisUrl) return;
  process.env.REDIS_URL = redisUrl;
  process.env.REDIS_KEY_PREFIX = prefix;
  // CommonJS, as Next loads it (a dynamic import of .cjs is not transformed by this jest set-up).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const SharedTagsCacheHandler = require('@/server/cache/next-cache-handler.cjs');
  closeShared = SharedTagsCacheHandler.closeShared;
  handler = new SharedTagsCacheHandler({
    fs: undefined,
    flushToDisk: false,
    serverDistDir: '/tmp',
    revalidatedTags: [],
  });
  other = new Redis(redisUrl);
  // The handler's subscriber is up once it hears its own channel.
  await new Promise((resolve) => setTimeout(resolve, 500));
});

afterAll(async () => {
  if (!redisUrl) return;
  const keys = await other.keys(`${prefix}*`);
  if (keys.length) await other.del(...keys);
  other.disconnect();
  closeShared();
});

maybe('a revalidation here is stored in Redis and published to the other processes', async () => {
  const listener = new Redis(redisUrl!);
  const heard = new Promise<string>((resolve) => listener.on('message', (_channel, text) => resolve(text)));
  await listener.subscribe(`${prefix}next:revalidate`);
  const before = Date.now();
  await handler.revalidateTag(['challenge:here'], { expire: 0 });
  const message = JSON.parse(await heard);
  expect(message.tags).toEqual(['challenge:here']);
  expect(message.durations).toEqual({ expire: 0 });
  const stored = JSON.parse((await other.hget(`${prefix}next:tags`, 'challenge:here'))!);
  expect(stored.expired).toBeGreaterThanOrEqual(before);
  expect(tagsManifest.get('challenge:here')?.expired).toBe(stored.expired);
  listener.disconnect();
});

maybe('a revalidation published by another process expires the tag here within a second', async () => {
  expect(tagsManifest.get('challenge:there')).toBeUndefined();
  const before = Date.now();
  await other.publish(
    `${prefix}next:revalidate`,
    JSON.stringify({ origin: 'another-process', tags: ['challenge:there'], durations: { expire: 0 } }),
  );
  const deadline = Date.now() + 1000;
  while (!tagsManifest.get('challenge:there') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const entry = tagsManifest.get('challenge:there');
  expect(entry?.expired).toBeGreaterThanOrEqual(before);
  expect(entry?.stale).toBeGreaterThanOrEqual(before);
});

maybe('a malformed message is ignored', async () => {
  await other.publish(`${prefix}next:revalidate`, 'not json');
  await other.publish(`${prefix}next:revalidate`, JSON.stringify({ origin: 'x', tags: 'challenge:bad' }));
  await new Promise((r) => setTimeout(r, 200));
  expect(tagsManifest.get('challenge:bad')).toBeUndefined();
});

maybe("a viewer's tag is published but never kept in the Redis hash (it matters for seconds)", async () => {
  const listener = new Redis(redisUrl!);
  const heard = new Promise<string>((resolve) => listener.on('message', (_channel, text) => resolve(text)));
  await listener.subscribe(`${prefix}next:revalidate`);
  await handler.revalidateTag(['viewer:42', 'challenge:kept'], { expire: 0 });
  expect(JSON.parse(await heard).tags).toEqual(['viewer:42', 'challenge:kept']);
  expect(await other.hexists(`${prefix}next:tags`, 'viewer:42')).toBe(0);
  expect(await other.hexists(`${prefix}next:tags`, 'challenge:kept')).toBe(1);
  listener.disconnect();
});
