// The accounts service (spec 1 §2 "Accounts service pages", §8 OAuth error codes): the only place
// with password forms. Served by the provider process, reached by browsers at ACCOUNTS_PUBLIC_URL.
//
//   GET|POST /accounts/gateway?continue=&follow=&app=      sign in
//   GET|POST /accounts/signup?scout_id=&continue=&app=     create an account (and sign in)
//   GET      /accounts/logout?continue=&platform=          sign out of the accounts service
//   GET      /accounts/connect?code=&continue=             one-time connect code -> signed in
//   GET      /oauth2/authorize                            authorization code + PKCE (see oauth.ts)
//   POST     /oauth2/token                                code -> provider bearer token
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, Deps } from '../http/types';
import type { ProviderConfig } from '../config';
import { signupInputSchema } from '@/lib/contracts/account';
import { errorsByField, oauthErrorMessage, type FieldError } from '@/lib/contracts/errors';
import { zodErrors } from '../http/respond';
import { authenticate, signUp } from '../domain/accounts';
import { formActionSources, resolveContinue, type RedirectConfig } from './redirects';
import { communitySubdomainsReader } from '../domain/community-hosts';
import { endAccountSession, readAccountSession, startAccountSession } from './session';
import { consumeConnectCode } from './connect';
import {
  accessDeniedRedirect,
  authorizeRequestError,
  AUTHORIZE_PATH,
  createAuthorizationCode,
  exchangeAuthorizationCode,
  readAuthorizeParams,
  readTokenBody,
  redirectWith,
  TOKEN_PATH,
  untrustedAuthorizeProblem,
  type PkceMethod,
} from './oauth';
import { gatewayPage, messagePage, signupPage, type SignupValues } from './pages';
import { Redis } from 'ioredis';
import { SlidingWindowLimiter } from './rate-limit';
import { clientAddress } from './client-address';
import { createSignInLimits, sharedLimiterFactory, type SignInGate } from './sign-in-limits';

export const GATEWAY_PATH = '/accounts/gateway';
export const SIGNUP_PATH = '/accounts/signup';
export const LOGOUT_PATH = '/accounts/logout';
export const CONNECT_PATH = '/accounts/connect';

/** Sign-up: 30 new accounts per address in 10 minutes. Sign-in limits: sign-in-limits.ts. */
export const SIGN_UP_LIMIT = { attempts: 30, windowMs: 10 * 60 * 1000 };

const MAX_LABEL = 60;
const MAX_PARAM = 2048;

function clip(value: string | undefined, max = MAX_PARAM): string {
  return (value ?? '').trim().slice(0, max);
}

/** Where the accounts service lives publicly: origin plus an optional path prefix. */
function publicBase(config: ProviderConfig) {
  const url = new URL(config.ACCOUNTS_PUBLIC_URL);
  const prefix = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, prefix, absolute: `${url.origin}${prefix}` };
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The socket's peer address ('unknown' without a socket, as in app.request tests). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client's address for limits: X-Forwarded-For only behind TRUSTED_PROXY. */
function clientIp(c: Context, config: ProviderConfig): string {
  return clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), config.TRUSTED_PROXY);
}

