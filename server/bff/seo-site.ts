import 'server-only';
// Which community a root-level file (sitemap.xml, robots.txt) is asked for. proxy.ts does not
// rewrite those paths into app/[community], so they read the Host header the same way it does.
import { sitemapEntriesSchema, type SitemapEntries } from '@/lib/contracts/sitemap';
import { platformSchema } from '@/lib/contracts/platform';
import { communityOrigin, communitySlugFromHost, localhostAlias } from '@/lib/hosts';
import { webConfig } from './config';
import { publicProvider } from './provider';

/** Sitemaps and robots.txt change slowly; an hour keeps crawls from reaching the database. */
export const SEO_FILE_REVALIDATE_SECONDS = 3600;

export type HostSite =
  | { kind: 'community'; community: string; origin: string }
  /** A plain localhost name in development: the same file on the host that shares the session. */
  | { kind: 'redirect'; location: string }
  | { kind: 'unknown' }
  /** The provider did not answer: say so (503) rather than publish an empty sitemap. */
  | { kind: 'unavailable' };

export async function siteForHost(host: string | null, path: string): Promise<HostSite> {
  const config = webConfig();
  const alias = localhostAlias(host, config.ROOT_DOMAIN);
  if (alias) return { kind: 'redirect', location: `${config.protocol}://${alias}${path}` };
  const slug = communitySlugFromHost(host, config.ROOT_DOMAIN);
  if (!slug) return { kind: 'unknown' };
  const res = await publicProvider(`/platforms/${encodeURIComponent(slug)}`, {
    schema: platformSchema,
    next: { tags: [`platform:${slug}`], revalidate: 300 },
  });
  if (!res.ok) return res.status === 404 ? { kind: 'unknown' } : { kind: 'unavailable' };
  // The canonical host: 'www.' and the bare root domain both serve the main community from the root.
  return {
    kind: 'community',
    community: res.data.slug,
    origin: communityOrigin(res.data.slug, config.ROOT_DOMAIN, config.protocol),
  };
}

/** The community's challenges and active players, cached per community. */
export async function getSitemapEntries(community: string): Promise<SitemapEntries | null> {
  const res = await publicProvider(`/platforms/${encodeURIComponent(community)}/sitemap`, {
    schema: sitemapEntriesSchema,
    next: { tags: [`sitemap:${community}`, `challenges:${community}`], revalidate: SEO_FILE_REVALIDATE_SECONDS },
  });
  return res.ok ? res.data : null;
}

/** Shared by caches between the crawler and us: the same hour, then a stale copy while refreshing. */
export const SEO_FILE_CACHE_CONTROL = `public, max-age=${SEO_FILE_REVALIDATE_SECONDS}, stale-while-revalidate=${SEO_FILE_REVALIDATE_SECONDS}`;
