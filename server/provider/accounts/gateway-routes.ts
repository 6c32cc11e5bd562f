// Sign in (spec 1 §2 'Accounts service pages'): GET|POST /accounts/gateway?continue=&follow=&app=.
// The password form, its field errors, the sign-in limits (sign-in-limits.ts) and a suspended
// account's refusal; a signed-in visitor is offered to continue or to sign out first.
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../http/types';
import { oauthErrorMessage } from '@/lib/contracts/errors';
import { ADMIN_TEXTS } from '@/lib/contracts/admin';
import { authenticate } from '../domain/accounts';
import { readForm, type AccountsContext } from './context';
import { gatewayPage } from './pages';
import { resolveContinue } from './redirects';
import { FORGOT_PATH } from './recovery-routes';
import {
  clientIp,
  clip,
  GATEWAY_PATH,
  LOGOUT_PATH,
  MAX_LABEL,
  signInLimitMessage,
  SIGNUP_PATH,
  withQuery,
} from './request-guards';
import { readAccountSession, startAccountSession } from './session';
import type { SignInLimits } from './sign-in-limits';

export function gatewayRoutes({ db, config }: Deps, ctx: AccountsContext, signInLimits: SignInLimits) {
  const app = new Hono<AppEnv>();
  const { base, dashboard, webHome, sites, cancelHref, communityTitle, page, errorPage } = ctx;

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

  return app;
}
