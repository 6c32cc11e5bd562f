import { describe, expect, test } from '@jest/globals';
import {
  admit,
  CLOSED,
  PROVIDER_BREAKER,
  recordFailure,
  recordSuccess,
  retryAfterSeconds,
  type BreakerState,
} from '@/lib/circuit-breaker';

const options = { failureThreshold: 3, coolDownMs: 3_000 };

/** Fails `n` calls in a row at time `now`, starting from `state`. */
function failTimes(state: BreakerState, n: number, now = 0): BreakerState {
  let s = state;
  for (let i = 0; i < n; i++) s = recordFailure(s, now, options);
  return s;
}

describe('circuit breaker (issue 15: the provider is down)', () => {
  test('the provider breaker opens after a few failures and cools down briefly', () => {
    expect(PROVIDER_BREAKER.failureThreshold).toBeGreaterThanOrEqual(2);
    expect(PROVIDER_BREAKER.failureThreshold).toBeLessThanOrEqual(5);
    expect(PROVIDER_BREAKER.coolDownMs).toBeLessThanOrEqual(10_000);
  });

  test('closed lets every call out and counts failures in a row', () => {
    expect(admit(CLOSED, 0, options)).toEqual({ admission: 'call', state: CLOSED });
    expect(failTimes(CLOSED, 2)).toEqual({ phase: 'closed', failures: 2 });
  });

  test('an answer in between resets the count: failures must be consecutive', () => {
    const s = recordFailure(recordSuccess(), 0, options);
    expect(failTimes(recordSuccess(), 0)).toEqual(CLOSED);
    expect(failTimes(recordSuccess(), 1)).toEqual(s);
    expect(admit(failTimes(CLOSED, 2), 0, options).admission).toBe('call');
  });

  test('the threshold-th failure in a row opens it, and an open breaker refuses at once', () => {
    const open = failTimes(CLOSED, 3, 1_000);
    expect(open).toEqual({ phase: 'open', openedAt: 1_000 });
    expect(admit(open, 1_001, options)).toEqual({ admission: 'refuse', state: open });
    expect(admit(open, 3_999, options).admission).toBe('refuse');
  });

  test('after the cool-down one trial call goes out (half-open); others are refused meanwhile', () => {
    const open = failTimes(CLOSED, 3, 1_000);
    const first = admit(open, 4_000, options);
    expect(first).toEqual({ admission: 'trial', state: { phase: 'half-open', trialSince: 4_000 } });
    expect(admit(first.state, 4_100, options).admission).toBe('refuse');
  });

  test('the trial answering closes it; the trial failing opens it for another cool-down', () => {
    const half: BreakerState = { phase: 'half-open', trialSince: 4_000 };
    expect(recordSuccess()).toEqual(CLOSED);
    const reopened = recordFailure(half, 4_050, options);
    expect(reopened).toEqual({ phase: 'open', openedAt: 4_050 });
    expect(admit(reopened, 7_000, options).admission).toBe('refuse');
    expect(admit(reopened, 7_050, options).admission).toBe('trial');
  });

  test('a trial that never settles is replaced after another cool-down', () => {
    const half: BreakerState = { phase: 'half-open', trialSince: 4_000 };
    expect(admit(half, 6_999, options).admission).toBe('refuse');
    expect(admit(half, 7_000, options)).toEqual({
      admission: 'trial',
      state: { phase: 'half-open', trialSince: 7_000 },
    });
  });

  test('a late failure of a call let out before opening does not extend the cool-down', () => {
    const open: BreakerState = { phase: 'open', openedAt: 1_000 };
    expect(recordFailure(open, 2_500, options)).toBe(open);
  });

  test('Retry-After is the rest of the cool-down in whole seconds, at least 1', () => {
    const open: BreakerState = { phase: 'open', openedAt: 1_000 };
    expect(retryAfterSeconds(open, 1_000, options)).toBe(3);
    expect(retryAfterSeconds(open, 2_100, options)).toBe(2);
    expect(retryAfterSeconds(open, 3_999, options)).toBe(1);
    expect(retryAfterSeconds(open, 9_000, options)).toBe(1);
    expect(retryAfterSeconds(CLOSED, 0, options)).toBe(3);
  });
});
