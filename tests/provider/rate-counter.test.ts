// Limits that count only what succeeds (sign-up's new accounts, survey replies; rateCounter in
// server/provider/http/rate-limits.ts): an attempt is taken atomically and given back when it does
// not count; the limit-th is allowed, the next waits inside the window; attempts arriving together
// cannot all pass. Scaled out, two provider processes count into one Redis window (TEST_REDIS_URL,
// set by npm test; else skipped).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { rateCounter, shareRateLimits } from '@/server/provider/http/rate-limits';

const LIMIT = { count: 5, windowSeconds: 600 };

test('in one process: refunds give attempts back, the fifth is allowed, the sixth waits', async () => {
  let now = 1_000_000;
  const counter = rateCounter(LIMIT, 'test', () => now);
  for (let i = 0; i < 20; i += 1) {
    expect(await counter.take('a')).toEqual({ allowed: true });
    await counter.refund('a');
  }
  for (let i = 1; i <= LIMIT.count; i += 1) expect(await counter.take('a')).toEqual({ allowed: true });
  expect(await counter.take('a')).toEqual({ allowed: false, retryAfter: LIMIT.windowSeconds });
  expect(await counter.take('b')).toEqual({ allowed: true });
  now += LIMIT.windowSeconds * 1000 - 1000;
  expect(await counter.take('a')).toEqual({ allowed: false, retryAfter: 1 });
  now += 1000;
  expect(await counter.take('a')).toEqual({ allowed: true });
});

test('attempts arriving together cannot all pass', async () => {
  const counter = rateCounter(LIMIT, 'burst', () => 5_000);
  const results = await Promise.all(Array.from({ length: 20 }, () => counter.take('burst')));
  expect(results.filter((r) => r.allowed)).toHaveLength(LIMIT.count);
});

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
if (!redisUrl) console.log('rate counter on Redis: skipped, no TEST_REDIS_URL or REDIS_URL (npm test sets it)');
(redisUrl ? test : test.skip)('two processes count into one window in Redis', async () => {
  const client = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
  try {
    shareRateLimits(client, `test-${randomBytes(6).toString('hex')}:`);
    // Two counters of one name stand for the same limit in two provider processes.
    const [one, two] = [rateCounter(LIMIT, 'sign-up'), rateCounter(LIMIT, 'sign-up')];
    // Together, from both processes at once: exactly the limit passes.
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? two : one).take('198.51.100.1')));
    expect(results.filter((r) => r.allowed)).toHaveLength(LIMIT.count);
    const refused = await one.take('198.51.100.1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
    }
    // A refund in one process frees a place for the other.
    await one.refund('198.51.100.1');
    expect(await two.take('198.51.100.1')).toEqual({ allowed: true });
    expect(await two.take('198.51.100.2')).toEqual({ allowed: true });
  } finally {
    await client.quit();
  }
});
