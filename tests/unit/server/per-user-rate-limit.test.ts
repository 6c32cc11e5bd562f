// The rate-limit middleware of the provider (server/provider/http/rate-limits.ts) on a clock the
// test moves: the Nth request of a window passes, the next gets 429 with Retry-After, the window
// slides, and people do not share one.
import { expect, test } from '@jest/globals';
import { Hono } from 'hono';
import { perUserRateLimit } from '@/server/provider/http/rate-limits';
import type { AppEnv } from '@/server/provider/http/types';

function app(limit: { count: number; windowSeconds: number }) {
  let now = 1_000_000;
  const server = new Hono<AppEnv>();
  server.use('*', async (c, next) => {
    c.set('user', { id: Number(c.req.header('x-user')) } as never);
    await next();
  });
  server.post(
    '/x',
    perUserRateLimit(
      limit,
      (l, wait) => `${l.count} per ${l.windowSeconds}s; wait ${wait}`,
      () => now,
    ),
    (c) => c.json({ data: 'ok' }, 201),
  );
  return {
    send: (user = 1) => server.request('/x', { method: 'POST', headers: { 'x-user': String(user) } }),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

test('the Nth request passes, N+1 is refused with 429, Retry-After and the message', async () => {
  const { send, advance } = app({ count: 3, windowSeconds: 60 });
  for (let i = 0; i < 3; i++) {
    expect((await send()).status).toBe(201);
    advance(10_000);
  }
  const refused = await send();
  expect(refused.status).toBe(429);
  // The first request was 30 s ago: its slot frees in 30 s.
  expect(refused.headers.get('retry-after')).toBe('30');
  expect(await refused.json()).toEqual({ errors: [{ field: '*', error: '3 per 60s; wait 30' }] });
});

test('the window slides: a slot frees exactly when the oldest request leaves it', async () => {
  const { send, advance } = app({ count: 2, windowSeconds: 60 });
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(201);
  advance(59_999);
  expect((await send()).status).toBe(429);
  advance(1);
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(429);
});

test('each person has their own window', async () => {
  const { send } = app({ count: 1, windowSeconds: 60 });
  expect((await send(1)).status).toBe(201);
  expect((await send(1)).status).toBe(429);
  expect((await send(2)).status).toBe(201);
});
