// Sign-in limits of the accounts gateway (DESIGN.md, security posture), with rate-limiter-flexible:
// - per account (the email): the first failures are free; after that every further try waits a
//   growing delay (1, 2, 4 … seconds, at most a minute). The server holds a try through a short
//   wait and answers 429 with Retry-After for a longer one. It slows guessing from any number of
//   addresses and never locks the owner out: a correct password gets in once the delay has passed,
//   and resets the account's count.
// - per client address (clientAddress: X-Forwarded-For only behind TRUSTED_PROXY): failures per
//   window, then 429 until the window ends.
// - a global cap on attempts per second window, against a spray over many accounts and addresses.
// Counts live in the database (RateLimiterDrizzle over the rate_limits table, PGlite or a Postgres
// server) or in Redis when REDIS_URL is set (in memory per process while Redis is down), so every
// provider process shares them.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { lt } from 'drizzle-orm';

export const SIGN_IN_LIMITS = {
  /** Failed tries of one account before the delays begin, counted over `accountWindowSeconds`. */
  accountFreeFailures: 5,
  accountWindowSeconds: 60 * 60,
  delayBaseSeconds: 1,
  delayMaxSeconds: 60,
  /** A try waits in the server up to this long; a longer delay answers 429 with Retry-After. */
  holdMaxMs: 5_000,
  /** Failed tries from one address per window. */
  addressFailures: 30,
  addressWindowSeconds: 10 * 60,
  /** All sign-in tries of every account and address, per window. */
  globalAttempts: 600,
  globalWindowSeconds: 60,
};
export type SignInLimitSettings = typeof SIGN_IN_LIMITS;

export type SignInGate = { ok: true } | { ok: false; scope: 'account' | 'address' | 'global'; retryAfter: number };

type LimiterOptions = { keyPrefix: string; points: number; duration: number };
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

/** Limiters on the rate_limits table (every process on this database shares them), or on Redis. */
export function sharedLimiterFactory(db: Db, redis?: Redis): LimiterFactory {
  return (options) => {
    // While Redis cannot answer, this process counts alone (the insurance) rather than failing sign-in.
    if (redis)
      return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
    // Expired rows are swept by the job queue ('sweep-rate-limits', jobs/queue.ts), not by a timer per app:
    // the library's own timer outlives a closed database (every test app would leave one behind).
    return new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
  };
}

/** The delay before the next try after `failures` failed ones (0 while they are free). */
export function accountDelaySeconds(failures: number, settings: SignInLimitSettings = SIGN_IN_LIMITS): number {
  if (failures < settings.accountFreeFailures) return 0;
  const steps = failures - settings.accountFreeFailures;
  return Math.min(settings.delayMaxSeconds, settings.delayBaseSeconds * 2 ** Math.min(steps, 30));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The rejection of a limiter (a RateLimiterRes), or a store failure rethrown. */
function rejection(err: unknown): RateLimiterRes {
  if (err instanceof RateLimiterRes) return err;
  throw err;
}

export function createSignInLimits(create: LimiterFactory, settings: SignInLimitSettings = SIGN_IN_LIMITS) {
  const global = create({
    keyPrefix: 'signin:all',
    points: settings.globalAttempts,
    duration: settings.globalWindowSeconds,
  });
  const addresses = create({
    keyPrefix: 'signin:address',
    points: settings.addressFailures,
    duration: settings.addressWindowSeconds,
  });
  // Failures are counted with penalty() (never rejects); the points are only a ceiling.
  const accountFailures = create({
    keyPrefix: 'signin:account',
    points: Number.MAX_SAFE_INTEGER,
    duration: settings.accountWindowSeconds,
  });
  // One try per delay: a try takes the account's slot for the delay its failures earned.
  const pace = create({ keyPrefix: 'signin:pace', points: 1, duration: settings.delayBaseSeconds });
  const accountKey = (email: string) => email.trim().toLowerCase();

  /** Takes the account's slot, holding the try through a short wait; the wait left when too long. */
  async function takeSlot(account: string): Promise<number> {
    for (let round = 0; round < 3; round += 1) {
      const failures = (await accountFailures.get(account))?.consumedPoints ?? 0;
      const delay = accountDelaySeconds(failures, settings);
      if (delay === 0) return 0;
      try {
        await pace.consume(account, 1, { customDuration: delay });
        return 0;
      } catch (err) {
        const wait = rejection(err).msBeforeNext;
        if (wait > settings.holdMaxMs) return wait;
        await sleep(wait + 20);
      }
    }
    return settings.holdMaxMs;
  }

  return {
    /** May this try be checked now? Holds it through a short account delay. */
    async admit(email: string, address: string): Promise<SignInGate> {
      try {
        await global.consume('all');
      } catch (err) {
        return { ok: false, scope: 'global', retryAfter: seconds(rejection(err).msBeforeNext) };
      }
      const fromAddress = await addresses.get(address);
      if (fromAddress && fromAddress.consumedPoints >= settings.addressFailures)
        return { ok: false, scope: 'address', retryAfter: seconds(fromAddress.msBeforeNext) };
      const wait = await takeSlot(accountKey(email));
      return wait > 0 ? { ok: false, scope: 'account', retryAfter: seconds(wait) } : { ok: true };
    },
    async failed(email: string, address: string): Promise<void> {
      await Promise.all([accountFailures.penalty(accountKey(email)), addresses.penalty(address)]);
    },
    /** The owner got in: the account starts afresh (the address keeps its count). */
    async succeeded(email: string): Promise<void> {
      await Promise.all([accountFailures.delete(accountKey(email)), pace.delete(accountKey(email))]);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;

/** How long past expiry a spent count is kept (the 'sweep-rate-limits' job deletes it then). */
export const RATE_LIMIT_SWEEP = { keepExpiredMs: 60 * 60_000 };

/** Deletes counts that expired over an hour ago; returns how many went. */
export async function sweepExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - RATE_LIMIT_SWEEP.keepExpiredMs)))
    .returning({ key: rateLimits.key });
  return gone.length;
}
