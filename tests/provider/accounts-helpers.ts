// Helpers for the accounts service tests: form posts, cookies, PKCE pairs.
import { createHash, randomBytes } from 'node:crypto';
import type { TestProvider } from './harness';

export function postForm(
  provider: TestProvider,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return Promise.resolve(
    provider.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

export function get(provider: TestProvider, path: string, headers: Record<string, string> = {}) {
  return Promise.resolve(provider.app.request(path, { headers }));
}

/** The Set-Cookie header for `name`, or undefined. */
export function setCookieHeader(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** The value the response sets for cookie `name` ('' when it is being cleared). */
export function cookieValue(res: Response, name: string): string | undefined {
  const line = setCookieHeader(res, name);
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0]);
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

/** Signs up a fresh user through the signup page; returns its credentials and session cookie. */
export interface TestAccount {
  first_name: string;
  last_name: string;
  screen_name: string;
  email: string;
  password: string;
  /** `nv_accounts=…`, ready for a Cookie header. */
  cookie: string;
}

export async function signUpUser(
  provider: TestProvider,
  overrides: Partial<Omit<TestAccount, 'cookie'>> = {},
): Promise<TestAccount> {
  const tag = randomBytes(4).toString('hex');
  const fields: Omit<TestAccount, 'cookie'> = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    screen_name: `ada_${tag}`,
    email: `ada.${tag}@example.test`,
    password: 'analytical-engine-1843',
    ...overrides,
  };
  const res = await postForm(provider, '/accounts/signup', { ...fields });
  if (res.status !== 303) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return { ...fields, cookie: `nv_accounts=${cookieValue(res, 'nv_accounts')}` };
}
