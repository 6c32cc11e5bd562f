/**
 * @jest-environment node
 */
// The signed-in viewer while the provider is down (issue 15): an outage is not a 401. Taking it
// for one ended the session and sent the person to sign in, on a provider that was down.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';

type Result = { ok: boolean; status: number; data?: unknown; errors?: unknown[]; unavailable?: true };
const answer = jest.fn<() => Promise<Result>>();
jest.mock('@/server/bff/provider', () => ({ provider: () => answer(), publicProvider: () => answer() }));
jest.mock('@/server/bff/session', () => ({ currentSession: async () => ({ token: 'tok', shadow: false }) }));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

// Loaded after the mocks are registered (the swc transform does not hoist jest.mock).
const load = () => import('@/server/bff/loaders');
const GENERIC = [{ field: '*', error: 'Something went wrong, please try again later.' }];

beforeEach(() => {
  jest.resetModules();
  answer.mockReset();
});

describe('getViewer / isSessionExpired', () => {
  test('the provider cannot be reached: the page fails with ProviderUnavailableError, the session is not expired', async () => {
    answer.mockResolvedValue({ ok: false, status: 503, errors: GENERIC, unavailable: true });
    const { getViewer, isSessionExpired, ProviderUnavailableError } = await load();
    await expect(getViewer()).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(isSessionExpired()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  test('a server error of the provider is not a sign-out either', async () => {
    answer.mockResolvedValue({ ok: false, status: 500, errors: GENERIC });
    const { getViewer, ProviderUnavailableError } = await load();
    await expect(getViewer()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  test('only a 401 says the session has ended', async () => {
    answer.mockResolvedValue({ ok: false, status: 401, errors: GENERIC });
    const { getViewer, isSessionExpired } = await load();
    expect(await getViewer()).toBeNull();
    expect(await isSessionExpired()).toBe(true);
  });
});

describe('getUserByScreenName', () => {
  test('an outage is not "user not found"', async () => {
    answer.mockResolvedValue({ ok: false, status: 503, errors: GENERIC, unavailable: true });
    const { getUserByScreenName, ProviderUnavailableError } = await load();
    await expect(getUserByScreenName('AdaLovelace')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  test('a 404 is', async () => {
    answer.mockResolvedValue({ ok: false, status: 404, errors: GENERIC });
    const { getUserByScreenName } = await load();
    expect(await getUserByScreenName('nobody')).toBeNull();
  });
});
