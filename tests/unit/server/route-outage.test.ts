/**
 * @jest-environment node
 */
// BFF routes whose loaders throw ProviderUnavailableError (getViewer) while the provider is down
// (issue 15 item 1): they answer 503 with Retry-After and the generic message, like every relayed
// call, not the empty 500 of an uncaught error; a change that already succeeded stays a success.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { MESSAGES } from '@/lib/constants';

type Result = {
  ok: boolean;
  status: number;
  data?: unknown;
  errors?: unknown[];
  unavailable?: true;
  retryAfter?: number;
};
const answer = jest.fn<(path: string) => Promise<Result>>();
jest.mock('@/server/bff/provider', () => ({
  provider: (path: string) => answer(path),
  publicProvider: (path: string) => answer(path),
}));
jest.mock('@/server/bff/session', () => ({ currentSession: async () => ({ token: 'tok', shadow: false }) }));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('next/cache', () => ({ revalidateTag: () => {} }));

const DOWN: Result = {
  ok: false,
  status: 503,
  errors: [{ field: '*', error: MESSAGES.generic }],
  unavailable: true,
  retryAfter: 2,
};
const sameOrigin = (url: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { 'sec-fetch-site': 'same-origin', ...init.headers } });

async function expectOutage(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('2');
  expect(await res.json()).toEqual({ errors: [{ field: '*', error: MESSAGES.generic }] });
}

beforeEach(() => {
  jest.resetModules();
  answer.mockReset();
});

describe('routes during a provider outage', () => {
  test('GET /api/gamedash/highlights answers 503 with Retry-After', async () => {
    answer.mockResolvedValue(DOWN);
    const { GET } = await import('@/app/api/gamedash/highlights/route');
    await expectOutage(await GET(sameOrigin('http://nervus.localhost:3000/api/gamedash/highlights')));
  });

  test('POST /api/realtime/auth answers 503 with Retry-After', async () => {
    answer.mockResolvedValue(DOWN);
    const { POST } = await import('@/app/api/realtime/auth/route');
    const res = await POST(
      sameOrigin('http://nervus.localhost:3000/api/realtime/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'socket_id=1.2&channel_name=private-gamedash-1',
      }),
    );
    await expectOutage(res);
  });

  test('a saved preference stays saved when the provider goes down before its caches are expired', async () => {
    answer.mockImplementation(async (path) =>
      path === '/me/preferences' ? { ok: true, status: 200, data: { masthead_image: 'x.png' } } : DOWN,
    );
    const { PUT } = await import('@/app/api/me/preferences/route');
    const { PREFERENCE } = await import('@/lib/contracts/preferences');
    const res = await PUT(
      sameOrigin('http://nervus.localhost:3000/api/me/preferences', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [PREFERENCE.mastheadImage]: 'https://images.example.org/masthead.png' }),
      }),
    );
    expect(answer).toHaveBeenCalledWith('/me/detailed');
    expect(res.status).toBe(200);
  });
});

describe('withProviderOutage', () => {
  test('maps only ProviderUnavailableError; other errors still fail loudly', async () => {
    const { withProviderOutage } = await import('@/server/bff/route-guards');
    const { ProviderUnavailableError } = await import('@/server/bff/loaders');
    const down = withProviderOutage(async () => {
      throw new ProviderUnavailableError('the signed-in account', 503, 2);
    });
    await expectOutage(await down());
    const bug = withProviderOutage(async () => {
      throw new TypeError('a bug');
    });
    await expect(bug()).rejects.toThrow('a bug');
    const fine = withProviderOutage(async (n: number) => new Response(String(n)));
    expect(await (await fine(7)).text()).toBe('7');
  });
});
