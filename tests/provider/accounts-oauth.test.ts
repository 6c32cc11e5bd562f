// OAuth2 authorization code + PKCE between the web app (next-auth v4) and the accounts service.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createTestProvider, type TestProvider } from './harness';
import { basicAuth, get, pkcePair, postForm, setCookieHeader, signUpUser } from './accounts-helpers';
import { oauthErrorMessage } from '@/lib/contracts/errors';
import { escapeHtml } from '@/server/provider/accounts/html';
import { oauthCodes } from '@/server/provider/db/schema';
import { resolveAccessToken, sha256 } from '@/server/provider/domain/tokens';

// PGlite start-up, migrations and scrypt are slow on a busy 2-core machine; `testTimeout` in a
// jest project config is not applied, so it is set here.
jest.setTimeout(60_000);

let provider: TestProvider;
let ada: Awaited<ReturnType<typeof signUpUser>>;
const REDIRECT = 'http://localhost:3000/api/auth/callback/accounts';

beforeAll(async () => {
  provider = await createTestProvider();
  ada = await signUpUser(provider);
});
afterAll(async () => {
  await provider.close();
});

function authorizeUrl(params: Record<string, string | undefined> = {}) {
  const search = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: provider.config.OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT,
    state: 'st-123',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) search.set(k, v);
  return `/oauth2/authorize?${search}`;
}

/** Authorize with a signed-in browser; returns the code from the redirect. */
async function getCode(challenge: string, extra: Record<string, string> = {}) {
  const res = await get(provider, authorizeUrl({ code_challenge: challenge, ...extra }), { cookie: ada.cookie });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe(extra.state ?? 'st-123');
  return location.searchParams.get('code')!;
}

function exchange(
  fields: Record<string, string>,
  auth: string | null = basicAuth(provider.config.OAUTH_CLIENT_ID, provider.config.OAUTH_CLIENT_SECRET),
) {
  return postForm(
    provider,
    '/oauth2/token',
    { grant_type: 'authorization_code', redirect_uri: REDIRECT, ...fields },
    auth ? { authorization: auth } : {},
  );
}

test('full flow: authorize -> gateway -> sign in -> authorize -> code -> token that authenticates', async () => {
  const { verifier, challenge } = pkcePair();
  const start = authorizeUrl({ code_challenge: challenge, app: 'Comedy' });

  // 1. Not signed in to the accounts service: off to the gateway, carrying this authorize URL.
  const toGateway = await get(provider, start);
  expect(toGateway.status).toBe(302);
  const gateway = new URL(toGateway.headers.get('location')!, 'http://localhost:4010');
  expect(gateway.pathname).toBe('/accounts/gateway');
  expect(gateway.searchParams.get('app')).toBe('Comedy');
  const cont = gateway.searchParams.get('continue')!;
  expect(cont).toBe(`http://localhost:4010${start}`);

  // 2. The gateway page shows the community and a Cancel that denies the pending authorization.
  const page = await (await get(provider, `${gateway.pathname}${gateway.search}`)).text();
  expect(page).toContain('<h1>Sign in to Punchline Lab</h1>');
  expect(page).toContain(`<input type="hidden" name="continue" value="${escapeHtml(cont)}">`);

  // 3. Sign in: back to the authorize URL with a session cookie.
  const signIn = await postForm(provider, '/accounts/gateway', {
    email: ada.email,
    password: ada.password,
    continue: cont,
    app: 'Comedy',
  });
  expect(signIn.status).toBe(303);
  expect(signIn.headers.get('location')).toBe(cont);
  const cookie = setCookieHeader(signIn, 'nv_accounts')!.split(';')[0];

  // 4. Authorize again, signed in: a code for the redirect_uri, state echoed.
  const authorized = await get(provider, new URL(cont).pathname + new URL(cont).search, { cookie });
  expect(authorized.status).toBe(302);
  const callback = new URL(authorized.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
  expect(callback.searchParams.get('state')).toBe('st-123');
  const code = callback.searchParams.get('code')!;
  expect(code.length).toBeGreaterThan(30);
  const [stored] = await provider.database.db
    .select()
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, sha256(code)));
  expect(stored.codeChallenge).toBe(challenge);
  expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

  // 5. Token exchange (client_secret_basic, what next-auth v4 does by default).
  const tokenRes = await exchange({ code, code_verifier: verifier });
  expect(tokenRes.status).toBe(200);
  expect(tokenRes.headers.get('cache-control')).toBe('no-store');
  const token = await tokenRes.json();
  expect(token).toEqual({
    access_token: expect.any(String),
    token_type: 'Bearer',
    expires_in: 604800,
    scope: 'openid profile email',
  });

  // 6. The token is a provider bearer token for this user.
  const resolved = await resolveAccessToken(provider.database.db, token.access_token);
  expect(resolved?.user.email).toBe(ada.email);
  const health = await provider.request('/health', { token: token.access_token });
  expect(health.status).toBe(200);
  const me = await provider.request('/me/detailed', { token: token.access_token });
  expect(me.status).toBe(200);
  expect((await me.json()).data.user.screen_name).toBe(ada.screen_name);
});

