import { describe, expect, jest, test } from '@jest/globals';
import { z } from 'zod';
import { REFUSED_RETRY_DELAY_MS } from '@/lib/retry';
import { createLastGoodStore } from '@/server/bff/last-good';
import { createProviderGate } from '@/server/bff/provider-breaker';
import { buildUrl, carriesScoutId, createProviderClient, providerFailed } from '@/server/bff/provider-client';

type Reply =
  { status: number; body?: unknown; json?: () => Promise<unknown>; headers?: Record<string, string> } | Error;

interface Call {
  url: string;
  init: RequestInit & { next?: unknown };
}

/** A fetch fake that answers from a queue (last answer repeats) and records every call. */
function fakeFetch(...replies: Reply[]) {
  const calls: Call[] = [];
  let i = 0;
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: (init ?? {}) as Call['init'] });
    const reply = replies[Math.min(i++, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    return {
      status: reply.status,
      headers: new Headers(reply.headers),
      json: reply.json ?? (async () => reply.body),
    } as unknown as Response;
  };
  return { fetch: fn as unknown as typeof fetch, calls };
}

function setup(...replies: Reply[]) {
  const f = fakeFetch(...replies);
  const sleeps: number[] = [];
  const sleep = jest.fn(async (ms: number) => {
    sleeps.push(ms);
  });
  const call = createProviderClient({ baseUrl: 'https://api.example.com/v1', fetch: f.fetch, sleep });
  return { call, calls: f.calls, sleeps, sleep };
}

const anything = z.unknown();
const user = z.object({ id: z.number(), handle: z.string() });
const GENERIC = 'Something went wrong, please try again later.';
/** What a call answers when the provider cannot be reached (issue 15): never status 0, which crashed the BFF. */
const UNAVAILABLE = {
  ok: false,
  status: 503,
  errors: [{ field: '*', error: GENERIC }],
  retryAfter: 3,
  unavailable: true,
};

describe('carriesScoutId (spec 1 §7)', () => {
  test.each([
    '/account/signup',
    '/oauth2/token',
    '/ideas',
    '/challenges',
    '/challenges/abc/ideas',
    '/ideas/1',
    '/comedy/challenges',
  ])('POST %s carries scout_id', (path) => {
    expect(carriesScoutId('POST', path)).toBe(true);
  });

  test.each([
    '/account/resend',
    '/account/shadow',
    '/me/detailed',
    '/oauth2/token/x',
    '/account/signup/invite',
    '/ideasx',
    '/my-challenges',
  ])('POST %s does not', (path) => {
    expect(carriesScoutId('POST', path)).toBe(false);
  });

  test('non-POST never carries it', () => {
    expect(carriesScoutId('GET', '/account/signup')).toBe(false);
    expect(carriesScoutId('PUT', '/challenges/1')).toBe(false);
  });
});

describe('buildUrl', () => {
  test('keeps the base path, adds query, fingerprint and (when listed) scout_id', () => {
    const u = new URL(
      buildUrl(
        'https://api.example.com/v1/',
        '/account/signup',
        { fingerprint: 'fp', scoutId: 'sc' },
        { a: 1, b: undefined },
        'POST',
      ),
    );
    expect(u.pathname).toBe('/v1/account/signup');
    expect(Object.fromEntries(u.searchParams)).toEqual({ a: '1', fingerprint: 'fp', scout_id: 'sc' });
  });

  test('a query written into the path is refused: it would travel encoded as %3F and miss the route', () => {
    expect(() => buildUrl('https://api.example.com', '/me/notification?size=5', {}, undefined, 'GET')).toThrow(
      /pass it as request.query/,
    );
  });

  test('no scout_id on GET or on unlisted POSTs', () => {
    expect(
      new URL(
        buildUrl('https://api.example.com', '/account/signup', { scoutId: 'sc' }, undefined, 'GET'),
      ).searchParams.has('scout_id'),
    ).toBe(false);
    expect(
      new URL(
        buildUrl('https://api.example.com', '/account/resend', { scoutId: 'sc' }, undefined, 'POST'),
      ).searchParams.has('scout_id'),
    ).toBe(false);
  });
});

