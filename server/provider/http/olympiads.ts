// Olympiad calls (spec 3 §7; issue 17): GET /olympiad/{platform}/olympiads (newest first),
// /olympiad/olympiads/{id}, /{id}/races, /{id}/results, /{id}/fair-play (public); the allocation,
// pay, controls and fair-play decisions for admins and the olympiad's director.
import { Hono, type Context } from 'hono';
import { flagDecisionSchema, olympiadControlSchema } from '@/lib/contracts/olympiads';
import { LEADERBOARD_PAGE_SIZE } from '@/lib/leaderboard';
import { z } from 'zod';
import type { Db } from '../db/client';
import { fairPlayFlags } from '../db/schema';
import { controlOlympiad, mayRun } from '../domain/olympiad-controls';
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
import { findPlatform } from '../domain/platforms';
import { eq } from 'drizzle-orm';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** The olympiad of the path when the signed-in person may run it; else the failure response. */
async function runnable(db: Db, c: Context<AppEnv>, id: number) {
  const row = await findOlympiadRow(db, id);
  if (!row) return { ok: false as const, response: fail(c, 404, OLYMPIAD_MESSAGES.notFound) };
  if (!mayRun(currentUser(c), row)) return { ok: false as const, response: fail(c, 403, OLYMPIAD_MESSAGES.forbidden) };
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
    return paid.ok ? ok(c, { paid: paid.paid }) : fail(c, paid.status, paid.error);
  });
  app.post('/olympiads/:id{[0-9]+}/controls', requireUser, async (c) => {
    const body = await parseBody(c, olympiadControlSchema);
    if (!body.ok) return body.response;
    const found = await runnable(db, c, idOf(c));
    if (!found.ok) return found.response;
    const done = await controlOlympiad(db, found.row.id, body.data);
    if (!done.ok) return fail(c, done.status, done.error);
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
    return done.ok ? ok(c, { decided: true }) : fail(c, done.status, done.error);
  });

  app.get('/me/results', requireUser, async (c) => ok(c, await loadMyResults(db, currentUser(c).id)));
  app.get('/:platform/olympiads', async (c) => {
    const platform = await findPlatform(db, c.req.param('platform'));
    if (!platform) return fail(c, 404, 'Community not found');
    return ok(c, await listOlympiads(db, platform.id, new Date()));
  });
  return app;
}
