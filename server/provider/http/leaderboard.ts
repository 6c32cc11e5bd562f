// Leaderboards and community totals (spec 3 §2.5): GET /platforms/{slug}/leaderboard and
// GET /platforms/{slug}/stats. The main community's boards span every community.
import { Hono } from 'hono';
import { leaderboardQuerySchema } from '@/lib/contracts/browse';
import { CUSTOM_RANGE_MESSAGES, customRangeWindow, LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboard';
import { findCategoryFilter, listBoardPlaces, loadLeaderboard, loadPlatformStats } from '../domain/leaderboard';
import { RANGE_BUSY_RETRY_SECONDS, RangeBuildsBusyError } from '../domain/leaderboard-range';
import { OLYMPIAD_MESSAGES } from '../domain/olympiad-closing';
import { loadOlympiadBoard } from '../domain/olympiad-detail';
import { findOlympiadRow } from '../domain/olympiad-reads';
import { resolveBrowseScope } from '../domain/search';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import { CATEGORY_NOT_FOUND, scopeFailure } from './search';
import type { AppEnv, Deps } from './types';

export const PLACE_NOT_FOUND = 'No challenge of this community is located in that place';

/** Mounted at /platforms (app.ts), so the paths below are relative to it. */
export function leaderboardRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/:slug/leaderboard', async (c) => {
    const query = parseQuery(c, leaderboardQuerySchema);
    if (!query.ok) return query.response;
    const { role, period, category, place, user, page, olympiad, from, to } = query.data;
    const scope = await resolveBrowseScope(db, c.req.param('slug'), user);
    if (!scope.ok) return scopeFailure(c, scope);
    const filter = category ? await findCategoryFilter(db, category) : null;
    if (category && !filter) return fail(c, 404, CATEGORY_NOT_FOUND);
    // As with categories, a place no located challenge of the community lies in is a 404.
    const located = place
      ? (await listBoardPlaces(db, scope.scope.platformId)).find((p) => p.key === place)
      : undefined;
    if (place && !located) return fail(c, 404, PLACE_NOT_FOUND);
    const now = new Date();
    const input = {
      platformId: scope.scope.platformId,
      role,
      period,
      categoryIds: filter?.ids,
      place: located?.key,
      page,
      size: LEADERBOARD_PAGE_SIZE,
      userId: scope.scope.catalystId,
      now,
    };
    let board;
    if (olympiad !== undefined) {
      // An olympiad's own window (issue 17): its frozen result once closed, else its live window.
      const row = await findOlympiadRow(db, olympiad);
      if (!row) return fail(c, 404, OLYMPIAD_MESSAGES.notFound);
      board = (await loadOlympiadBoard(db, row, input)).board;
    } else if (from || to) {
      // Summed from the day boards on its first read, so bounded in length (CUSTOM_RANGE_MAX_DAYS);
      // a refusal is a 422.
      const range = customRangeWindow({ from, to }, now);
      if (!range.ok) return fail(c, 422, [{ field: range.field, error: range.error }]);
      try {
        board = await loadLeaderboard(db, { ...input, window: { start: range.start, end: range.end } });
      } catch (err) {
        if (!(err instanceof RangeBuildsBusyError)) throw err;
        c.header('Retry-After', String(RANGE_BUSY_RETRY_SECONDS));
        return fail(c, 429, CUSTOM_RANGE_MESSAGES.busy);
      }
    } else board = await loadLeaderboard(db, input);
    return ok(c, {
      ...board,
      category: filter ? { slug: filter.slug, name: filter.name } : null,
      place: located ?? null,
    });
  });

  app.get('/:slug/leaderboard/places', async (c) => {
    const scope = await resolveBrowseScope(db, c.req.param('slug'));
    if (!scope.ok) return scopeFailure(c, scope);
    return ok(c, await listBoardPlaces(db, scope.scope.platformId));
  });

  app.get('/:slug/stats', async (c) => {
    const scope = await resolveBrowseScope(db, c.req.param('slug'));
    if (!scope.ok) return scopeFailure(c, scope);
    return ok(c, await loadPlatformStats(db, scope.scope.platformId, new Date()));
  });

  return app;
}
