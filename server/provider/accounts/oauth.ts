// OAuth2 authorization-code + PKCE server of the accounts service (DESIGN.md, sign-in). The web app
// (next-auth v4, provider id 'accounts') is the one client: OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET.
//   GET  /oauth2/authorize  -> gateway when signed out; otherwise a one-time code to redirect_uri
//   POST /oauth2/token      -> exchanges code (+ code_verifier) for a provider bearer token
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { oauthCodes } from '../db/schema';
import type { ProviderConfig } from '../config';
import { issueAccessToken, randomToken, sha256, TOKEN_TTL_MS } from '../domain/tokens';
import { oauthErrorMessage } from '@/lib/contracts/errors';
import { isAllowedRedirectUri, type RedirectConfig } from './redirects';

export const AUTHORIZATION_CODE_TTL_MS = 10 * 60 * 1000;
export const TOKEN_SCOPE = 'openid profile email';
export const AUTHORIZE_PATH = '/oauth2/authorize';
export const TOKEN_PATH = '/oauth2/token';

const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

export type PkceMethod = 'S256' | 'plain';

// ---------------------------------------------------------------------------------------------
// Authorize request validation

export interface AuthorizeParams {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  app: string;
}

export function readAuthorizeParams(query: (name: string) => string | undefined): AuthorizeParams {
  return {
    responseType: query('response_type') ?? '',
    clientId: query('client_id') ?? '',
    redirectUri: query('redirect_uri') ?? '',
    state: query('state') ?? '',
    codeChallenge: query('code_challenge') ?? '',
    codeChallengeMethod: query('code_challenge_method') ?? '',
    app: query('app') ?? '',
  };
}

/**
 * Problems that must NOT be reported by redirecting (RFC 6749 §4.1.2.1): unknown client or a
 * redirect_uri we do not trust. Returns a message for the 400 page, or null when redirecting is safe.
 */
export function untrustedAuthorizeProblem(
  p: AuthorizeParams,
  config: ProviderConfig,
  sites: RedirectConfig,
): string | null {
  if (!p.clientId) return 'The sign-in request does not name an application (client_id is missing).';
  if (p.clientId !== config.OAUTH_CLIENT_ID) return 'The sign-in request comes from an unknown application.';
  if (!p.redirectUri) return 'The sign-in request has no return address (redirect_uri is missing).';
  if (!isAllowedRedirectUri(p.redirectUri, sites)) return 'The sign-in request has a return address we do not trust.';
  return null;
}

/** Problems reported back to the (trusted) redirect_uri as OAuth errors. */
export function authorizeRequestError(p: AuthorizeParams): { error: string; description: string } | null {
  if (p.responseType !== 'code')
    return { error: 'unsupported_response_type', description: 'Only response_type=code is supported.' };
  if (!p.codeChallenge)
    return { error: 'invalid_request', description: 'PKCE is required: code_challenge is missing.' };
  if (!PKCE_VALUE.test(p.codeChallenge))
    return { error: 'invalid_request', description: 'code_challenge is malformed.' };
  const method = p.codeChallengeMethod || 'plain';
  if (method !== 'S256' && method !== 'plain')
    return { error: 'invalid_request', description: 'code_challenge_method must be S256 or plain.' };
  if (p.state.length > 2048) return { error: 'invalid_request', description: 'state is too long.' };
  return null;
}

