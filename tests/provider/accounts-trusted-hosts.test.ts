// The accounts service trusts exactly the hosts of communities that exist (issue 15 item 4): a
// sibling label under the root is neither a `continue` target nor an OAuth redirect_uri.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { createTestProvider, type TestProvider } from './harness';
import { get, pkcePair, postForm, signUpUser } from './accounts-helpers';

jest.setTimeout(60_000);

let provider: TestProvider;
let ada: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  provider = await createTestProvider();
  ada = await signUpUser(provider);
});
afterAll(async () => {
  await provider.close();
});

function authorize(redirectUri: string) {
  const search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.config.OAUTH_CLIENT_ID,
    redirect_uri: redirectUri,
    state: 'st',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  return get(provider, `/oauth2/authorize?${search}`, { cookie: ada.cookie });
}

test('an OAuth redirect_uri on a sibling label that is no community is refused', async () => {
  const res = await authorize('http://evil.localhost:3000/api/auth/callback/accounts');
  expect(res.status).toBe(400);
  expect(await res.text()).toContain('The sign-in request has a return address we do not trust.');
});

test("an existing community's callback receives the code", async () => {
  const res = await authorize('http://comedy.localhost:3000/api/auth/callback/accounts');
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.host).toBe('comedy.localhost:3000');
  expect(location.searchParams.get('code')).toBeTruthy();
});

test('sign-in with a continue to an unknown label lands on the dashboard instead', async () => {
  const res = await postForm(provider, '/accounts/gateway', {
    email: ada.email,
    password: ada.password,
    continue: 'http://evil.localhost:3000/steal',
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('http://localhost:3000/me/my-dashboard');
});

test('sign-in with a continue to an existing community goes there', async () => {
  const res = await postForm(provider, '/accounts/gateway', {
    email: ada.email,
    password: ada.password,
    continue: 'http://comedy.localhost:3000/challenges',
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('http://comedy.localhost:3000/challenges');
});

test('logout does not follow a continue to an unknown label', async () => {
  const res = await get(provider, '/accounts/logout?continue=http%3A%2F%2Fevil.localhost%3A3000%2F');
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('http://localhost:3000');
});
