import { describe, expect, test } from '@jest/globals';
import { SENTRY_SAMPLING, shouldReport } from '@/lib/error-reporting';

describe('error reporting (spec 1 §8, §9)', () => {
  test('sample rates', () => {
    expect(SENTRY_SAMPLING).toEqual({
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      tracesSampleRate: 0.1,
    });
  });
  test.each([401, 403, 404, 412, 422, 429, 504])('status %i is not reported', (status) => {
    expect(shouldReport({ extra: { status } })).toBe(false);
    expect(shouldReport({ contexts: { response: { status_code: status } } })).toBe(false);
  });
  test.each([500, 502, 400])('status %i is reported', (status) => {
    expect(shouldReport({ extra: { status } })).toBe(true);
  });
  test('an event without a status is reported', () => {
    expect(shouldReport({})).toBe(true);
  });
});
