// Per-person rate limits on the provider's busiest writes (DESIGN.md security; figures and texts in
// lib/rate-limits.ts): a signed-in person over the limit gets 429 with Retry-After (whole seconds)
// and a message that says when to try again. Checked and recorded in one synchronous step, so
// requests arriving together cannot all slip under the limit. Every allowed request counts, refused
// ones included (a 409 costs a transaction too); a 429 does not. One window per provider process
// (server/provider/accounts/rate-limit.ts), as for sign-in.
import type { MiddlewareHandler } from 'hono';
import type { RateLimit } from '@/lib/rate-limits';
import { SlidingWindowLimiter } from '../accounts/rate-limit';
import { currentUser } from './auth';
import { fail } from './respond';
import type { AppEnv } from './types';

/** Runs after requireUser. `now` is for tests. */
export function perUserRateLimit(
  limit: RateLimit,
  message: (limit: RateLimit, retryAfterSeconds: number) => string,
  now?: () => number,
): MiddlewareHandler<AppEnv> {
  const limiter = new SlidingWindowLimiter(limit.count, limit.windowSeconds * 1000, now);
  return async (c, next) => {
    const key = String(currentUser(c).id);
    const check = limiter.check(key);
    if (!check.allowed) {
      c.header('Retry-After', String(check.retryAfter));
      return fail(c, 429, message(limit, check.retryAfter));
    }
    limiter.hit(key);
    await next();
  };
}