test('client_secret_post works as well', async () => {
  const { verifier, challenge } = pkcePair();
  const code = await getCode(challenge);
  const res = await exchange(
    {
      code,
      code_verifier: verifier,
      client_id: provider.config.OAUTH_CLIENT_ID,
      client_secret: provider.config.OAUTH_CLIENT_SECRET,
    },
    null,
  );
  expect(res.status).toBe(200);
});

test('a wrong code_verifier is rejected with invalid_grant 10122', async () => {
  const { challenge } = pkcePair();
  const code = await getCode(challenge);
  const res = await exchange({ code, code_verifier: pkcePair().verifier });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    error: 'invalid_grant',
    error_description: expect.any(String),
    error_code: 10122,
  });
  const missing = await exchange({ code });
  expect(missing.status).toBe(400);
});

test('a code works once, even when exchanged concurrently', async () => {
  const { verifier, challenge } = pkcePair();
  const code = await getCode(challenge);
  const results = await Promise.all([1, 2, 3].map(() => exchange({ code, code_verifier: verifier })));
  expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  const again = await exchange({ code, code_verifier: verifier });
  expect(again.status).toBe(400);
  expect((await again.json()).error).toBe('invalid_grant');
});

test('expired codes and mismatched redirect_uri are rejected', async () => {
  const a = pkcePair();
  const expired = await getCode(a.challenge);
  await provider.database.db
    .update(oauthCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oauthCodes.codeHash, sha256(expired)));
  expect((await exchange({ code: expired, code_verifier: a.verifier })).status).toBe(400);

  const b = pkcePair();
  const code = await getCode(b.challenge);
  const res = await exchange({
    code,
    code_verifier: b.verifier,
    redirect_uri: 'http://comedy.localhost:3000/api/auth/callback/accounts',
  });
  expect(res.status).toBe(400);
  expect((await res.json()).error).toBe('invalid_grant');
  // The failed attempt did not burn the code for its rightful owner.
  expect((await exchange({ code, code_verifier: b.verifier })).status).toBe(200);
});

test('plain PKCE is honoured when asked for', async () => {
  const { verifier } = pkcePair();
  const code = await getCode(verifier, { code_challenge_method: 'plain' });
  expect((await exchange({ code, code_verifier: 'x'.repeat(43) })).status).toBe(400);
  const code2 = await getCode(verifier, { code_challenge_method: 'plain' });
  expect((await exchange({ code: code2, code_verifier: verifier })).status).toBe(200);
});

