/**
 * @jest-environment node
 */
import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { BODY_LIMITS } from '@/lib/body-limits';
import { BODY_TEXTS } from '@/lib/contracts/errors';
import { invalidInput, refuseCrossSite, refuseLargeBody, relay } from '@/server/bff/route-guards';

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

describe('request bodies in the BFF (issue 15 item 7)', () => {
  const own = { origin: 'http://nervus.localhost:3000' };
  const at = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request(`http://nervus.localhost:3000${path}`, {
      method: 'POST',
      ...init,
      headers: { ...own, ...init.headers },
    });

  test('a JSON body declared over the limit is refused with 413 before it is read', async () => {
    const res = await refuseCrossSite(
      at('/api/feedback', { headers: { 'content-length': String(BODY_LIMITS.json + 1) } }),
    );
    expect(res?.status).toBe(413);
    expect(await res!.json()).toEqual({ errors: [{ field: '*', error: BODY_TEXTS.tooLarge }] });
    expect(await refuseCrossSite(at('/api/feedback', { headers: { 'content-length': '2000' } }))).toBeNull();
  });

  test('uploads are allowed their larger limit', async () => {
    const upload = at('/api/files/upload/0123456789abcdef0123456789abcdef.png', {
      method: 'PUT',
      headers: { 'content-length': String(BODY_LIMITS.json * 4) },
    });
    expect(await refuseCrossSite(upload)).toBeNull();
  });

  test('a body streamed without a length is counted and refused past the limit; the route can still read a small one', async () => {
    const stream = (bytes: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 8192)
            controller.enqueue(new Uint8Array(Math.min(8192, bytes - sent)));
          controller.close();
        },
      });
    const big = at('/api/ideas', { body: stream(BODY_LIMITS.json + 10), duplex: 'half' } as RequestInit & {
      headers?: Record<string, string>;
    });
    expect((await refuseLargeBody(big))?.status).toBe(413);
    const small = new Request('http://nervus.localhost:3000/api/ideas', {
      method: 'POST',
      body: new Blob(['{"a":1}']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await refuseLargeBody(small)).toBeNull();
    expect(await small.json()).toEqual({ a: 1 });
  });

  test('a body that is not JSON is named as such, not "expected object, received null"', async () => {
    const parsed = z.object({ text: z.string() }).safeParse(null);
    expect(parsed.success).toBe(false);
    const res = invalidInput(parsed.error!);
    expect(await res.json()).toEqual({ errors: [{ field: '*', error: BODY_TEXTS.invalidJson }] });
    const field = z.object({ text: z.string() }).safeParse({ text: 3 });
    expect((await invalidInput(field.error!).json()).errors[0]).toMatchObject({ field: 'text' });
    expect((await invalidInput(field.error!).json()).errors[0].error).not.toBe(BODY_TEXTS.invalidJson);
  });
});