describe('createProviderClient', () => {
  test('sends the bearer token and the fingerprint query param', async () => {
    const { call, calls } = setup({ status: 200, body: { data: { id: 1, handle: 'ada' } } });
    const res = await call('/me/detailed', { schema: user }, { token: 'tok', fingerprint: 'fp-1' });
    expect(res).toEqual({ ok: true, status: 200, data: { id: 1, handle: 'ada' } });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(url.origin + url.pathname).toBe('https://api.example.com/v1/me/detailed');
    expect(url.searchParams.get('fingerprint')).toBe('fp-1');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(calls[0].init.method).toBe('GET');
  });

  test('no token -> no authorization header', async () => {
    const { call, calls } = setup({ status: 200, body: { data: 1 } });
    await call('/flags', { schema: anything });
    expect((calls[0].init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(new URL(calls[0].url).searchParams.has('fingerprint')).toBe(false);
  });

  test('POST body is JSON with content-type', async () => {
    const { call, calls } = setup({ status: 201, body: { data: { ok: true } } });
    await call('/surveys', { method: 'POST', body: { a: 1 }, schema: anything });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  test.each(['/account/signup', '/oauth2/token', '/ideas', '/challenges'])(
    'scout_id is sent on POST %s',
    async (path) => {
      const { call, calls } = setup({ status: 200, body: { data: null } });
      await call(path, { method: 'POST', body: {}, schema: anything }, { scoutId: 'scout-9', fingerprint: 'fp' });
      expect(new URL(calls[0].url).searchParams.get('scout_id')).toBe('scout-9');
    },
  );

  test('scout_id is not sent on other POSTs nor on GET of the same path', async () => {
    const { call, calls } = setup({ status: 200, body: { data: null } });
    await call('/account/resend', { method: 'POST', body: {}, schema: anything }, { scoutId: 's' });
    await call('/challenges', { schema: anything }, { scoutId: 's' });
    expect(new URL(calls[0].url).searchParams.has('scout_id')).toBe(false);
    expect(new URL(calls[1].url).searchParams.has('scout_id')).toBe(false);
  });

  test('GET is retried on 504 and then succeeds', async () => {
    const { call, calls, sleeps } = setup(
      { status: 504 },
      { status: 504 },
      { status: 200, body: { data: { id: 2, handle: 'b' } } },
    );
    const res = await call('/users/2/profile', { schema: user });
    expect(res).toEqual({ ok: true, status: 200, data: { id: 2, handle: 'b' } });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  test('GET 504 gives up after 4 retries (5 calls)', async () => {
    const { call, calls, sleeps } = setup({ status: 504 });
    const res = await call('/flags', { schema: anything });
    expect(calls).toHaveLength(5);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
    // A gateway's timeout is an outage: the 503 with Retry-After every outage answers.
    expect(res).toMatchObject({ ok: false, status: 503, errors: [{ field: '*', error: GENERIC }], unavailable: true });
  });

  test('GET 102 is retried up to 5 times (6 calls)', async () => {
    const { call, calls } = setup({ status: 102 });
    const res = await call('/flags', { schema: anything });
    expect(calls).toHaveLength(6);
    expect(res.ok).toBe(false);
  });

  test('POST is not retried', async () => {
    const { call, calls, sleep } = setup({ status: 504 }, { status: 200, body: { data: 1 } });
    const res = await call('/surveys', { method: 'POST', body: {}, schema: anything });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(res).toMatchObject({ ok: false, status: 503, unavailable: true });
  });

  test('POST network failure is not retried', async () => {
    const { call, calls } = setup(new TypeError('fetch failed'));
    const res = await call('/surveys', { method: 'POST', body: {}, schema: anything });
    expect(calls).toHaveLength(1);
    expect(res).toEqual(UNAVAILABLE);
  });

  test('network failure on GET: 3 retries with sleeps 2000/4000/8000, then 503', async () => {
    const { call, calls, sleeps } = setup(new TypeError('fetch failed'));
    const res = await call('/flags', { schema: anything });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([2000, 4000, 8000]);
    expect(res).toEqual(UNAVAILABLE);
  });

  test('a GET that ran out its timeout is not tried again', async () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    const { call, calls, sleeps } = setup(timeout, { status: 200, body: { data: 'x' } });
    const res = await call('/flags', { schema: z.string() });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(res).toEqual(UNAVAILABLE);
  });

  test('network failure then success', async () => {
    const { call, sleeps } = setup(new TypeError('fetch failed'), { status: 200, body: { data: 'x' } });
    expect(await call('/flags', { schema: z.string() })).toEqual({ ok: true, status: 200, data: 'x' });
    expect(sleeps).toEqual([2000]);
  });

  test('success data is validated by the schema; mismatch -> ok:false 502', async () => {
    const { call } = setup({ status: 200, body: { data: { id: 'not-a-number', handle: 'ada' } } });
    expect(await call('/me/detailed', { schema: user })).toEqual({
      ok: false,
      status: 502,
      errors: [{ field: '*', error: GENERIC }],
    });
  });

  test('success without a data envelope fails validation', async () => {
    const { call } = setup({ status: 200, body: { id: 1, handle: 'ada' } });
    expect(await call('/me/detailed', { schema: user })).toMatchObject({ ok: false, status: 502 });
  });

  test('unknown keys are stripped by the schema', async () => {
    const { call } = setup({ status: 200, body: { data: { id: 1, handle: 'ada', password: 'x' } } });
    expect(await call('/me/detailed', { schema: user })).toEqual({
      ok: true,
      status: 200,
      data: { id: 1, handle: 'ada' },
    });
  });

  test('204 No Content: json is not read, data is undefined', async () => {
    const json = jest.fn(async () => {
      throw new Error('no body');
    });
    const { call } = setup({ status: 204, json });
    expect(await call('/x', { method: 'DELETE', schema: z.undefined() })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
    expect(json).not.toHaveBeenCalled();
  });

  test('error body {errors:[{field,error}], code} is passed through', async () => {
    const body = { errors: [{ field: 'email', error: 'Email taken' }], code: 10161 };
    const { call } = setup({ status: 422, body });
    expect(await call('/account/signup', { method: 'POST', body: {}, schema: anything })).toEqual({
      ok: false,
      status: 422,
      errors: [{ field: 'email', error: 'Email taken' }],
      code: 10161,
    });
  });

  test('error body without code', async () => {
    const { call } = setup({ status: 404, body: { errors: [{ field: '', error: 'Not found' }] } });
    expect(await call('/platforms/x', { schema: anything })).toEqual({
      ok: false,
      status: 404,
      errors: [{ field: '', error: 'Not found' }],
      code: undefined,
    });
  });

  test('non-JSON error -> generic message with the real status', async () => {
    const { call } = setup({
      status: 500,
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
    });
    expect(await call('/flags', { schema: anything })).toEqual({
      ok: false,
      status: 500,
      errors: [{ field: '*', error: GENERIC }],
    });
  });

  test('JSON error of another shape -> generic message', async () => {
    const { call } = setup({ status: 400, body: { message: 'bad' } });
    expect(await call('/flags', { schema: anything })).toEqual({
      ok: false,
      status: 400,
      errors: [{ field: '*', error: GENERIC }],
    });
  });

  test('anonymous GET with next options passes them; signed-in GET is no-store', async () => {
    const { call, calls } = setup({ status: 200, body: { data: 1 } });
    await call('/widgets/categories', { schema: anything, next: { tags: ['categories'], revalidate: 60 } });
    await call('/widgets/categories', { schema: anything, next: { tags: ['categories'] } }, { token: 't' });
    expect(calls[0].init.next).toEqual({ tags: ['categories'], revalidate: 60 });
    expect(calls[0].init.cache).toBeUndefined();
    expect(calls[1].init.next).toBeUndefined();
    expect(calls[1].init.cache).toBe('no-store');
  });

  test('every request gets an abort signal (timeout)', async () => {
    const { call, calls } = setup({ status: 200, body: { data: 1 } });
    await call('/flags', { schema: anything });
    await call('/files/image-upload', { method: 'POST', body: {}, schema: anything, image: true });
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
    expect(calls[1].init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('429', () => {
  test('Retry-After comes back with the errors, so the BFF can pass it on; a POST is not retried', async () => {
    const errors = [{ field: '*', error: 'Please wait 42 seconds and try again.' }];
    const { call, calls } = setup({ status: 429, body: { errors }, headers: { 'retry-after': '42' } });
    expect(await call('/challenges/x/ratings', { method: 'POST', body: {}, schema: anything })).toEqual({
      ok: false,
      status: 429,
      errors,
      code: undefined,
      retryAfter: 42,
    });
    expect(calls).toHaveLength(1);
  });

  test('a Retry-After that is not whole seconds is left out', async () => {
    const { call } = setup({
      status: 429,
      body: { errors: [] },
      headers: { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' },
    });
    expect(await call('/x', { method: 'POST', schema: anything })).not.toHaveProperty('retryAfter');
  });
});

describe('the provider is down (issue 15)', () => {
  const refused = () =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), { code: 'ECONNREFUSED' }),
    });

  /** A client with a breaker on a fake clock and a last-good store, as server/bff/provider.ts builds it. */
  function downSetup(...replies: Reply[]) {
    const f = fakeFetch(...replies);
    const clock = { now: 10_000 };
    const sleeps: number[] = [];
    const gate = createProviderGate({ now: () => clock.now, trialWaitMs: 0 });
    const lastGood = createLastGoodStore();
    const call = createProviderClient({
      baseUrl: 'http://127.0.0.1:4010',
      fetch: f.fetch,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock.now += ms;
      },
      gate,
      lastGood,
    });
    return { call, calls: f.calls, sleeps, clock, gate };
  }

  test('a refused connection: one quick retry, then a 503 with Retry-After and the generic message', async () => {
    const { call, calls, sleeps } = downSetup(refused());
    const res = await call('/flags', { schema: anything });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([REFUSED_RETRY_DELAY_MS]);
    expect(res).toMatchObject({ ok: false, status: 503, errors: [{ field: '*', error: GENERIC }], unavailable: true });
    expect(res.ok === false && res.retryAfter).toBeGreaterThanOrEqual(1);
  });

  test('a refused mutation is tried once more (nothing reached the provider) and answers 503, not status 0', async () => {
    const { call, calls } = downSetup(refused());
    const res = await call('/ideas/v2', { method: 'POST', body: { title: 'kept' }, schema: anything });
    expect(calls).toHaveLength(2);
    expect(res).toMatchObject({ ok: false, status: 503, unavailable: true });
    expect(providerFailed(res)).toBe(true);
  });

  test('the breaker opens after a few failures: later calls fail at once without a request', async () => {
    const { call, calls, gate } = downSetup(refused());
    await call('/flags', { schema: anything }); // 2 attempts
    await call('/flags', { schema: anything }); // the 3rd attempt opens it; no retry while open
    expect(gate.state().phase).toBe('open');
    const made = calls.length;
    const res = await call('/me/detailed', { schema: anything }, { token: 't' });
    expect(calls).toHaveLength(made);
    expect(res).toMatchObject({ ok: false, status: 503, unavailable: true, retryAfter: 3 });
  });

  test('after the cool-down one trial goes out; the provider answering closes the breaker', async () => {
    const { call, calls, clock, gate } = downSetup(refused(), refused(), refused(), { status: 200, body: { data: 1 } });
    await call('/flags', { schema: anything });
    await call('/flags', { schema: anything });
    expect(gate.state().phase).toBe('open');
    clock.now += 1_000;
    expect(await call('/flags', { schema: anything })).toMatchObject({ status: 503 });
    clock.now += 2_000;
    expect(await call('/flags', { schema: anything })).toEqual({ ok: true, status: 200, data: 1 });
    expect(gate.state()).toEqual({ phase: 'closed', failures: 0 });
    expect(calls).toHaveLength(4);
  });

  test('a failed trial opens it again for another cool-down', async () => {
    const { call, calls, clock, gate } = downSetup(refused());
    await call('/flags', { schema: anything });
    await call('/flags', { schema: anything });
    clock.now += 3_000;
    const before = calls.length;
    await call('/flags', { schema: anything });
    expect(calls).toHaveLength(before + 1); // the trial, not retried into the reopened breaker
    expect(gate.state()).toMatchObject({ phase: 'open' });
  });

  test('an HTTP error is an answer: it does not open the breaker', async () => {
    const { call, gate } = downSetup({ status: 401, body: { errors: [{ field: '*', error: 'Unauthorized' }] } });
    for (let i = 0; i < 5; i++) await call('/me/detailed', { schema: anything }, { token: 't' });
    expect(gate.state()).toEqual({ phase: 'closed', failures: 0 });
  });

  test('a gateway saying the provider is gone counts as a failure', async () => {
    const { call, gate } = downSetup({ status: 502, json: async () => null });
    await call('/x', { method: 'POST', schema: anything });
    await call('/x', { method: 'POST', schema: anything });
    await call('/x', { method: 'POST', schema: anything });
    expect(gate.state().phase).toBe('open');
  });

  test('a gateway saying the provider is gone is an outage: 503 with Retry-After, never relayed as a 502', async () => {
    const { call } = downSetup({ status: 502, json: async () => null });
    expect(await call('/x', { method: 'POST', schema: anything })).toMatchObject({
      ok: false,
      status: 503,
      unavailable: true,
      retryAfter: expect.any(Number),
    });
  });

  test("the provider's own 502 (its errors envelope) is its answer, passed on as it is", async () => {
    const { call } = downSetup({ status: 502, body: { errors: [{ field: '*', error: 'X refused.' }] } });
    expect(await call('/x', { method: 'POST', schema: anything })).toMatchObject({
      ok: false,
      status: 502,
      errors: [{ field: '*', error: 'X refused.' }],
    });
  });

  test('a public read answers its last good data while the provider is down', async () => {
    const { call } = downSetup({ status: 200, body: { data: { id: 1, handle: 'ada' } } }, refused());
    const request = { schema: user, next: { tags: ['user:ada'], revalidate: 60 } };
    expect(await call('/users/screen-name/ada', request)).toEqual({
      ok: true,
      status: 200,
      data: { id: 1, handle: 'ada' },
    });
    expect(await call('/users/screen-name/ada', request)).toEqual({
      ok: true,
      status: 200,
      data: { id: 1, handle: 'ada' },
      stale: true,
    });
  });

  test('personal reads and reads never seen have no last good answer', async () => {
    const { call } = downSetup({ status: 200, body: { data: { id: 1, handle: 'ada' } } }, refused());
    const request = { schema: user, next: { tags: ['x'], revalidate: 60 } };
    await call('/users/screen-name/ada', request);
    expect(await call('/users/screen-name/ada', request, { token: 't' })).toMatchObject({ status: 503 });
    expect(await call('/users/screen-name/bob', request)).toMatchObject({ status: 503 });
    // An uncached read (no tags) is not kept either.
    expect(await call('/users/screen-name/ada', { schema: user })).toMatchObject({ status: 503 });
  });

  test('providerFailed: outages and server errors, not refusals', () => {
    expect(providerFailed({ ok: false, status: 503, unavailable: true })).toBe(true);
    expect(providerFailed({ ok: false, status: 500 })).toBe(true);
    expect(providerFailed({ ok: false, status: 401 })).toBe(false);
    expect(providerFailed({ ok: false, status: 404 })).toBe(false);
    expect(providerFailed({ ok: true, status: 200 })).toBe(false);
  });
});