test('bad client credentials: 401 invalid_client', async () => {
  const { verifier, challenge } = pkcePair();
  const code = await getCode(challenge);
  const res = await exchange(
    { code, code_verifier: verifier },
    basicAuth(provider.config.OAUTH_CLIENT_ID, 'not-the-secret-at-all'),
  );
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
  expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  expect((await exchange({ code, code_verifier: verifier }, null)).status).toBe(401);
  // Still usable by the real client afterwards.
  expect((await exchange({ code, code_verifier: verifier })).status).toBe(200);
});

test('unsupported grant type', async () => {
  const res = await exchange({ grant_type: 'password', username: 'a', password: 'b' });
  expect(res.status).toBe(400);
  expect((await res.json()).error).toBe('unsupported_grant_type');
});

test('an untrusted redirect_uri or unknown client gets a 400 page, never a redirect', async () => {
  const { challenge } = pkcePair();
  for (const redirect of [
    'https://evil.example/api/auth/callback/accounts',
    'http://evillocalhost:3000/api/auth/callback/accounts',
    'http://localhost:3000/somewhere-else',
    'javascript:alert(1)',
  ]) {
    const res = await get(provider, authorizeUrl({ code_challenge: challenge, redirect_uri: redirect }), {
      cookie: ada.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('return address we do not trust');
  }
  const noClient = await get(provider, authorizeUrl({ code_challenge: challenge, client_id: 'someone-else' }), {
    cookie: ada.cookie,
  });
  expect(noClient.status).toBe(400);
  expect(noClient.headers.get('location')).toBeNull();
});

test('a subdomain callback is accepted', async () => {
  const { challenge } = pkcePair();
  const res = await get(
    provider,
    authorizeUrl({
      code_challenge: challenge,
      redirect_uri: 'http://comedy.localhost:3000/api/auth/callback/accounts',
    }),
    { cookie: ada.cookie },
  );
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/^http:\/\/comedy\.localhost:3000\/api\/auth\/callback\/accounts\?code=/);
});

test('PKCE is required and response_type must be code (reported to the trusted redirect_uri)', async () => {
  const noPkce = await get(provider, authorizeUrl({ code_challenge_method: undefined }), { cookie: ada.cookie });
  expect(noPkce.status).toBe(302);
  const loc = new URL(noPkce.headers.get('location')!);
  expect(loc.searchParams.get('error')).toBe('invalid_request');
  expect(loc.searchParams.get('state')).toBe('st-123');
  const token = await get(provider, authorizeUrl({ response_type: 'token', code_challenge: pkcePair().challenge }), {
    cookie: ada.cookie,
  });
  expect(new URL(token.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
});

test('Cancel on the gateway during a pending authorization answers access_denied (10110)', async () => {
  const { challenge } = pkcePair();
  const toGateway = await get(provider, authorizeUrl({ code_challenge: challenge, state: 'cancel-state' }));
  const gatewayPath = toGateway.headers.get('location')!;
  const page = await (await get(provider, gatewayPath)).text();
  const cancel = /<a class="btn btn-secondary" href="([^"]+)">Cancel<\/a>/.exec(page)![1].replace(/&amp;/g, '&');
  const cancelUrl = new URL(cancel);
  expect(cancelUrl.pathname).toBe('/oauth2/authorize');
  expect(cancelUrl.searchParams.get('cancel')).toBe('1');

  const res = await get(provider, `${cancelUrl.pathname}${cancelUrl.search}`);
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('error_code')).toBe('10110');
  expect(back.searchParams.get('error_description')).toBe(oauthErrorMessage(10110));
  expect(back.searchParams.get('state')).toBe('cancel-state');
  expect(back.searchParams.get('code')).toBeNull();
});

test('after logout, authorize sends the browser to the gateway again', async () => {
  const user = await signUpUser(provider);
  await get(provider, '/accounts/logout', { cookie: user.cookie });
  const res = await get(provider, authorizeUrl({ code_challenge: pkcePair().challenge }), { cookie: user.cookie });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/^\/accounts\/gateway\?continue=/);
});
