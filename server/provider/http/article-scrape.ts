// GET /utilities/scrape-article?uri= (spec 2 §7 'Scrape article utility'): title, description,
// image_url, url and keywords of a public page, for signed-in catalysts only (not an open proxy).
// 422 with the spec's texts when the address is not an article URL or cannot be read.
import { Hono } from 'hono';
import { ARTICLE_MESSAGES, articleFetchUrl } from '@/lib/challenges/article';
import { scrapeArticle } from '../domain/article-scrape';
import { requireUser } from './auth';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /utilities (app.ts), so the paths below are relative to it. */
export function articleScrapeRoutes(_deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/scrape-article', requireUser, async (c) => {
    const url = articleFetchUrl(c.req.query('uri') ?? '');
    if (!url) return fail(c, 422, [{ field: 'uri', error: ARTICLE_MESSAGES.invalidUrl }]);
    const result = await scrapeArticle(url);
    if (!result.ok) return fail(c, 422, [{ field: 'uri', error: result.error }]);
    return ok(c, result.article);
  });
  return app;
}
