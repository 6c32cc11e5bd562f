// OAuth2 of the accounts service (spec 1 §8 error codes), mounted by routes.ts under its security
// headers: GET /oauth2/authorize (authorization code + PKCE, signing in first when needed) and
// POST /oauth2/token (code -> provider bearer token). The protocol's rules live in oauth.ts.
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../http/types';
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
import type { RedirectConfig } from './redirects';
import { clip, GATEWAY_PATH, MAX_LABEL, publicBase, withQuery } from './request-guards';
import { readAccountSession } from './session';

export interface OauthContext {
  /** The configuration with the communities that exist now, for the redirect checks. */
  sites: () => Promise<RedirectConfig>;
  errorPage: (
    c: Context,
    status: 400,
    title: string,
    message: string,
    action: { href: string; label: string },
  ) => Response | Promise<Response>;
}

export function oauthRoutes({ db, config }: Pick<Deps, 'db' | 'config'>, { sites, errorPage }: OauthContext) {
  const app = new Hono<AppEnv>();
  const base = publicBase(config);
  const webHome = config.WEB_URL.replace(/\/+$/, '') || config.WEB_URL;
  const authorizeBase = `${base.absolute}${AUTHORIZE_PATH}`;

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
