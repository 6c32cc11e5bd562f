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

/**
 * True when `url` is on the root domain or any single label under it, existing or not: for
 * structural checks only (a link followed inside the site, our own public files). Never for trust.
 */
export function isRootDomainUrl(url: string, rootDomain: string): boolean {
  return rootDomainHost(url, rootDomain) !== null;
}

function rootDomainHost(url: string, rootDomain: string): Exclude<HostCommunity, { kind: 'foreign' }> | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const rootPort = rootDomain.match(/:(\d+)$/)?.[1] ?? '';
  if (parsed.port !== rootPort && !(rootPort === '' && (parsed.port === '80' || parsed.port === '443'))) return null;
  const found = communityFromHost(parsed.host, rootDomain);
  return found.kind === 'foreign' ? null : found;
}

/**
 * True when `url` is one of our own sites: the main community (the root and its www, dev, staging
 * and release names) or a community that exists, `communities` being their subdomains. Sibling
 * labels are same-site for browsers, so any other name under the root is a stranger (DESIGN.md,
 * security posture): Origin checks, continue targets and OAuth redirects use this.
 */
export function isOwnOrigin(url: string, rootDomain: string, communities: ReadonlySet<string>): boolean {
  const found = rootDomainHost(url, rootDomain);
  if (!found) return false;
  return found.kind === 'main' || communities.has(found.subdomain);
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
