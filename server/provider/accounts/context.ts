// What every accounts page shares: the public base of the service, where a finished flow lands,
// the communities a continue may go to, and the page and error-page answers.
import type { Context } from 'hono';
import type { Deps } from '../http/types';
import { findPlatform } from '../domain/platforms';
import { communitySubdomainsReader } from '../domain/community-hosts';
import { AUTHORIZE_PATH } from './oauth';
import { messagePage } from './pages';
import type { RedirectConfig } from './redirects';
import { publicBase } from './request-guards';

export type AccountsContext = ReturnType<typeof accountsContext>;

export function accountsContext({ db, config }: Deps) {
  const base = publicBase(config);
  const dashboard = `${config.WEB_URL.replace(/\/+$/, '')}/me/my-dashboard`;
  const webHome = config.WEB_URL.replace(/\/+$/, '') || config.WEB_URL;
  const communitySubdomains = communitySubdomainsReader(db);
  /** The configuration with the communities that exist now, for every redirect check. */
  const sites = async (): Promise<RedirectConfig> => ({ ...config, communities: await communitySubdomains() });

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

  return { base, dashboard, webHome, sites, cancelHref, communityTitle, page, errorPage };
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
