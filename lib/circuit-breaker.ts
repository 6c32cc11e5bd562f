// The circuit breaker in front of the provider API (DESIGN.md performance budgets, 'Provider down';
// issue 15 item 1). Pure state machine: no clock, no timers, no IO; the caller passes `now` and
// keeps the state (server/bff/provider-breaker.ts holds one per web process).
//
//   closed --(failureThreshold failures in a row)--> open --(coolDownMs later, one call)--> half-open
//   half-open --(the trial call answers)--> closed;  half-open --(the trial call fails)--> open
//
// While open every call is refused at once, so a page learns of an outage in no time instead of
// waiting for connections and retries; the first call after the cool-down is the trial. Only the
// trial goes out while half-open; a trial that never settles (a hung connection) is replaced by a
// new one after another cool-down.

export interface BreakerOptions {
  /** Failed calls in a row that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before one trial call may go out. */
  coolDownMs: number;
}

/** The provider breaker's figures: a few failures, a short cool-down. */
export const PROVIDER_BREAKER: BreakerOptions = { failureThreshold: 3, coolDownMs: 3_000 };

export type BreakerState =
  | { phase: 'closed'; failures: number }
  | { phase: 'open'; openedAt: number }
  | { phase: 'half-open'; trialSince: number };

export const CLOSED: BreakerState = { phase: 'closed', failures: 0 };

/** What may happen to a call: go out, go out as the half-open trial, or be refused now. */
export type Admission = 'call' | 'trial' | 'refuse';

/** Decides a call about to start, and the state after it starts. */
export function admit(
  state: BreakerState,
  now: number,
  options: BreakerOptions,
): { admission: Admission; state: BreakerState } {
  switch (state.phase) {
    case 'closed':
      return { admission: 'call', state };
    case 'open':
      if (now - state.openedAt < options.coolDownMs) return { admission: 'refuse', state };
      return { admission: 'trial', state: { phase: 'half-open', trialSince: now } };
    case 'half-open':
      if (now - state.trialSince < options.coolDownMs) return { admission: 'refuse', state };
      return { admission: 'trial', state: { phase: 'half-open', trialSince: now } };
  }
}

/** The provider answered (any HTTP answer, even an error: it is up). */
export function recordSuccess(): BreakerState {
  return CLOSED;
}

/** The provider could not be reached (refused, timed out, a gateway in front said it is gone). */
export function recordFailure(state: BreakerState, now: number, options: BreakerOptions): BreakerState {
  switch (state.phase) {
    case 'closed': {
      const failures = state.failures + 1;
      return failures >= options.failureThreshold ? { phase: 'open', openedAt: now } : { phase: 'closed', failures };
    }
    case 'half-open':
      return { phase: 'open', openedAt: now };
    case 'open':
      // A call admitted before the breaker opened failing late does not extend the cool-down.
      return state;
  }
}

/** Whole seconds until a call may be tried again (Retry-After), at least 1. */
export function retryAfterSeconds(state: BreakerState, now: number, options: BreakerOptions): number {
  const since = state.phase === 'open' ? state.openedAt : state.phase === 'half-open' ? state.trialSince : now;
  const left = options.coolDownMs - (now - since);
  return Math.max(1, Math.ceil(left / 1000));
}
