// The accounts service (spec 1 §2 "Accounts service pages", §8 OAuth error codes): the only place
// with password forms. Served by the provider process, reached by browsers at ACCOUNTS_PUBLIC_URL.
//
//   GET|POST /accounts/gateway?continue=&follow=&app=      sign in (gateway-routes.ts)
//   GET|POST /accounts/signup?scout_id=&continue=&app=     create an account (signup-routes.ts)
//   GET      /accounts/logout?continue=&platform=          sign out of the accounts service
//   GET      /accounts/connect?code=&continue=             one-time connect code -> signed in
//   GET      /oauth2/authorize                            authorization code + PKCE (see oauth.ts)
//   POST     /oauth2/token                                code -> provider bearer token
//   forgot and reset password, verification, email change, unsubscribe (recovery-routes.ts)
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import type { AppEnv, Deps } from '../http/types';
import { oauthErrorMessage } from '@/lib/contracts/errors';
import { accountsContext, readForm } from './context';
import { consumeConnectCode } from './connect';
import { gatewayRoutes } from './gateway-routes';
import { AUTHORIZE_PATH } from './oauth';
import { oauthRoutes } from './oauth-routes';
import { recoveryRoutes } from './recovery-routes';
import { resolveContinue } from './redirects';
import {
  clientIp,
  clip,
  CONNECT_PATH,
  GATEWAY_PATH,
  LOGOUT_PATH,
  sameOriginPost,
  securityHeaders,
  withQuery,
} from './request-guards';
import { endAccountSession, startAccountSession } from './session';
import { createSignInLimits, sharedLimiterFactory } from './sign-in-limits';
import { signupRoutes } from './signup-routes';

export function accountsRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const ctx = accountsContext({ db, config });
  const { base, dashboard, webHome, sites, errorPage } = ctx;
  const signInLimits = createSignInLimits(
    sharedLimiterFactory(db, config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined),
  );

  const headers = securityHeaders(config);
  app.use('/accounts/*', headers);
  app.use(AUTHORIZE_PATH, headers);
  app.use('/accounts/*', sameOriginPost(config));

  app.route('/', gatewayRoutes({ db, config }, ctx, signInLimits));
  app.route('/', signupRoutes({ db, config }, ctx));

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
