// Olympiad calls (spec 3 §7 'Olympiad detail'; issue 17): GET /olympiad/{platform}/olympiads
// (newest first), /olympiad/olympiads/{id}, /{id}/races, /{id}/results, /{id}/fair-play,
// /olympiad/races/{race}/result, /olympiad/results/{id}/bound and /olympiad/query (public); the
// allocation, pay, controls and fair-play decisions for admins and the olympiad's director. The
// spec shows none of the answers: a race is a role's board in the olympiad's window ('overall' is
// the Idea Race), answered as a leaderboard page with the olympiad, the race and whether it is the
// frozen result; a bound is a frozen result with its neighbours on the board; the query pages
// olympiads of every community like the admin list (each with its community).
import { Hono, type Context } from 'hono';
import {
  flagDecisionSchema,
  OLYMPIAD_TEXTS,
  olympiadControlSchema,
  olympiadQuerySchema,
  raceResultQuerySchema,
} from '@/lib/contracts/olympiads';
import { MESSAGES } from '@/lib/constants';
import { LEADERBOARD_PAGE_SIZE, normalizeRole } from '@/lib/leaderboard';
import { z } from 'zod';
import type { Db } from '../db/client';
import { fairPlayFlags } from '../db/schema';
import { controlOlympiad } from '../domain/olympiad-controls';
import { mayRunOlympiad } from '../domain/directors';
import { decideFlag, OLYMPIAD_MESSAGES, payOlympiad } from '../domain/olympiad-closing';
import {
  findOlympiadRow,
  listOlympiads,
  loadAllocation,
  loadFairPlayLog,
  loadMyResults,
  loadOlympiadStats,
  loadResultsPage,
  olympiadView,
} from '../domain/olympiad-reads';
import { findRaceOlympiad, loadRaceResult, loadResultBound, queryOlympiads } from '../domain/olympiad-detail';
import { findPlatform } from '../domain/platforms';
import { findUserByScreenName } from '../domain/users';
import { eq } from 'drizzle-orm';
import { currentUser, requireUser } from './auth';
import { directorRoutes } from './directors';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** The olympiad of the path when the signed-in person may run it; else the failure response. */
async function runnable(db: Db, c: Context<AppEnv>, id: number) {
  const row = await findOlympiadRow(db, id);
  if (!row) return { ok: false as const, response: fail(c, 404, OLYMPIAD_MESSAGES.notFound) };
  if (!(await mayRunOlympiad(db, currentUser(c), row)))
    return { ok: false as const, response: fail(c, 403, OLYMPIAD_MESSAGES.forbidden) };
  return { ok: true as const, row };
}

