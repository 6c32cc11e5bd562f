// GET /api/article?uri= -> provider GET /utilities/scrape-article (spec 2 §7): the metadata of an
// article for the creation flow's Article Source step. The URL rule is checked here first.
import { ARTICLE_MESSAGES, articleScrapeSchema, isArticleUrl } from '@/lib/challenges/article';
import { provider } from '@/server/bff/provider';
import { errorResponse, refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  // Only our own form may make the provider fetch pages: no cross-site use of a signed-in browser.
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const uri = new URL(request.url).searchParams.get('uri') ?? '';
  if (!isArticleUrl(uri)) return errorResponse(422, ARTICLE_MESSAGES.invalidUrl, 'uri');
  const res = await provider('/utilities/scrape-article', { query: { uri }, schema: articleScrapeSchema });
  return relay(res);
}