/** redirect_uri with OAuth response parameters appended (redirect_uri never has a query of its own). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

export function accessDeniedRedirect(p: AuthorizeParams): string {
  return redirectWith(p.redirectUri, {
    error: 'access_denied',
    error_description: oauthErrorMessage(10110),
    error_code: '10110',
    state: p.state,
  });
}

// ---------------------------------------------------------------------------------------------
// Codes

export async function createAuthorizationCode(
  db: Db,
  input: {
    userId: number;
    clientId: string;
    redirectUri: string;
    codeChallenge: string;
    codeChallengeMethod: PkceMethod;
  },
): Promise<string> {
  const code = randomToken();
  await db.insert(oauthCodes).values({
    codeHash: sha256(code),
    userId: input.userId,
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod: input.codeChallengeMethod,
    expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_TTL_MS),
  });
  return code;
}

export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  if (!PKCE_VALUE.test(verifier)) return false;
  const computed = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return safeEqual(computed, challenge);
}

function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

// ---------------------------------------------------------------------------------------------
// Token endpoint

type TokenError = { status: 400 | 401; body: { error: string; error_description: string; error_code?: number } };
type TokenSuccess = { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string };

function invalidGrant(description: string): TokenError {
  return { status: 400, body: { error: 'invalid_grant', error_description: description, error_code: 10122 } };
}

/** Client credentials from HTTP Basic (client_secret_basic) or the body (client_secret_post). */
export function readClientCredentials(
  authorization: string | undefined,
  body: Record<string, string>,
): { clientId: string; clientSecret: string } | null {
  if (authorization && /^basic /i.test(authorization)) {
    try {
      const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return null;
      // RFC 6749 §2.3.1: both parts are form-urlencoded before being joined.
      const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      return { clientId: unform(decoded.slice(0, colon)), clientSecret: unform(decoded.slice(colon + 1)) };
    } catch {
      return null;
    }
  }
  if (body.client_id && body.client_secret) return { clientId: body.client_id, clientSecret: body.client_secret };
  return null;
}

export function clientIsValid(
  creds: { clientId: string; clientSecret: string } | null,
  config: ProviderConfig,
): boolean {
  if (!creds) return false;
  const idOk = safeEqual(creds.clientId, config.OAUTH_CLIENT_ID);
  const secretOk = safeEqual(creds.clientSecret, config.OAUTH_CLIENT_SECRET);
  return idOk && secretOk;
}

export async function exchangeAuthorizationCode(
  db: Db,
  config: ProviderConfig,
  authorization: string | undefined,
  body: Record<string, string>,
): Promise<TokenError | { status: 200; body: TokenSuccess }> {
  const creds = readClientCredentials(authorization, body);
  if (!clientIsValid(creds, config)) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed.' } };
  }
  // A client_id in the body must agree with the authenticated one.
  if (body.client_id && body.client_id !== config.OAUTH_CLIENT_ID) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed.' } };
  }
  if (body.grant_type !== 'authorization_code') {
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Only grant_type=authorization_code is supported.' },
    };
  }
  const code = body.code ?? '';
  const redirectUri = body.redirect_uri ?? '';
  if (!code || !redirectUri) {
    return {
      status: 400,
      body: { error: 'invalid_request', error_description: 'code and redirect_uri are required.' },
    };
  }
  if (code.length > 200) return invalidGrant('The authorization code is invalid.');

  const now = new Date();
  const [row] = await db
    .select()
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, sha256(code)))
    .limit(1);
  if (!row) return invalidGrant('The authorization code is invalid.');
  if (row.usedAt) return invalidGrant('The authorization code has already been used.');
  if (row.expiresAt <= now) return invalidGrant('The authorization code has expired.');
  if (row.clientId !== config.OAUTH_CLIENT_ID)
    return invalidGrant('The authorization code was issued to another client.');
  if (row.redirectUri !== redirectUri) return invalidGrant('redirect_uri does not match the authorization request.');
  if (row.codeChallenge) {
    const verifier = body.code_verifier ?? '';
    if (!verifier) return invalidGrant('code_verifier is required (PKCE).');
    if (!pkceMatches(verifier, row.codeChallenge, row.codeChallengeMethod ?? 'plain')) {
      return invalidGrant('code_verifier does not match the code challenge.');
    }
  }

  // Spend the code atomically: under concurrency exactly one exchange wins.
  const [spent] = await db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, row.codeHash), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now)))
    .returning({ userId: oauthCodes.userId });
  if (!spent) return invalidGrant('The authorization code has already been used.');

  const accessToken = await issueAccessToken(db, spent.userId);
  return {
    status: 200,
    body: {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: Math.floor(TOKEN_TTL_MS / 1000),
      scope: TOKEN_SCOPE,
    },
  };
}

/** Reads a token request body: form-urlencoded (the standard) or JSON. Only string values kept. */
export async function readTokenBody(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const out: Record<string, string> = {};
  try {
    if (type.includes('application/json')) {
      const json = (await c.req.json()) as Record<string, unknown>;
      for (const [k, v] of Object.entries(json ?? {})) if (typeof v === 'string') out[k] = v;
    } else {
      const form = await c.req.parseBody();
      for (const [k, v] of Object.entries(form)) if (typeof v === 'string') out[k] = v;
    }
  } catch {
    /* empty body -> invalid_request below */
  }
  return out;
}
