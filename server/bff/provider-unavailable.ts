import 'server-only';
// The provider failed rather than refused (issue 15 item 1): what loaders throw (STYLE rule 5) and
// what a route handler answers for it (route-guards.ts withProviderOutage), kept apart from the
// loaders so the route guards need none of their imports.
import { PROVIDER_BREAKER } from '@/lib/circuit-breaker';

/**
 * The provider failed (not a 404, not a 401): the page cannot be shown as it is, so it must not be
 * kept, and nobody is sent to sign in for it. The root error boundary (app/error.tsx) shows the
 * generic message with a retry; the visitor cache keeps serving its last good render. A route
 * handler answers 503 with `retryAfter` (seconds, from the circuit breaker) instead.
 */
export class ProviderUnavailableError extends Error {
  readonly retryAfter: number;

  constructor(what: string, status: number, retryAfter?: number) {
    super(`The provider could not load ${what} (status ${status})`);
    this.name = 'ProviderUnavailableError';
    this.retryAfter = retryAfter ?? Math.ceil(PROVIDER_BREAKER.coolDownMs / 1000);
  }
}
