// https://{community host}/robots.txt: crawl the public pages, not the private areas, and read the
// sitemap of this same host.
import { renderRobotsTxt } from '@/lib/seo/robots';
import { SEO_FILE_CACHE_CONTROL, siteForHost } from '@/server/bff/seo-site';

export async function GET(request: Request): Promise<Response> {
  const site = await siteForHost(request.headers.get('host'), '/robots.txt');
  if (site.kind === 'redirect') return Response.redirect(site.location, 307);
  const text = { 'content-type': 'text/plain; charset=utf-8' };
  if (site.kind === 'unknown') return new Response('Not found', { status: 404, headers: text });
  // A 5xx tells crawlers to wait; a 404 would read as 'crawl everything', private areas included.
  if (site.kind === 'unavailable')
    return new Response('Temporarily unavailable', { status: 503, headers: { ...text, 'retry-after': '300' } });
  return new Response(renderRobotsTxt(site.origin), { headers: { ...text, 'cache-control': SEO_FILE_CACHE_CONTROL } });
}
