/**
 * @jest-environment node
 */
// Any subdomain was trusted (issue 15 item 4): the BFF's CSRF guard accepts exactly the main
// community, the communities that exist and the accounts service.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';

const mockPublicProvider = jest.fn<Promise<unknown>, [string]>();
jest.mock('@/server/bff/provider', () => ({ publicProvider: (path: string) => mockPublicProvider(path) }));
jest.mock('@/server/bff/session', () => ({ currentSession: async () => null }));

import { guardMutation, refuseCrossSite } from '@/server/bff/route-guards';
import { forgetCommunitySubdomains, isTrustedUrl } from '@/server/bff/trusted-hosts';

const ROOT = 'nervus.localhost:3000';

function post(origin: string | null, site: string | null = null) {
  const headers = new Headers();
  if (origin) headers.set('origin', origin);
  if (site) headers.set('sec-fetch-site', site);
  return new Request(`http://${ROOT}/api/me/profile`, { method: 'POST', headers });
}

beforeEach(() => {
  forgetCommunitySubdomains();
  mockPublicProvider.mockReset();
  mockPublicProvider.mockResolvedValue({
    ok: true,
    status: 200,
    data: [{ subdomain: 'www' }, { subdomain: 'comedy' }, { subdomain: 'News' }],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the CSRF guard of mutations', () => {
  test('refuses a sibling label that is no community with 403', async () => {
    const res = await guardMutation(post(`http://evil.${ROOT}`));
    expect(res?.status).toBe(403);
    expect(await res?.json()).toEqual({ errors: [{ field: '*', error: 'Cross-site requests are not allowed.' }] });
  });

  test("accepts the root, a main alias and a real community's Origin", async () => {
    expect(await guardMutation(post(`http://${ROOT}`))).toBeNull();
    expect(await guardMutation(post(`http://www.${ROOT}`))).toBeNull();
    expect(await guardMutation(post(`http://comedy.${ROOT}`))).toBeNull();
    expect(await guardMutation(post(`http://news.${ROOT}`))).toBeNull();
  });

  test('refuses same-site fetch metadata without an Origin (a sibling is same-site)', async () => {
    expect((await refuseCrossSite(post(null, 'same-site')))?.status).toBe(403);
    expect(await refuseCrossSite(post(null, 'same-origin'))).toBeNull();
  });

  test('asks the provider once while the list is fresh', async () => {
    await guardMutation(post(`http://comedy.${ROOT}`));
    await guardMutation(post(`http://evil.${ROOT}`));
    expect(mockPublicProvider).toHaveBeenCalledTimes(1);
    expect(mockPublicProvider).toHaveBeenCalledWith('/platforms');
  });

  test('keeps the last good list while the provider cannot answer', async () => {
    await isTrustedUrl(`http://comedy.${ROOT}`);
    mockPublicProvider.mockResolvedValue({ ok: false, status: 503, errors: [] });
    const later = Date.now() + 120_000;
    jest.useFakeTimers({ now: later });
    expect(await isTrustedUrl(`http://comedy.${ROOT}/x`)).toBe(true);
    expect(await isTrustedUrl(`http://evil.${ROOT}/x`)).toBe(false);
  });
});

describe('redirect targets (next-auth redirect, sign-in continue)', () => {
  test('the accounts service and existing communities, nothing else', async () => {
    expect(await isTrustedUrl('http://localhost:4010/accounts/logout?continue=x')).toBe(true);
    expect(await isTrustedUrl(`http://comedy.${ROOT}/challenges`)).toBe(true);
    expect(await isTrustedUrl(`http://evil.${ROOT}/`)).toBe(false);
    expect(await isTrustedUrl('http://localhost:4011/')).toBe(false);
  });
});
