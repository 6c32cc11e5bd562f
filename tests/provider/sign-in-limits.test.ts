// Sign-in limits (issue 15 item 5; DESIGN.md, security posture): per account across addresses and
// processes, slowing and never locking the owner out; per client address with X-Forwarded-For
// believed only behind TRUSTED_PROXY; counts shared through the database (or Redis).
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { createApp } from '@/server/provider/app';
import { oauthErrorMessage } from '@/lib/contracts/errors';
import {
  accountDelaySeconds,
  createSignInLimits,
  RATE_LIMIT_SWEEP,
  sharedLimiterFactory,
  SIGN_IN_LIMITS,
  sweepExpiredRateLimits,
} from '@/server/provider/accounts/sign-in-limits';
import { rateLimits } from '@/server/provider/db/schema';
import { createTestProvider, type TestProvider } from './harness';
import { signUpUser } from './accounts-helpers';

jest.setTimeout(120_000);

type App = { request: TestProvider['app']['request'] };

function signIn(app: App, email: string, password: string, forwardedFor?: string) {
  return Promise.resolve(
    app.request('/accounts/gateway', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: new URLSearchParams({ email, password }).toString(),
    }),
  );
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await run();
  return [result, Date.now() - started];
}

test('the delay grows after the free failures and stops at its ceiling', () => {
  const free = SIGN_IN_LIMITS.accountFreeFailures;
  expect(accountDelaySeconds(free - 1)).toBe(0);
  expect([free, free + 1, free + 2, free + 3].map((f) => accountDelaySeconds(f))).toEqual([1, 2, 4, 8]);
  expect(accountDelaySeconds(free + 40)).toBe(SIGN_IN_LIMITS.delayMaxSeconds);
});

test('the sweep deletes counts expired over an hour ago and keeps the rest', async () => {
  const provider = await createTestProvider({ seed: false });
  try {
    const now = new Date('2026-11-26T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await provider.database.db.insert(rateLimits).values([
      { key: 'old', points: 3, expire: ago(RATE_LIMIT_SWEEP.keepExpiredMs + 1) },
      { key: 'recent', points: 3, expire: ago(RATE_LIMIT_SWEEP.keepExpiredMs - 1000) },
      { key: 'live', points: 1, expire: new Date(now.getTime() + 60_000) },
      { key: 'forever', points: 1, expire: null },
    ]);
    expect(await sweepExpiredRateLimits(provider.database.db, now)).toBe(1);
    const left = await provider.database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((r) => r.key).sort()).toEqual(['forever', 'live', 'recent']);
  } finally {
    await provider.close();
  }
});

describe('per account, behind a trusted proxy', () => {
  let provider: TestProvider;
  let second: App;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false, env: { TRUSTED_PROXY: '1' } });
    // A second provider process on the same database.
    second = createApp({ db: provider.database.db, config: provider.config });
  });
  afterAll(async () => {
    await provider.close();
  });

  test('failures from many addresses and processes slow the account; the owner still gets in', async () => {
    const owner = await signUpUser(provider);
    const apps = [provider.app, second];
    const free = SIGN_IN_LIMITS.accountFreeFailures;
    // Free failures, each from another address, alternating between the two processes.
    for (let i = 0; i < free; i += 1) {
      const res = await signIn(apps[i % 2], owner.email, `wrong-${i}`, `198.51.100.${i + 1}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(oauthErrorMessage(10198));
    }
    // Then every try waits its delay (held by the server), whichever address or process it uses.
    await signIn(apps[0], owner.email, 'wrong-a', '198.51.100.20');
    const [held, heldMs] = await timed(() => signIn(apps[1], owner.email, 'wrong-b', '198.51.100.21'));
    expect(held.status).toBe(400);
    expect(heldMs).toBeGreaterThanOrEqual(700);
    await signIn(apps[0], owner.email, 'wrong-c', '198.51.100.22');
    await signIn(apps[1], owner.email, 'wrong-d', '198.51.100.23');
    // A delay longer than the server holds a try: 429 with Retry-After, for any address.
    const refused = await signIn(apps[0], owner.email, 'wrong-e', '198.51.100.24');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.holdMaxMs / 1000);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.delayMaxSeconds);
    expect(await refused.text()).toContain('Too many sign-in attempts for this email.');

    // Not a lock-out: after the delay the owner's right password gets in, from a new address.
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    const owned = await signIn(apps[1], owner.email, owner.password, '203.0.113.9');
    expect(owned.status).toBe(303);
    // And the account starts afresh: with the old count a typo would now wait half a minute (429).
    expect((await signIn(apps[0], owner.email, 'typo', '203.0.113.9')).status).toBe(400);
  });

  test('X-Forwarded-For names the client behind the trusted proxy', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.addressFailures; i += 1) {
      expect((await signIn(provider.app, `nobody-${i}@example.test`, 'wrong', '192.0.2.7')).status).toBe(400);
    }
    const limited = await signIn(provider.app, 'nobody-x@example.test', 'wrong', '192.0.2.7');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many sign-in attempts from this network.');
    // Another client behind the same proxy is not affected.
    expect((await signIn(provider.app, 'nobody-y@example.test', 'wrong', '192.0.2.8')).status).toBe(400);
  });
});

describe('without a trusted proxy', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterAll(async () => {
    await provider.close();
  });

  test('X-Forwarded-For is ignored: a client cannot pose as new addresses', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.addressFailures; i += 1) {
      const res = await signIn(provider.app, `nobody-${i}@example.test`, 'wrong', `192.0.2.${i + 1}`);
      expect(res.status).toBe(400);
    }
    const limited = await signIn(provider.app, 'nobody-x@example.test', 'wrong', '192.0.2.200');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

// Redis is the store when REDIS_URL is set (the scale-out). npm test finds or starts the machine's
// Redis and names it in TEST_REDIS_URL for the PGlite pass; without one these cases are skipped.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
if (!redisUrl) console.log('sign-in limits on Redis: skipped, no TEST_REDIS_URL or REDIS_URL (npm test sets it)');
(redisUrl ? describe : describe.skip)('on Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  test('two processes share the account count', async () => {
    const limits = [0, 1].map(() => {
      const client = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return createSignInLimits(sharedLimiterFactory(undefined as never, client));
    });
    const email = `redis-${Date.now()}@example.test`;
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures + 4; i += 1) {
      await limits[i % 2].failed(email, `198.51.100.${i}`);
    }
    // One process's try takes the account's slot for its delay (16 s); the other process waits.
    expect(await limits[0].admit(email, '198.51.100.99')).toEqual({ ok: true });
    expect(await limits[1].admit(email, '198.51.100.98')).toMatchObject({ ok: false, scope: 'account' });
    await limits[1].succeeded(email);
    expect(await limits[0].admit(email, '198.51.100.99')).toEqual({ ok: true });
  });
});
