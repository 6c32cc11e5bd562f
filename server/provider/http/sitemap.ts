// GET /platforms/{slug}/sitemap: the pages a community's sitemap.xml lists. Public: it names only
// what anonymous visitors can already open. {slug} also accepts a subdomain, like /platforms/{slug}.
import { Hono } from 'hono';
import { loadSitemapEntries } from '../domain/sitemap';
import { findPlatform } from '../domain/platforms';
import { PLATFORM_NOT_FOUND } from './platforms';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /platforms (app.ts), so the paths below are relative to it. */
export function sitemapRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:slug/sitemap', async (c) => {
    const platform = await findPlatform(db, c.req.param('slug'));
    if (!platform) return fail(c, 404, PLATFORM_NOT_FOUND);
    return ok(c, await loadSitemapEntries(db, platform, new Date()));
  });
  return app;
}
