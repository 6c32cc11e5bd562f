// Browsing a community's challenges (spec 1 §2): GET /challenges/search?q=&platform=&catalyst=&page=
// and GET /platforms/{slug}/questions?catalyst= (the question collection). Mounted before the
// challenges router, whose /challenges/{slug} would otherwise take 'search' as a slug.
import { Hono, type Context } from 'hono';
import { questionCollectionQuerySchema, SEARCH_PAGE_SIZE, searchQuerySchema } from '../../../lib/contracts/browse';
import { MESSAGES } from '../../../lib/constants';
import { loadQuestionCollection, resolveBrowseScope, searchChallenges, type BrowseScope } from '../domain/search';
import { PLATFORM_NOT_FOUND } from './platforms';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export function scopeFailure(c: Context, scope: Extract<BrowseScope, { ok: false }>) {
  return fail(c, 404, scope.missing === 'platform' ? PLATFORM_NOT_FOUND : MESSAGES.userNotFound);
}

export function searchRouter({ db }: Deps) {
  const router = new Hono<AppEnv>();

  router.get('/challenges/search', async (c) => {
    const query = parseQuery(c, searchQuerySchema);
    if (!query.ok) return query.response;
    const { q, platform, catalyst, page } = query.data;
    const scope = await resolveBrowseScope(db, platform, catalyst);
    if (!scope.ok) return scopeFailure(c, scope);
    return ok(c, await searchChallenges(db, { q, scope: scope.scope, page, size: SEARCH_PAGE_SIZE }));
  });

  router.get('/platforms/:slug/questions', async (c) => {
    const query = parseQuery(c, questionCollectionQuerySchema);
    if (!query.ok) return query.response;
    const scope = await resolveBrowseScope(db, c.req.param('slug'), query.data.catalyst);
    if (!scope.ok) return scopeFailure(c, scope);
    return ok(c, await loadQuestionCollection(db, scope.scope));
  });

  return router;
}
