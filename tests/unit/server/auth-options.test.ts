/**
 * @jest-environment node
 */
// Issue 15 item 7: /api/auth/session must not answer a name for a replayed, signed-out bn_auth.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import type { JWT } from 'next-auth/jwt';
import { authOptions, isSignedOut, SignedOutError } from '@/server/bff/auth-options';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function provider(answer: () => Promise<Response>) {
  const calls: [string, RequestInit | undefined][] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push([String(url), init]);
    return answer();
  }) as typeof fetch;
  return calls;
}

// Reading a session (no `account`): what /api/auth/session runs for a cookie it decoded.
const readSession = (token: JWT) => authOptions().callbacks!.jwt!({ token } as never);

describe('reading the session checks that its token is still signed in', () => {
  const token: JWT = { accessToken: 'tok-1', screenName: 'AdaLovelace' };

  test('a signed-out token gives no session (next-auth then answers {} and clears the cookie)', async () => {
    const calls = provider(async () => new Response(JSON.stringify({ errors: [] }), { status: 401 }));
    await expect(readSession(token)).rejects.toBeInstanceOf(SignedOutError);
    expect(calls[0][0]).toMatch(/\/account\/session$/);
    expect(new Headers(calls[0][1]?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  test('a live token keeps the session', async () => {
    provider(async () => new Response(null, { status: 204 }));
    await expect(readSession(token)).resolves.toMatchObject({ screenName: 'AdaLovelace' });
  });

  test('an unreachable provider is an outage, not a sign-out', async () => {
    provider(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await isSignedOut('http://127.0.0.1:1', 'tok-1')).toBe(false);
    await expect(readSession(token)).resolves.toMatchObject({ screenName: 'AdaLovelace' });
  });

  test('a cookie without a token is no session', async () => {
    provider(async () => new Response(null, { status: 204 }));
    await expect(readSession({ screenName: 'AdaLovelace' })).rejects.toBeInstanceOf(SignedOutError);
  });
});
