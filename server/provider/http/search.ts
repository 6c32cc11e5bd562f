// Browsing a community's challenges (spec 1 §2, spec 2 §7): GET /search/challenges
// ?q=&platform=&catalyst=&mc=&ic=&page= (also answered at the older path /challenges/search) and
// GET /platforms/{slug}/questions?catalyst= (the question collection). Mounted before the
// challenges router (app.ts ORDERED), whose /challenges/{slug} would otherwise take 'search' as a slug.
import { Hono, type Context } from 'hono';
import { questionCollectionQuerySchema, SEARCH_PAGE_SIZE, searchQuerySchema } from '@/lib/contracts/browse';
import { MESSAGES } from '@/lib/constants';
import { findCategoryFilter } from '../domain/leaderboard';
import { loadQuestionCollection, resolveBrowseScope, searchChallenges, type BrowseScope } from '../domain/search';
import { PLATFORM_NOT_FOUND } from './platforms';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export const CATEGORY_NOT_FOUND = 'Category not found';

export function scopeFailure(c: Context, scope: Extract<BrowseScope, { ok: false }>) {
  return fail(c, 404, scope.missing === 'platform' ? PLATFORM_NOT_FOUND : MESSAGES.userNotFound);
}

export function searchRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  const search = async (c: Context<AppEnv>) => {
    const query = parseQuery(c, searchQuerySchema);
    if (!query.ok) return query.response;
    const { q, platform, catalyst, mc, ic, page } = query.data;
    const scope = await resolveBrowseScope(db, platform, catalyst);
    if (!scope.ok) return scopeFailure(c, scope);
    const category = mc === undefined ? undefined : await findCategoryFilter(db, mc);
    if (category === null) return fail(c, 404, CATEGORY_NOT_FOUND);
    return ok(
      c,
      await searchChallenges(db, {
        q,
        scope: scope.scope,
        category,
        includeClosed: ic,
        now: new Date(),
        page,
        size: SEARCH_PAGE_SIZE,
      }),
    );
  };
  app.get('/search/challenges', search);
  app.get('/challenges/search', search);

  app.get('/platforms/:slug/questions', async (c) => {
    const query = parseQuery(c, questionCollectionQuerySchema);
    if (!query.ok) return query.response;
    const scope = await resolveBrowseScope(db, c.req.param('slug'), query.data.catalyst);
    if (!scope.ok) return scopeFailure(c, scope);
    return ok(c, await loadQuestionCollection(db, scope.scope));
  });

  return app;
}
