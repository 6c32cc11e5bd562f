/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { relay } from '@/server/bff/route-guards';

describe('relay: a provider answer passed on to the browser', () => {
  test('success keeps the data and the chosen status', async () => {
    const res = relay({ ok: true, status: 200, data: { id: 7 } }, 201);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { id: 7 } });
  });
  test('a 429 keeps its errors and its Retry-After, so the browser knows when to try again', async () => {
    const errors = [{ field: '*', error: 'Too many replies from this address. Please try again in a few minutes.' }];
    const res = relay({ ok: false, status: 429, errors, retryAfter: 412 });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('412');
    expect(await res.json()).toEqual({ errors });
  });
  test('other refusals carry no Retry-After', () => {
    const res = relay({ ok: false, status: 422, errors: [{ field: 'text', error: 'Too short' }] });
    expect(res.status).toBe(422);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});

describe('relay with headers: personal answers stay out of shared caches', () => {
  test('success and refusal both carry the headers', () => {
    const noStore = { 'cache-control': 'no-store' };
    expect(relay({ ok: true, status: 200, data: {} }, 200, noStore).headers.get('cache-control')).toBe('no-store');
    const refused = relay({ ok: false, status: 503, errors: [{ field: '*', error: 'Down' }] }, 200, noStore);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
  test('a 429 keeps its Retry-After beside the headers', () => {
    const res = relay({ ok: false, status: 429, errors: [], retryAfter: 30 }, 200, { 'cache-control': 'no-store' });
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
