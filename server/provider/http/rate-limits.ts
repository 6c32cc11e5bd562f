// Per-person rate limits on the provider's busiest writes (DESIGN.md security; figures and texts in
// lib/rate-limits.ts): a signed-in person over the limit gets 429 with Retry-After (whole seconds)
// and a message that says when to try again. Every allowed request counts, refused ones included
// (a 409 costs a transaction too); a 429 does not.
// - Alone (no REDIS_URL): a sliding window in this process, checked and recorded in one synchronous
//   step, so requests arriving together cannot all slip under the limit.
// - Scaled out (REDIS_URL, shareRateLimits from main.ts): one fixed window per person in Redis that
//   every provider process counts into (rate-limiter-flexible, an atomic increment), so the limit
//   holds across processes together; while Redis cannot answer, each process counts alone in memory
//   (the insurance limiter) rather than refusing or waving everybody through.
import type { MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit } from '@/lib/rate-limits';
import { SlidingWindowLimiter } from '../accounts/rate-limit';
import { currentUser } from './auth';
import { fail } from './respond';
import type { AppEnv } from './types';

type Message = (limit: RateLimit, retryAfterSeconds: number) => string;
export type Gate = (key: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

let shared: { redis: Redis; prefix: string } | null = null;

/** Counts every later-built limit in Redis (the provider process calls it once at start). */
export function shareRateLimits(redis: Redis, prefix: string): void {
  shared = { redis, prefix };
}

function memoryGate(limit: RateLimit, now?: () => number): Gate {
  const limiter = new SlidingWindowLimiter(limit.count, limit.windowSeconds * 1000, now);
  return async (key) => {
    const check = limiter.check(key);
    if (!check.allowed) return { allowed: false, retryAfter: check.retryAfter };
    limiter.hit(key);
    return { allowed: true };
  };
}

function redisGate(limit: RateLimit, name: string, store: { redis: Redis; prefix: string }): Gate {
  const options = { keyPrefix: `${store.prefix}limit:${name}`, points: limit.count, duration: limit.windowSeconds };
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return async (key) => {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
    }
  };
}

/**
 * A limit counted in Redis when the process shares its limits, in this process otherwise; `name`
 * keeps its keys apart from other limits'. Checking counts the attempt. `now` (tests) forces memory.
 */
export function rateGate(limit: RateLimit, name: string, now?: () => number): Gate {
  return shared && !now ? redisGate(limit, name, shared) : memoryGate(limit, now);
}

export type Counter = {
  /** Counts an attempt if the limit allows one more; refused attempts are not counted. */
  take: (key: string) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;
  /** Gives back an attempt that turned out not to count (a form with mistakes). */
  refund: (key: string) => Promise<void>;
};

/**
 * A limit that counts only what succeeds (new accounts): an attempt is taken before the work, in
 * one atomic step so that requests arriving together cannot all slip under the limit, and given
 * back when the work is refused. Shared in Redis like rateGate when the process shares its limits.
 */
export function rateCounter(limit: RateLimit, name: string, now?: () => number): Counter {
  if (!shared || now) {
    const limiter = new SlidingWindowLimiter(limit.count, limit.windowSeconds * 1000, now);
    return {
      take: async (key) => {
        const result = limiter.check(key);
        if (!result.allowed) return { allowed: false, retryAfter: result.retryAfter };
        limiter.hit(key);
        return { allowed: true };
      },
      refund: async (key) => limiter.undo(key),
    };
  }
  const options = { keyPrefix: `${shared.prefix}limit:${name}`, points: limit.count, duration: limit.windowSeconds };
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: shared.redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return {
    take: async (key) => {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        // Redis counted the refused attempt too; as in memory, only allowed ones count.
        await limiter.reward(key, 1);
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
      }
    },
    refund: async (key) => {
      await limiter.reward(key, 1);
    },
  };
}

/** Runs after requireUser. `now` is for tests (the in-memory window only). */
export function perUserRateLimit(limit: RateLimit, message: Message, now?: () => number): MiddlewareHandler<AppEnv> {
  // The message's function names the limit in Redis (tooManyIdeasMessage, tooManyRatingsMessage...).
  const gate = rateGate(limit, message.name || 'writes', now);
  return async (c, next) => {
    const check = await gate(String(currentUser(c).id));
    if (!check.allowed) {
      c.header('Retry-After', String(check.retryAfter));
      return fail(c, 429, message(limit, check.retryAfter));
    }
    await next();
  };
}
