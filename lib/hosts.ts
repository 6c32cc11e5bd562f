// Host name -> community (spec 1 §2) and the reverse, community -> origin. Pure, no IO.

/** Host labels that belong to the main community. */
export const MAIN_HOST_LABELS = ['www', 'dev', 'staging', 'release'] as const;
/** Slug of the main community's platform. */
export const MAIN_COMMUNITY = 'nervus';

export type HostCommunity = { kind: 'main' } | { kind: 'community'; subdomain: string } | { kind: 'foreign' };

function hostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Which community a request's Host header names, relative to the root domain (e.g. 'nervus.localhost:3000'). */
export function communityFromHost(host: string | null | undefined, rootDomain: string): HostCommunity {
  if (!host) return { kind: 'main' };
  const name = hostname(host);
  const root = hostname(rootDomain);
  if (name === root) return { kind: 'main' };
  if (!name.endsWith(`.${root}`)) return { kind: 'foreign' };
  const labels = name.slice(0, -(root.length + 1)).split('.');
  // The community is the first label; deeper names (a.b.root) are not communities of ours.
  if (labels.length !== 1 || !/^[a-z0-9-]{1,63}$/.test(labels[0])) return { kind: 'foreign' };
  const label = labels[0];
  if ((MAIN_HOST_LABELS as readonly string[]).includes(label)) return { kind: 'main' };
  return { kind: 'community', subdomain: label };
}

/** The community slug a request is served for (main -> 'nervus'). */
export function communitySlugFromHost(host: string | null | undefined, rootDomain: string): string | null {
  const found = communityFromHost(host, rootDomain);
  if (found.kind === 'foreign') return null;
  return found.kind === 'main' ? MAIN_COMMUNITY : found.subdomain;
}

/** Origin of a community's site: the main domain, or its subdomain. */
export function communityOrigin(slug: string, rootDomain: string, protocol: 'http' | 'https'): string {
  if (slug === MAIN_COMMUNITY) return `${protocol}://${rootDomain}`;
  return `${protocol}://${slug}.${rootDomain}`;
}

/** Cookie Domain attribute shared by every community: the root host name without port. */
export function sharedCookieDomain(rootDomain: string): string {
  return hostname(rootDomain);
}

/** True when `url` is on the root domain or one of its communities (safe redirect target). */
export function isOwnOrigin(url: string, rootDomain: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const rootPort = rootDomain.match(/:(\d+)$/)?.[1] ?? '';
  if (parsed.port !== rootPort && !(rootPort === '' && (parsed.port === '80' || parsed.port === '443'))) return false;
  return communityFromHost(parsed.host, rootDomain).kind !== 'foreign';
}

/**
 * Plain `localhost` names for a root under `.localhost` (the development default): `localhost:3000`
 * and `comedy.localhost:3000` move to `nervus.localhost:3000` and `comedy.nervus.localhost:3000`,
 * where the session cookie can be shared. Returns the host to redirect to, or null.
 */
export function localhostAlias(host: string | null | undefined, rootDomain: string): string | null {
  if (!host) return null;
  const root = hostname(rootDomain);
  if (!root.endsWith('.localhost') || communityFromHost(host, rootDomain).kind !== 'foreign') return null;
  const name = hostname(host);
  const port = host.match(/:(\d+)$/)?.[1];
  const rootPort = rootDomain.match(/:(\d+)$/)?.[1];
  if (port !== rootPort) return null;
  const suffix = rootPort ? `:${rootPort}` : '';
  if (name === 'localhost') return `${root}${suffix}`;
  const label = name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : '';
  if (!/^[a-z0-9-]{1,63}$/.test(label)) return null;
  return `${label}.${root}${suffix}`;
}
