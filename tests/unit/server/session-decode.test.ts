/**
 * @jest-environment node
 */
// The session cookie is decoded once per cookie text while it is valid (server/bff/session.ts):
// decoding derives a key and decrypts, about a millisecond of CPU on every signed-in request
// before. An expired cookie is not kept past its expiry, and a cookie that does not decode gives
// no session.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { JWT } from 'next-auth/jwt';

let sessionCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'bn_auth' && sessionCookie ? { name, value: sessionCookie } : undefined),
  }),
}));
const decodes = jest.fn();
jest.mock('next-auth/jwt', () => {
  const actual = jest.requireActual<typeof import('next-auth/jwt')>('next-auth/jwt');
  return {
    ...actual,
    decode: (params: Parameters<typeof actual.decode>[0]) => {
      decodes();
      return actual.decode(params);
    },
  };
});

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const load = () => import('@/server/bff/session');
const cookie = async (token: JWT, maxAge: number) => {
  const { encode } = jest.requireActual<typeof import('next-auth/jwt')>('next-auth/jwt');
  return encode({ token, secret: SECRET, maxAge });
};

beforeEach(() => {
  jest.resetModules();
  decodes.mockReset();
  process.env.SESSION_SECRET = SECRET;
});
afterEach(() => {
  jest.useRealTimers();
  sessionCookie = undefined;
});

describe('reading the session cookie', () => {
  test('the same cookie is decoded once, another one again', async () => {
    const { currentSession } = await load();
    sessionCookie = await cookie({ accessToken: 'token-a' }, 3600);
    expect(await currentSession()).toEqual({ token: 'token-a', shadow: false });
    expect(await currentSession()).toEqual({ token: 'token-a', shadow: false });
    expect(decodes).toHaveBeenCalledTimes(1);
    sessionCookie = await cookie({ accessToken: 'token-b' }, 3600);
    expect(await currentSession()).toEqual({ token: 'token-b', shadow: false });
    expect(decodes).toHaveBeenCalledTimes(2);
  });

  test('a kept cookie is not used past its expiry', async () => {
    const { currentSession } = await load();
    sessionCookie = await cookie({ accessToken: 'token-a' }, 60);
    expect(await currentSession()).toEqual({ token: 'token-a', shadow: false });
    // Ten minutes on: only the clock moves, the crypto's own timers run as they do.
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'clearTimeout'],
    });
    jest.setSystemTime(Date.now() + 10 * 60 * 1000);
    expect(await currentSession()).toBeNull();
    expect(decodes).toHaveBeenCalledTimes(2);
  });

  test('a cookie without an expiry is not kept: it is decoded each time', async () => {
    const { currentSession } = await load();
    const { EncryptJWT } = jest.requireActual<typeof import('jose')>('jose');
    const { default: hkdf } = jest.requireActual<typeof import('@panva/hkdf')>('@panva/hkdf');
    const key = await hkdf('sha256', SECRET, '', 'NextAuth.js Generated Encryption Key', 32);
    sessionCookie = await new EncryptJWT({ accessToken: 'token-c' })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
    expect(await currentSession()).toEqual({ token: 'token-c', shadow: false });
    expect(await currentSession()).toEqual({ token: 'token-c', shadow: false });
    expect(decodes).toHaveBeenCalledTimes(2);
  });

  test('a cookie that does not decode gives no session, every time', async () => {
    const { currentSession } = await load();
    sessionCookie = 'not-a-session';
    expect(await currentSession()).toBeNull();
    expect(await currentSession()).toBeNull();
    expect(decodes).toHaveBeenCalledTimes(2);
  });
});
