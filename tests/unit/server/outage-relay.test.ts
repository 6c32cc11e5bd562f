/**
 * @jest-environment node
 */
// The provider is down (issue 15): what a BFF mutation answers. The client's unreachable result
// used to be status 0, which NextResponse refuses (RangeError), so the browser got an empty 500.
import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { MESSAGES } from '@/lib/constants';
import { createProviderGate } from '@/server/bff/provider-breaker';
import { createProviderClient } from '@/server/bff/provider-client';
import { relay, relayFailure } from '@/server/bff/route-guards';

const refused = async (): Promise<Response> => {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });
};

describe('a mutation while the provider is down', () => {
  test('answers 503 with Retry-After and the generic message, at once', async () => {
    const call = createProviderClient({
      baseUrl: 'http://127.0.0.1:4010',
      fetch: refused as typeof fetch,
      sleep: async () => {},
      gate: createProviderGate(),
    });
    const started = Date.now();
    const result = await call('/ideas/v2', { method: 'POST', body: { title: 'kept' }, schema: z.unknown() });
    if (result.ok) throw new Error('the call cannot succeed');
    const res = relayFailure(result);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toEqual({ errors: [{ field: '*', error: MESSAGES.generic }] });
  });

  test('relay passes the same answer on', async () => {
    const res = relay({ ok: false, status: 503, errors: [{ field: '*', error: MESSAGES.generic }], retryAfter: 3 });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
  });
});