/** The 429 page's sentence for a sign-in refused by its limits. */
function signInLimitMessage(gate: Extract<SignInGate, { ok: false }>): string {
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
function securityHeaders(config: ProviderConfig): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'none'",
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
function sameOriginPost(config: ProviderConfig): MiddlewareHandler {
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

export function accountsRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const base = publicBase(config);
  const dashboard = `${config.WEB_URL.replace(/\/+$/, '')}/me/my-dashboard`;
  const webHome = config.WEB_URL.replace(/\/+$/, '') || config.WEB_URL;
  const signInLimits = createSignInLimits(
    sharedLimiterFactory(db, config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined),
  );
  const signUpLimiter = new SlidingWindowLimiter(SIGN_UP_LIMIT.attempts, SIGN_UP_LIMIT.windowMs);
  const communitySubdomains = communitySubdomainsReader(db);
  /** The configuration with the communities that exist now, for every redirect check. */
  const sites = async (): Promise<RedirectConfig> => ({ ...config, communities: await communitySubdomains() });

  const headers = securityHeaders(config);
  app.use('/accounts/*', headers);
  app.use(AUTHORIZE_PATH, headers);
  app.use('/accounts/*', sameOriginPost(config));

  const authorizeBase = `${base.absolute}${AUTHORIZE_PATH}`;
  /** Is this continue a pending /oauth2/authorize of ours? Then Cancel must answer access_denied. */
  const isPendingAuthorize = (target: string) => {
    try {
      const url = new URL(target);
      return `${url.origin}${url.pathname}` === authorizeBase;
    } catch {
      return false;
    }
  };
  const cancelHref = (target: string) => {
    if (!isPendingAuthorize(target)) return target;
    const url = new URL(target);
    url.searchParams.set('cancel', '1');
    return url.toString();
  };

  const page = (c: Context, body: string, status: 200 | 400 | 403 | 422 | 409 | 429 = 200) => c.html(body, status);
  const errorPage = (
    c: Context,
    status: 400 | 403 | 429,
    title: string,
    message: string,
    action?: { href: string; label: string },
  ) => page(c, messagePage({ webUrl: config.WEB_URL, title, message, tone: 'error', action }), status);

  // ---------------------------------------------------------------------------------------------
  // Gateway (sign in)

  interface GatewayParams {
    continueUrl: string;
    rawContinue: string;
    follow: string;
    app: string;
  }

  const gatewayParams = async (get: (name: string) => string | undefined): Promise<GatewayParams> => {
    const rawContinue = clip(get('continue'));
    return {
      rawContinue,
      continueUrl: resolveContinue(rawContinue, await sites(), dashboard),
      follow: clip(get('follow'), 200),
      app: clip(get('app'), MAX_LABEL),
    };
  };

  const renderGateway = async (
    c: Context,
    p: GatewayParams,
    extra: { email?: string; error?: string; status?: 200 | 400 | 422 } = {},
  ) => {
    const current = await readAccountSession(c, db);
    const hiddenContinue = p.rawContinue ? p.continueUrl : undefined;
    return page(
      c,
      gatewayPage({
        webUrl: config.WEB_URL,
        action: `${base.prefix}${GATEWAY_PATH}`,
        app: p.app || undefined,
        email: extra.email,
        error: extra.error,
        hidden: { continue: hiddenContinue, follow: p.follow, app: p.app },
        signupHref: withQuery(`${base.prefix}${SIGNUP_PATH}`, { continue: hiddenContinue, app: p.app }),
        cancelHref: cancelHref(p.rawContinue ? p.continueUrl : webHome),
        signedIn: current
          ? {
              screenName: current.screenName,
              continueHref: p.continueUrl,
              logoutHref: withQuery(`${base.prefix}${LOGOUT_PATH}`, {
                continue: `${base.absolute}${withQuery(GATEWAY_PATH, { continue: hiddenContinue, app: p.app, follow: p.follow })}`,
              }),
            }
          : undefined,
      }),
      extra.status ?? 200,
    );
  };

  app.get(GATEWAY_PATH, async (c) => renderGateway(c, await gatewayParams((n) => c.req.query(n))));

  app.post(GATEWAY_PATH, async (c) => {
    const form = await readForm(c);
    const p = await gatewayParams((n) => form[n] ?? c.req.query(n));
    const email = clip(form.email, 254);
    const password = form.password ?? '';
    if (!email || !password) {
      return renderGateway(c, p, { email, error: 'Enter your email and password.', status: 422 });
    }
    const address = clientIp(c, config);
    const gate = await signInLimits.admit(email, address);
    if (!gate.ok) {
      c.header('Retry-After', String(gate.retryAfter));
      return errorPage(c, 429, 'Too many attempts', signInLimitMessage(gate), {
        href: withQuery(`${base.prefix}${GATEWAY_PATH}`, {
          continue: p.rawContinue ? p.continueUrl : undefined,
          app: p.app,
          follow: p.follow,
        }),
        label: 'Back to sign in',
      });
    }
    const user = password.length > 200 ? null : await authenticate(db, email, password);
    if (!user) {
      await signInLimits.failed(email, address);
      return renderGateway(c, p, { email, error: oauthErrorMessage(10198), status: 400 });
    }
    await signInLimits.succeeded(email);
    await startAccountSession(c, db, config, user.id);
    return c.redirect(p.continueUrl, 303);
  });

  // ---------------------------------------------------------------------------------------------
  // Sign-up

  interface SignupParams {
    continueUrl: string;
    rawContinue: string;
    app: string;
    scoutId: string;
  }

  const signupParams = async (get: (name: string) => string | undefined): Promise<SignupParams> => {
    const rawContinue = clip(get('continue'));
    const scout = clip(get('scout_id'), 12);
    return {
      rawContinue,
      continueUrl: resolveContinue(rawContinue, await sites(), dashboard),
      app: clip(get('app'), MAX_LABEL),
      scoutId: /^\d+$/.test(scout) ? scout : '',
    };
  };

  const renderSignup = (
    c: Context,
    p: SignupParams,
    values: SignupValues,
    errors: FieldError[],
    status: 200 | 409 | 422 = 200,
  ) => {
    const hiddenContinue = p.rawContinue ? p.continueUrl : undefined;
    return page(
      c,
      signupPage({
        webUrl: config.WEB_URL,
        action: `${base.prefix}${SIGNUP_PATH}`,
        app: p.app || undefined,
        values,
        errors: errorsByField(errors),
        hidden: { continue: hiddenContinue, app: p.app, scout_id: p.scoutId },
        signinHref: withQuery(`${base.prefix}${GATEWAY_PATH}`, { continue: hiddenContinue, app: p.app }),
        cancelHref: cancelHref(p.rawContinue ? p.continueUrl : webHome),
      }),
      status,
    );
  };

  app.get(SIGNUP_PATH, async (c) => renderSignup(c, await signupParams((n) => c.req.query(n)), {}, []));

  app.post(SIGNUP_PATH, async (c) => {
    const form = await readForm(c);
    const p = await signupParams((n) => form[n] ?? c.req.query(n));
    const values: SignupValues = {
      first_name: clip(form.first_name, 200),
      last_name: clip(form.last_name, 200),
      screen_name: clip(form.screen_name, 200),
      email: clip(form.email, 300),
    };
    const parsed = signupInputSchema.safeParse({
      ...values,
      password: form.password ?? '',
      scout_id: p.scoutId || undefined,
    });
    if (!parsed.success) return renderSignup(c, p, values, zodErrors(parsed.error), 422);

    const ipKey = clientIp(c, config);
    const limit = signUpLimiter.check(ipKey);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter));
      return errorPage(
        c,
        429,
        'Too many new accounts',
        'Too many accounts were created from this network. Please try again later.',
      );
    }

    const result = await signUp(db, parsed.data);
    if (!result.ok) {
      const errors = [...result.errors];
      if (result.code === 10161 && !errors.some((e) => e.field.toLowerCase() === 'email')) {
        errors.push({ field: 'email', error: oauthErrorMessage(10161) });
      }
      if (!errors.length) errors.push({ field: '*', error: oauthErrorMessage(result.code ?? 10134) });
      return renderSignup(c, p, values, errors, result.status);
    }
    signUpLimiter.hit(ipKey);
    await startAccountSession(c, db, config, result.user.id);
    return c.redirect(p.continueUrl, 303);
  });

  // ---------------------------------------------------------------------------------------------
  // Logout and connect

  app.get(LOGOUT_PATH, async (c) => {
    await endAccountSession(c, db, config);
    return c.redirect(resolveContinue(c.req.query('continue'), await sites(), webHome), 303);
  });

  app.get(CONNECT_PATH, async (c) => {
    const code = clip(c.req.query('code'), 200);
    if (!code)
      return errorPage(c, 400, 'Sign-in link incomplete', 'Code is required', {
        href: webHome,
        label: 'Back to Nervus',
      });
    const userId = await consumeConnectCode(db, code);
    if (!userId) {
      return errorPage(c, 400, 'Sign-in link expired', oauthErrorMessage(10122), {
        href: withQuery(`${base.prefix}${GATEWAY_PATH}`, {
          continue: resolveContinue(c.req.query('continue'), await sites(), dashboard),
        }),
        label: 'Sign in',
      });
    }
    await startAccountSession(c, db, config, userId);
    return c.redirect(resolveContinue(c.req.query('continue'), await sites(), dashboard), 303);
  });

  // ---------------------------------------------------------------------------------------------
  // OAuth2

  app.get(AUTHORIZE_PATH, async (c) => {
    const p = readAuthorizeParams((n) => c.req.query(n));
    const untrusted = untrustedAuthorizeProblem(p, config, await sites());
    if (untrusted)
      return errorPage(c, 400, 'Sign-in request not valid', untrusted, { href: webHome, label: 'Back to Nervus' });

    if (c.req.query('cancel')) return c.redirect(accessDeniedRedirect(p), 302);
    const problem = authorizeRequestError(p);
    if (problem) {
      return c.redirect(
        redirectWith(p.redirectUri, { error: problem.error, error_description: problem.description, state: p.state }),
        302,
      );
    }

    const user = await readAccountSession(c, db);
    if (!user) {
      const here = new URL(c.req.url);
      const resume = new URL(authorizeBase);
      for (const [key, value] of here.searchParams) if (key !== 'cancel') resume.searchParams.append(key, value);
      return c.redirect(
        withQuery(`${base.prefix}${GATEWAY_PATH}`, { continue: resume.toString(), app: clip(p.app, MAX_LABEL) }),
        302,
      );
    }

    const code = await createAuthorizationCode(db, {
      userId: user.id,
      clientId: p.clientId,
      redirectUri: p.redirectUri,
      codeChallenge: p.codeChallenge,
      codeChallengeMethod: (p.codeChallengeMethod || 'plain') as PkceMethod,
    });
    return c.redirect(redirectWith(p.redirectUri, { code, state: p.state }), 302);
  });

  app.post(TOKEN_PATH, async (c) => {
    const body = await readTokenBody(c);
    const result = await exchangeAuthorizationCode(db, config, c.req.header('authorization'), body);
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    if (result.status === 401) c.header('WWW-Authenticate', 'Basic realm="nervus-accounts"');
    return c.json(result.body, result.status);
  });

  return app;
}

/** Form fields of a POST (urlencoded or multipart); strings only. */
async function readForm(c: Context): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  try {
    const body = await c.req.parseBody();
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  } catch {
    /* empty or malformed body: treated as an empty form */
  }
  return out;
}
