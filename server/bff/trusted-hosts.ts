import 'server-only';
// Our own sites, exactly (DESIGN.md, security posture): the main community, the communities that
// exist (from the provider's GET /platforms, kept in this process for a short while and tagged
// 'platforms' in Next's data cache) and the accounts service. Origin checks of mutations and
// redirect targets ask here, never "any subdomain of the root".
import { z } from 'zod';
import { isOwnOrigin } from '@/lib/hosts';
import { webConfig } from './config';
import { publicProvider } from './provider';

/** How long the list of communities is reused before the provider is asked again. */
export const TRUSTED_HOSTS_TTL_SECONDS = 30;

const subdomainsSchema = z.array(z.object({ subdomain: z.string() }));

let known: { subdomains: ReadonlySet<string>; at: number } | null = null;

/** Subdomains of the communities that exist; the last good list while the provider cannot answer. */
export async function communitySubdomains(now = Date.now()): Promise<ReadonlySet<string>> {
  if (known && now - known.at < TRUSTED_HOSTS_TTL_SECONDS * 1000) return known.subdomains;
  const res = await publicProvider('/platforms', {
    schema: subdomainsSchema,
    next: { tags: ['platforms'], revalidate: TRUSTED_HOSTS_TTL_SECONDS },
  });
  if (res.ok) known = { subdomains: new Set(res.data.map((p) => p.subdomain.toLowerCase())), at: now };
  return known?.subdomains ?? new Set();
}

/** Forgets the kept list (tests; a community created in this process). */
export function forgetCommunitySubdomains(): void {
  known = null;
}

/** Is `url` on one of our own sites: the main community, an existing community or the accounts service? */
export async function isTrustedUrl(url: string): Promise<boolean> {
  const config = webConfig();
  try {
    if (new URL(url).origin === new URL(config.ACCOUNTS_URL).origin) return true;
  } catch {
    return false;
  }
  // The main community needs no list: a mutation there works even while the provider is down.
  if (isOwnOrigin(url, config.ROOT_DOMAIN, NO_COMMUNITIES)) return true;
  return isOwnOrigin(url, config.ROOT_DOMAIN, await communitySubdomains());
}

const NO_COMMUNITIES: ReadonlySet<string> = new Set();
