// Request guards and helpers of the accounts pages (routes.ts): the security headers every page
// carries, the login-CSRF check of form posts, the client's address for limits, and the small
// text helpers of the forms and the 429 page.
import { type Context, type MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ProviderConfig } from '../config';
import { clientAddress } from './client-address';
import { messagePage } from './pages';
import { formActionSources } from './redirects';
import { REVEAL_SCRIPT_SOURCE } from './reveal-script';
import type { SignInGate } from './sign-in-limits';

export const GATEWAY_PATH = '/accounts/gateway';
export const SIGNUP_PATH = '/accounts/signup';
export const LOGOUT_PATH = '/accounts/logout';
export const CONNECT_PATH = '/accounts/connect';

export const MAX_LABEL = 60;
export const MAX_PARAM = 2048;

export function clip(value: string | undefined, max = MAX_PARAM): string {
  return (value ?? '').trim().slice(0, max);
}

/** Where the accounts service lives publicly: origin plus an optional path prefix. */
export function publicBase(config: ProviderConfig) {
  const url = new URL(config.ACCOUNTS_PUBLIC_URL);
  const prefix = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, prefix, absolute: `${url.origin}${prefix}` };
}

export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The socket's peer address ('unknown' without a socket, as in app.request tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client's address for limits: X-Forwarded-For only behind TRUSTED_PROXY. */
export function clientIp(c: Context, config: ProviderConfig): string {
  return clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), config.TRUSTED_PROXY);
}

/** The 429 page's sentence for a sign-in refused by its limits. */
export function signInLimitMessage(gate: Extract<SignInGate, { ok: false }>): string {
  const wait =
    gate.retryAfter < 60
      ? `${gate.retryAfter} second${gate.retryAfter === 1 ? '' : 's'}`
      : `${Math.ceil(gate.retryAfter / 60)} minute${Math.ceil(gate.retryAfter / 60) === 1 ? '' : 's'}`;
  if (gate.scope === 'account') return `Too many sign-in attempts for this email. Please wait ${wait} and try again.`;
  if (gate.scope === 'address')
    return `Too many sign-in attempts from this network. Please wait ${wait} and try again.`;
  return `Too many people are signing in right now. Please wait ${wait} and try again.`;
}

/** Security headers of every accounts page (and the OAuth endpoints). */
export function securityHeaders(config: ProviderConfig): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    // Only the show-password script, pinned by its hash (reveal-script.ts).
    `script-src ${REVEAL_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    // Chrome applies form-action to the redirects that follow a form post too.
    `form-action ${formActionSources(config).join(' ')}`,
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    // same-origin, not no-referrer: with no-referrer browsers send `Origin: null` on form posts.
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    c.header('Cache-Control', 'no-store');
    if (new URL(config.ACCOUNTS_PUBLIC_URL).protocol === 'https:') {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

/**
 * Login-CSRF guard for the form posts: a browser always sends Origin (or Sec-Fetch-Site) with a
 * form post; refuse those that come from another site (same-site community hosts are fine).
 * Requests without either header (curl, tests) pass.
 */
export function sameOriginPost(config: ProviderConfig): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowed = new Set([publicBase(config).origin, new URL(c.req.url).origin]);
    const crossSite = site ? site === 'cross-site' : origin !== undefined && !allowed.has(origin);
    if (crossSite) {
      return c.html(
        messagePage({
          webUrl: config.WEB_URL,
          title: 'Request refused',
          message: 'This form was sent from another site. Please sign in from this page instead.',
          tone: 'error',
          action: { href: `${publicBase(config).prefix}${GATEWAY_PATH}`, label: 'Go to sign in' },
        }),
        403,
      );
    }
    return next();
  };
}
