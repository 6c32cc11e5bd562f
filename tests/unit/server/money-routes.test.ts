/**
 * @jest-environment node
 */
// The money BFF routes (issue 16 §1, §2, §8): the browser's Idempotency-Key goes to the provider
// with the body, a malformed one does not, a call from another site never reaches the provider,
// and Stripe's webhook reaches it byte for byte with its signature, its answer relayed as it came.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';

type Call = { path: string; request: { method?: string; body?: unknown; headers?: Record<string, string> } };
const calls: Call[] = [];
const answer = jest.fn<() => Promise<unknown>>();
jest.mock('@/server/bff/provider', () => ({
  provider: (path: string, request: Call['request']) => {
    calls.push({ path, request });
    return answer();
  },
  publicProvider: () => answer(),
}));
jest.mock('@/server/bff/session', () => ({ currentSession: async () => ({ token: 'tok', shadow: false }) }));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('next/cache', () => ({ revalidateTag: () => {} }));

const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://nervus.localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  });

beforeEach(() => {
  jest.resetModules();
  calls.length = 0;
  answer.mockReset();
});

describe('money mutations', () => {
  test('a deposit carries its Idempotency-Key to the provider', async () => {
    answer.mockResolvedValue({ ok: true, status: 201, data: { credited: true, balance_cents: 2500 } });
    const { POST } = await import('@/app/api/wallet/deposits/route');
    const res = await POST(post('/api/wallet/deposits', { amount_cents: 2500 }, { 'idempotency-key': KEY }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { credited: true, balance_cents: 2500 } });
    expect(calls).toEqual([
      {
        path: '/wallet/deposits',
        request: expect.objectContaining({
          method: 'POST',
          body: { amount_cents: 2500 },
          headers: { 'idempotency-key': KEY },
        }),
      },
    ]);
  });

  test('a malformed key is not passed on; a paid idea carries its fee and key', async () => {
    answer.mockResolvedValue({ ok: false, status: 402, errors: [{ field: 'entry_fee_cents', error: 'short' }] });
    const { POST } = await import('@/app/api/ideas/route');
    const entry = { challenge: 'parks', title: 'Benches', description: 'Solar', entry_fee_cents: 200 };
    const refused = await POST(post('/api/ideas', entry, { 'idempotency-key': KEY }));
    expect(refused.status).toBe(402);
    expect(calls[0].request).toMatchObject({ body: { entry_fee_cents: 200 }, headers: { 'idempotency-key': KEY } });
    await POST(post('/api/ideas', entry, { 'idempotency-key': 'no spaces allowed' }));
    expect(calls[1].request.headers).toBeUndefined();
  });

  test('a withdrawal from another site is refused before the provider; a bad amount is a 422', async () => {
    const { POST } = await import('@/app/api/wallet/withdrawals/route');
    const crossSite = await POST(
      post('/api/wallet/withdrawals', { amount_cents: 500, destination: 'x' }, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    const invalid = await POST(post('/api/wallet/withdrawals', { amount_cents: 5, destination: 'x' }));
    expect(invalid.status).toBe(422);
    expect(calls).toHaveLength(0);
  });
});

describe('the Stripe webhook relay', () => {
  test('passes the exact raw body and the signature, and relays the answer', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const realFetch = global.fetch;
    global.fetch = (async (url: string | URL, init: RequestInit) => {
      sent.push({ url: String(url), init });
      return new Response(
        JSON.stringify({ errors: [{ field: '*', error: 'Webhook signature verification failed.' }] }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      );
    }) as typeof fetch;
    try {
      const { POST } = await import('@/app/api/payments/stripe/webhook/route');
      const raw = '{"id":"evt_1",  "type":"checkout.session.completed"}\n';
      const res = await POST(
        new Request('http://nervus.localhost:3000/api/payments/stripe/webhook', {
          method: 'POST',
          headers: { 'stripe-signature': 't=1,v1=abc', 'content-type': 'application/json' },
          body: raw,
        }),
      );
      expect(res.status).toBe(400);
      expect(sent).toHaveLength(1);
      expect(sent[0].url).toMatch(/\/payments\/stripe\/webhook$/);
      expect(sent[0].init.body).toBe(raw);
      expect((sent[0].init.headers as Record<string, string>)['stripe-signature']).toBe('t=1,v1=abc');
    } finally {
      global.fetch = realFetch;
    }
  });
});
