// sitemap.xml of one community host (sitemaps.org protocol). Pure, no IO: the route handler loads
// the entries and the host's origin, this builds the URLs and the XML.
import type { SitemapEntries } from '../contracts/sitemap';
import { href, userHomeHref } from '../routes/table';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
}

/**
 * The community home, then its challenges, then its players' platforms, all on `origin` (the
 * community's own host). The home lists the challenges, so it changes when the newest one does.
 */
export function communitySitemapUrls(
  origin: string,
  entries: Omit<SitemapEntries, 'topics'> & { topics?: SitemapEntries['topics'] },
): SitemapUrl[] {
  const at = (path: string) => new URL(path, origin).toString();
  const newest = entries.challenges.reduce<string | undefined>(
    (latest, c) => (!latest || c.updated_at > latest ? c.updated_at : latest),
    undefined,
  );
  return [
    { loc: at('/'), ...(newest ? { lastmod: newest } : {}), changefreq: 'daily' },
    ...entries.challenges.map((c): SitemapUrl => ({
      loc: at(href('challenges.show', { challenge: c.slug })),
      lastmod: c.updated_at,
      // A closed challenge keeps its ranking; an open one gains ideas every day.
      changefreq: c.is_closed ? 'monthly' : 'daily',
    })),
    ...(entries.topics ?? []).map((t): SitemapUrl => ({
      loc: at(href('discussion-forums.topics.show', { platformSlug: 'platform', topicId: t.id })),
      lastmod: t.updated_at,
      changefreq: 'daily',
    })),
    ...entries.users.map((u): SitemapUrl => ({
      loc: at(userHomeHref(u.screen_name)),
      lastmod: u.updated_at,
      changefreq: 'weekly',
    })),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

export function renderSitemapXml(urls: SitemapUrl[]): string {
  const body = urls.map((url) => {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
    return `<url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}
