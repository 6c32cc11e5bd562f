// The accounts service (spec 1 §2 "Accounts service pages", §8 OAuth error codes): the only place
// with password forms. Served by the provider process, reached by browsers at ACCOUNTS_PUBLIC_URL.
//
//   GET|POST /accounts/gateway?continue=&follow=&app=      sign in
//   GET|POST /accounts/signup?scout_id=&continue=&app=     create an account (and sign in)
//   GET      /accounts/logout?continue=&platform=          sign out of the accounts service
//   GET      /accounts/connect?code=&continue=             one-time connect code -> signed in
//   GET      /oauth2/authorize                            authorization code + PKCE (see oauth.ts)
//   POST     /oauth2/token                                code -> provider bearer token
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../http/types';
import { signupInputSchema } from '@/lib/contracts/account';
import { errorsByField, oauthErrorMessage, type FieldError } from '@/lib/contracts/errors';
import { zodErrors } from '../http/respond';
import { authenticate, signUp, signUpConflicts } from '../domain/accounts';
import { findPlatform } from '../domain/platforms';
import { ADMIN_TEXTS } from '@/lib/contracts/admin';
import { resolveContinue, type RedirectConfig } from './redirects';
import { communitySubdomainsReader } from '../domain/community-hosts';
import { endAccountSession, readAccountSession, startAccountSession } from './session';
import { consumeConnectCode } from './connect';
import { AUTHORIZE_PATH } from './oauth';
import { oauthRoutes } from './oauth-routes';
import { gatewayPage, messagePage, signupPage, type SignupValues } from './pages';
import { Redis } from 'ioredis';
import { rateCounter } from '../http/rate-limits';
import {
  clientIp,
  clip,
  GATEWAY_PATH,
  MAX_LABEL,
  publicBase,
  sameOriginPost,
  securityHeaders,
  signInLimitMessage,
  withQuery,
} from './request-guards';
import { createSignInLimits, sharedLimiterFactory } from './sign-in-limits';
import { FORGOT_PATH, recoveryRoutes } from './recovery-routes';
import { sendVerification } from '../domain/account-recovery';

export { GATEWAY_PATH };
export const SIGNUP_PATH = '/accounts/signup';
export const LOGOUT_PATH = '/accounts/logout';
export const CONNECT_PATH = '/accounts/connect';

/** Sign-up: 30 new accounts per address in 10 minutes. Sign-in limits: sign-in-limits.ts. */
export const SIGN_UP_LIMIT = { attempts: 30, windowMs: 10 * 60 * 1000 };

export function accountsRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const base = publicBase(config);
  const dashboard = `${config.WEB_URL.replace(/\/+$/, '')}/me/my-dashboard`;
  const webHome = config.WEB_URL.replace(/\/+$/, '') || config.WEB_URL;
  const signInLimits = createSignInLimits(
    sharedLimiterFactory(db, config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined),
  );
  // Per address, shared across provider processes when they share their limits (REDIS_URL).
  const signUpLimiter = rateCounter(
    { count: SIGN_UP_LIMIT.attempts, windowSeconds: SIGN_UP_LIMIT.windowMs / 1000 },
    'sign-up',
  );
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

  /**
   * The community a page names ('Sign in to Punchline Lab'): the title of the platform the `app`
   * label (slug or subdomain) names; none for the main community or a label that is no community,
   * so the page never echoes a made-up name or says 'nervus on Nervus'.
   */
  const communityTitle = async (label: string): Promise<string | undefined> => {
    const platform = label ? await findPlatform(db, label) : null;
    return platform && !platform.isMain ? platform.title : undefined;
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
    extra: {
      email?: string;
      error?: string;
      fieldErrors?: { email?: string; password?: string };
      status?: 200 | 400 | 403 | 422;
    } = {},
  ) => {
    const current = await readAccountSession(c, db);
    const hiddenContinue = p.rawContinue ? p.continueUrl : undefined;
    return page(
      c,
      gatewayPage({
        webUrl: config.WEB_URL,
        action: `${base.prefix}${GATEWAY_PATH}`,
        app: await communityTitle(p.app),
        email: extra.email,
        error: extra.error,
        fieldErrors: extra.fieldErrors,
        hidden: { continue: hiddenContinue, follow: p.follow, app: p.app },
        signupHref: withQuery(`${base.prefix}${SIGNUP_PATH}`, { continue: hiddenContinue, app: p.app }),
        cancelHref: cancelHref(p.rawContinue ? p.continueUrl : webHome),
        forgotHref: `${base.prefix}${FORGOT_PATH}`,
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
      // Every missing field at once, each beside its field (issue 22).
      const fieldErrors = {
        email: email ? undefined : 'Enter your email.',
        password: password ? undefined : 'Enter your password.',
      };
      return renderGateway(c, p, { email, fieldErrors, status: 422 });
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
    // A suspended account signs in nowhere until an admin restores it (issue 21).
    if (user.suspendedAt) return renderGateway(c, p, { email, error: ADMIN_TEXTS.suspended, status: 403 });
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

  const renderSignup = async (
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
        app: await communityTitle(p.app),
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
    // The limit comes first, so that an address over it learns nothing (not even which emails are
    // taken); an attempt that creates no account is given back.
    const ipKey = clientIp(c, config);
    const limit = await signUpLimiter.take(ipKey);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter));
      return errorPage(
        c,
        429,
        'Too many new accounts',
        'Too many accounts were created from this network. Please try again later.',
      );
    }
    const parsed = signupInputSchema.safeParse({
      ...values,
      password: form.password ?? '',
      scout_id: p.scoutId || undefined,
    });
    if (!parsed.success) {
      // All field errors at once: a taken email or screen name is said beside the format errors of
      // the other fields, not after they are fixed (issue 22).
      const errors = zodErrors(parsed.error);
      const invalid = new Set(errors.map((e) => e.field.toLowerCase()));
      const conflicts = await signUpConflicts(db, {
        email: invalid.has('email') ? undefined : values.email,
        screen_name: invalid.has('screen_name') ? undefined : values.screen_name,
      });
      await signUpLimiter.refund(ipKey);
      return renderSignup(c, p, values, [...errors, ...conflicts], 422);
    }

    const result = await signUp(db, parsed.data);
    if (!result.ok) {
      await signUpLimiter.refund(ipKey);
      const errors = [...result.errors];
      if (result.code === 10161 && !errors.some((e) => e.field.toLowerCase() === 'email')) {
        errors.push({ field: 'email', error: oauthErrorMessage(10161) });
      }
      if (!errors.length) errors.push({ field: '*', error: oauthErrorMessage(result.code ?? 10134) });
      return renderSignup(c, p, values, errors, result.status);
    }
    await sendVerification(db, config, result.user);
    await startAccountSession(c, db, config, result.user.id);
    return c.redirect(p.continueUrl, 303);
  });

  // Forgot and reset password, verification, change of password or email, unsubscribe
  app.route(
    '/',
    recoveryRoutes(
      { db, config },
      {
        prefix: base.prefix,
        absolute: base.absolute,
        gatewayPath: GATEWAY_PATH,
        clientIp: (c) => clientIp(c, config),
        readForm,
      },
    ),
  );

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

  // OAuth2: authorization code + PKCE for the web app (oauth-routes.ts)
  app.route('/', oauthRoutes({ db, config }, { sites, errorPage }));

  return app;
}

/** Form fields of a POST (urlencoded or multipart); strings only. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  try {
    const body = await c.req.parseBody();
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  } catch {
    /* empty or malformed body: treated as an empty form */
  }
  return out;
}
