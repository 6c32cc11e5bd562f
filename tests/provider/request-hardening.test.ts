// Issue 15 item 7: bodies over the route's limit answer 413 before they are read, a body that is
// not JSON is named as such, every answer carries security headers, and a signed-out token no
// longer passes the web's session check.
import { BODY_LIMITS } from '@/lib/body-limits';
import { BODY_TEXTS } from '@/lib/contracts/errors';
import { errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  provider.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('request bodies', () => {
  test('a malformed JSON body is named as not JSON, not as a null', async () => {
    const token = await tokenFor(provider, 'MayaChen');
    const res = await post('/challenges', '{"question_title": "half', { authorization: `Bearer ${token}` });
    expect((await errorsOf(res, 422)).errors).toEqual([{ field: '*', error: BODY_TEXTS.invalidJson }]);
    const empty = await post('/feedback', '');
    expect((await errorsOf(empty, 422)).errors).toEqual([{ field: '*', error: BODY_TEXTS.invalidJson }]);
    const nothing = await post('/feedback', 'null');
    expect((await errorsOf(nothing, 422)).errors).toEqual([{ field: '*', error: BODY_TEXTS.invalidJson }]);
  });

  test('a JSON body over the limit is refused with 413, by its length or as it streams', async () => {
    const big = JSON.stringify({ about: 'x', feedback: 'y'.repeat(BODY_LIMITS.json) });
    const declared = await post('/feedback', big, { 'content-length': String(Buffer.byteLength(big)) });
    expect((await errorsOf(declared, 413)).errors).toEqual([{ field: '*', error: BODY_TEXTS.tooLarge }]);
    const bytes = new TextEncoder().encode(big);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
    const chunked = await provider.app.request('/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect((await errorsOf(chunked, 413)).errors).toEqual([{ field: '*', error: BODY_TEXTS.tooLarge }]);
  });

  test('a body under the limit is read as before', async () => {
    const res = await post('/feedback', JSON.stringify({ about: 'Limits', feedback: 'z'.repeat(4000) }));
    expect(res.status).not.toBe(413);
  });

  test('uploads keep their own, larger limit', async () => {
    const bytes = new Uint8Array(BODY_LIMITS.json * 2);
    const res = await provider.app.request(
      '/files/uploads/0123456789abcdef0123456789abcdef.png?expires=1&signature=x',
      {
        method: 'PUT',
        headers: { 'content-type': 'image/png', 'content-length': String(bytes.length) },
        body: bytes,
      },
    );
    expect(res.status).not.toBe(413);
  });
});

test('every answer carries security headers', async () => {
  for (const res of [await provider.app.request('/health'), await provider.app.request('/no-such-path')]) {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  }
});

test('GET /account/session answers 204 for a live token and 401 once it was signed out', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  expect((await provider.request('/account/session', { token })).status).toBe(204);
  expect((await provider.request('/account/session', { token, method: 'DELETE' })).status).toBe(200);
  await errorsOf(await provider.request('/account/session', { token }), 401);
});