export function olympiadRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  const idOf = (c: Context<AppEnv>) => Number(c.req.param('id'));

  app.get('/olympiads/:id{[0-9]+}', async (c) => {
    const row = await findOlympiadRow(db, idOf(c));
    return row ? ok(c, olympiadView(row, new Date())) : fail(c, 404, OLYMPIAD_MESSAGES.notFound);
  });
  app.get('/olympiads/:id{[0-9]+}/races', async (c) => {
    const row = await findOlympiadRow(db, idOf(c));
    return row ? ok(c, row.races) : fail(c, 404, OLYMPIAD_MESSAGES.notFound);
  });
  app.get('/olympiads/:id{[0-9]+}/results', async (c) => {
    const query = parseQuery(c, pageQuery);
    if (!query.ok) return query.response;
    const row = await findOlympiadRow(db, idOf(c));
    if (!row) return fail(c, 404, OLYMPIAD_MESSAGES.notFound);
    return ok(
      c,
      await loadResultsPage(db, row, { page: query.data.page, size: LEADERBOARD_PAGE_SIZE, role: 'overall' }),
    );
  });
  app.get('/olympiads/:id{[0-9]+}/stats', async (c) => {
    const row = await findOlympiadRow(db, idOf(c));
    return row ? ok(c, await loadOlympiadStats(db, row, new Date())) : fail(c, 404, OLYMPIAD_MESSAGES.notFound);
  });
  app.get('/olympiads/:id{[0-9]+}/fair-play', async (c) => {
    const row = await findOlympiadRow(db, idOf(c));
    return row ? ok(c, await loadFairPlayLog(db, row.id)) : fail(c, 404, OLYMPIAD_MESSAGES.notFound);
  });

  app.get('/olympiads/:id{[0-9]+}/allocation', requireUser, async (c) => {
    const found = await runnable(db, c, idOf(c));
    if (!found.ok) return found.response;
    return ok(c, await loadAllocation(db, found.row, new Date()));
  });
  app.post('/olympiads/:id{[0-9]+}/pay', requireUser, async (c) => {
    const found = await runnable(db, c, idOf(c));
    if (!found.ok) return found.response;
    const paid = await payOlympiad(db, found.row.id, currentUser(c).id);
    if (!paid.ok) return fail(c, paid.status, paid.error);
    c.set('audit', {
      action: 'olympiad.pay',
      targetType: 'olympiad',
      targetId: found.row.id,
      details: { paid: paid.paid },
    });
    return ok(c, { paid: paid.paid });
  });
  app.post('/olympiads/:id{[0-9]+}/controls', requireUser, async (c) => {
    const body = await parseBody(c, olympiadControlSchema);
    if (!body.ok) return body.response;
    const found = await runnable(db, c, idOf(c));
    if (!found.ok) return found.response;
    const done = await controlOlympiad(db, found.row.id, body.data);
    if (!done.ok) return fail(c, done.status, done.error);
    c.set('audit', { action: 'olympiad.controls', targetType: 'olympiad', targetId: found.row.id, details: body.data });
    return ok(c, olympiadView((await findOlympiadRow(db, found.row.id))!, new Date()));
  });
  app.post('/flags/:id{[0-9]+}', requireUser, async (c) => {
    const body = await parseBody(c, flagDecisionSchema);
    if (!body.ok) return body.response;
    const [flag] = await db
      .select()
      .from(fairPlayFlags)
      .where(eq(fairPlayFlags.id, idOf(c)));
    if (!flag) return fail(c, 404, OLYMPIAD_MESSAGES.flagNotFound);
    const found = await runnable(db, c, flag.olympiadId);
    if (!found.ok) return found.response;
    const done = await decideFlag(db, flag.id, body.data, currentUser(c).id);
    if (!done.ok) return fail(c, done.status, done.error);
    c.set('audit', {
      action: 'fair-play.decide',
      targetType: 'fair-play-flag',
      targetId: flag.id,
      details: { olympiad_id: flag.olympiadId, ...body.data },
    });
    return ok(c, { decided: true });
  });

  // A race is named as the board's role tab names it (the web route's race segment); 'rater' is
  // 'analyst'. An unknown race is a 404 like an unknown olympiad; a bad query is a 422.
  app.get('/races/:race/result', async (c) => {
    const query = parseQuery(c, raceResultQuerySchema);
    if (!query.ok) return query.response;
    const role = normalizeRole(c.req.param('race'));
    if (!role) return fail(c, 404, OLYMPIAD_TEXTS.unknownRace);
    const found = await findRaceOlympiad(db, query.data);
    if (!found.ok) return fail(c, found.status, found.error);
    let userId: number | undefined;
    if (query.data.user !== undefined) {
      const user = await findUserByScreenName(db, query.data.user);
      if (!user) return fail(c, 404, MESSAGES.userNotFound);
      userId = user.id;
    }
    return ok(c, await loadRaceResult(db, found.row, role, { page: query.data.page, userId }));
  });
  // The player's own result (or, for an admin or the olympiad's director, anyone's): a result's
  // prize, fair-play hold and payment are not public. Anyone else gets the 404 of a missing one.
  app.get('/results/:id{[0-9]+}/bound', requireUser, async (c) => {
    const found = await loadResultBound(db, idOf(c));
    if (!found.ok) return fail(c, found.status, found.error);
    const user = currentUser(c);
    if (found.userId !== user.id) {
      const row = await findOlympiadRow(db, found.olympiadId);
      if (!row || !(await mayRunOlympiad(db, user, row))) return fail(c, 404, 'Result not found');
    }
    return ok(c, found.bound);
  });
  app.get('/query', async (c) => {
    const query = parseQuery(c, olympiadQuerySchema);
    if (!query.ok) return query.response;
    const found = await queryOlympiads(db, query.data);
    return found.ok ? ok(c, found.page) : fail(c, found.status, found.error);
  });

  directorRoutes(app, db);
  app.get('/me/results', requireUser, async (c) => ok(c, await loadMyResults(db, currentUser(c).id)));
  app.get('/:platform/olympiads', async (c) => {
    const platform = await findPlatform(db, c.req.param('platform'));
    if (!platform) return fail(c, 404, 'Community not found');
    return ok(c, await listOlympiads(db, platform.id, new Date()));
  });
  return app;
}
