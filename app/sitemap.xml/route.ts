// https://{community host}/sitemap.xml: that community's home, challenges and players' platforms,
// on its own host. Not a `sitemap.ts` metadata file: that one cannot vary by Host header.
import { communitySitemapUrls, renderSitemapXml } from '@/lib/seo/sitemap';
import { getSitemapEntries, SEO_FILE_CACHE_CONTROL, siteForHost } from '@/server/bff/seo-site';

export async function GET(request: Request): Promise<Response> {
  const site = await siteForHost(request.headers.get('host'), '/sitemap.xml');
  if (site.kind === 'redirect') return Response.redirect(site.location, 307);
  if (site.kind === 'unknown')
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const entries = site.kind === 'community' ? await getSitemapEntries(site.community) : null;
  if (site.kind !== 'community' || !entries) {
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
  return new Response(renderSitemapXml(communitySitemapUrls(site.origin, entries)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SEO_FILE_CACHE_CONTROL },
  });
}
