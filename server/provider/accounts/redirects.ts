// Redirect safety of the accounts service (DESIGN.md, security posture): every `continue` and every
// OAuth redirect_uri is checked against the web origin, the main community's hosts and the hosts of
// the communities that exist (exact names, never "any subdomain"). Pure functions, no IO.
import { isOwnOrigin } from '@/lib/hosts';
import type { ProviderConfig } from '../config';

type SiteConfig = Pick<ProviderConfig, 'WEB_URL' | 'ROOT_DOMAIN' | 'ACCOUNTS_PUBLIC_URL'>;
/** The configuration plus the subdomains of the communities that exist (community-hosts.ts). */
export type RedirectConfig = SiteConfig & { communities: ReadonlySet<string> };

/** The path next-auth (provider id 'accounts') receives the authorization code on. */
export const OAUTH_CALLBACK_PATH = '/api/auth/callback/accounts';

function parseAbsolute(raw: string): URL | null {
  // Control characters and backslashes are refused outright: browsers and URL parsers disagree about them.
  if (!raw || raw.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url;
}

function rootHost(config: SiteConfig): string {
  return config.ROOT_DOMAIN.trim().toLowerCase().replace(/^\.+/, '').replace(/\/+$/, '');
}

/** https is always fine on the root domain; http only when the web app itself runs on http. */
function rootDomainSchemeAllowed(url: URL, config: RedirectConfig): boolean {
  return url.protocol === 'https:' || new URL(config.WEB_URL).protocol === 'http:';
}

function isProductOrigin(url: URL, config: RedirectConfig): boolean {
  if (url.origin === new URL(config.WEB_URL).origin) return true;
  return isOwnOrigin(url.toString(), rootHost(config), config.communities) && rootDomainSchemeAllowed(url, config);
}

/**
 * May the accounts service send a browser to `url` after sign-in, sign-up, logout or connect?
 * Absolute http(s) only, on WEB_URL's origin, the main community, an existing community, or the
 * accounts service itself (so a pending /oauth2/authorize can resume).
 */
export function isAllowedContinue(url: string, config: RedirectConfig): boolean {
  const parsed = parseAbsolute(url);
  if (!parsed) return false;
  if (isProductOrigin(parsed, config)) return true;
  return parsed.origin === new URL(config.ACCOUNTS_PUBLIC_URL).origin;
}

/**
 * The continue target to use: `raw` when allowed, a same-site path ('/x', never '//x') resolved
 * against WEB_URL when allowed, else `fallback`.
 */
export function resolveContinue(raw: string | undefined | null, config: RedirectConfig, fallback: string): string {
  const value = (raw ?? '').trim();
  if (!value) return fallback;
  if (isAllowedContinue(value, config)) return new URL(value).toString();
  if (value.startsWith('/') && !value.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(value)) {
    try {
      const resolved = new URL(value, config.WEB_URL).toString();
      if (isAllowedContinue(resolved, config)) return resolved;
    } catch {
      /* fall through */
    }
  }
  return fallback;
}

/**
 * An OAuth redirect_uri the authorize endpoint will send codes to: the product's next-auth callback
 * on WEB_URL's origin, the main community or an existing community, with no query or fragment.
 */
export function isAllowedRedirectUri(uri: string, config: RedirectConfig): boolean {
  const parsed = parseAbsolute(uri);
  if (!parsed) return false;
  if (parsed.search || parsed.hash || uri.includes('#') || uri.includes('?')) return false;
  if (parsed.pathname !== OAUTH_CALLBACK_PATH) return false;
  return isProductOrigin(parsed, config);
}

/** Origins a form on an accounts page may end up at (CSP form-action also applies to redirects). */
export function formActionSources(config: SiteConfig): string[] {
  const web = new URL(config.WEB_URL);
  const root = rootHost(config);
  const schemes = web.protocol === 'http:' ? ['http:', 'https:'] : ['https:'];
  const sources = new Set<string>(["'self'", new URL(config.ACCOUNTS_PUBLIC_URL).origin, web.origin]);
  for (const scheme of schemes) {
    sources.add(`${scheme}//${root}`);
    sources.add(`${scheme}//*.${root}`);
  }
  return [...sources];
}
