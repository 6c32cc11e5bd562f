import { describe, expect, test } from '@jest/globals';
import {
  isReportedStatus,
  networkFailureOf,
  REFUSED_RETRY_DELAY_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_LIMITS,
  retryDelay,
} from '@/lib/retry';

describe('retryDelay (spec 1 §8)', () => {
  test('limits and base delay match the spec', () => {
    expect(RETRY_LIMITS).toEqual({ processing102: 5, gatewayTimeout504: 4, network0: 3, default: 3 });
    expect(RETRY_BASE_DELAY_MS).toBe(2000);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s is never retried', (method) => {
    for (const status of [0, 102, 502, 503, 504]) {
      for (const attempt of [1, 2, 3]) expect(retryDelay(method, status, attempt)).toBeNull();
    }
  });

  test('method is case-insensitive for GET', () => {
    expect(retryDelay('get', 504, 1)).toBe(2000);
  });

  test('102 is retried at attempts 1..5, not 6', () => {
    for (let a = 1; a <= 5; a++) expect(retryDelay('GET', 102, a)).toBe(2000);
    expect(retryDelay('GET', 102, 6)).toBeNull();
  });

  test('504 is retried at attempts 1..4, not 5', () => {
    for (let a = 1; a <= 4; a++) expect(retryDelay('GET', 504, a)).toBe(2000);
    expect(retryDelay('GET', 504, 5)).toBeNull();
  });

  test('network failure (0) at attempts 1..3 with doubling delays 2 s, 4 s, 8 s; not at 4', () => {
    expect(retryDelay('GET', 0, 1)).toBe(2000);
    expect(retryDelay('GET', 0, 2)).toBe(4000);
    expect(retryDelay('GET', 0, 3)).toBe(8000);
    expect(retryDelay('GET', 0, 4)).toBeNull();
  });

  test('503 uses the default of 3 retries of 2 s', () => {
    for (let a = 1; a <= 3; a++) expect(retryDelay('GET', 503, a)).toBe(2000);
    expect(retryDelay('GET', 503, 4)).toBeNull();
  });

  test('attempt 0 or negative is never retried', () => {
    expect(retryDelay('GET', 504, 0)).toBeNull();
    expect(retryDelay('GET', 0, -1)).toBeNull();
  });

  test.each([200, 201, 204, 400, 401, 403, 404, 412, 422, 429])('%i is never retried', (status) => {
    expect(retryDelay('GET', status, 1)).toBeNull();
  });
});

describe('failures without an answer (issue 15: the provider is down)', () => {
  test('a refused connection gets one quick retry, whatever the method, and no backoff', () => {
    expect(REFUSED_RETRY_DELAY_MS).toBeLessThanOrEqual(200);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expect(retryDelay(method, 0, 1, 'refused')).toBe(REFUSED_RETRY_DELAY_MS);
      expect(retryDelay(method, 0, 2, 'refused')).toBeNull();
      expect(retryDelay(method, 0, 3, 'refused')).toBeNull();
    }
  });

  test('a call that waited out its timeout is not retried', () => {
    expect(retryDelay('GET', 0, 1, 'timeout')).toBeNull();
  });

  test('other network failures keep the spec policy: GET only, 2, 4, 8 s', () => {
    expect(retryDelay('GET', 0, 1, 'other')).toBe(2000);
    expect(retryDelay('GET', 0, 3, 'other')).toBe(8000);
    expect(retryDelay('POST', 0, 1, 'other')).toBeNull();
  });

  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), { code: 'ECONNREFUSED', syscall: 'connect' });

  test('undici wraps a refused connection in a TypeError cause', () => {
    expect(networkFailureOf(new TypeError('fetch failed', { cause: refused() }))).toBe('refused');
  });

  test('several addresses: an AggregateError of refusals', () => {
    const all = Object.assign(new AggregateError([refused(), refused()], ''), { code: 'ECONNREFUSED' });
    expect(networkFailureOf(new TypeError('fetch failed', { cause: all }))).toBe('refused');
    const inner = new AggregateError([refused()], '');
    expect(networkFailureOf(new TypeError('fetch failed', { cause: inner }))).toBe('refused');
  });

  test('an unknown host is not there either', () => {
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND provider'), { code: 'ENOTFOUND' });
    expect(networkFailureOf(new TypeError('fetch failed', { cause: dns }))).toBe('refused');
  });

  test('timeouts: the abort signal, and undici connect timeouts', () => {
    const abort = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    expect(networkFailureOf(abort)).toBe('timeout');
    const connect = Object.assign(new Error('Connect Timeout Error'), { code: 'UND_ERR_CONNECT_TIMEOUT' });
    expect(networkFailureOf(new TypeError('fetch failed', { cause: connect }))).toBe('timeout');
  });

  test('a reset connection, or anything else, is "other"', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(networkFailureOf(new TypeError('fetch failed', { cause: reset }))).toBe('other');
    expect(networkFailureOf(new TypeError('fetch failed'))).toBe('other');
    expect(networkFailureOf(null)).toBe('other');
    expect(networkFailureOf('boom')).toBe('other');
  });

  test('a cause cycle does not loop', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(networkFailureOf(a)).toBe('other');
  });
});

describe('isReportedStatus', () => {
  test.each([401, 403, 404, 412, 422, 429, 504])('%i is not reported', (status) => {
    expect(isReportedStatus(status)).toBe(false);
  });

  test.each([400, 409, 500, 502, 503])('%i is reported', (status) => {
    expect(isReportedStatus(status)).toBe(true);
  });

  test('network noise (0) and non-errors are not reported', () => {
    expect(isReportedStatus(0)).toBe(false);
    expect(isReportedStatus(200)).toBe(false);
    expect(isReportedStatus(399)).toBe(false);
  });
});
