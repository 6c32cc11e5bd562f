// Role dashboards (spec 3 §7): GET /{platform}/dashboards/{innovator|rater|catalyst|prizes}; and the
// innovator views of spec 2 §7: GET /me/innovator, /me/innovator/{challenge},
// /me/innovator/{challenge}/ideas/{idea}. Signed in only (401), always the caller's own data.
// {platform} is a community slug or subdomain: its challenges, the main community's spanning all.
// /me/innovator is the innovator list across every community.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  catalystQuerySchema,
  innovatorQuerySchema,
  prizesQuerySchema,
  raterQuerySchema,
} from '@/lib/contracts/dashboards';
import { DASHBOARD_MESSAGES } from '@/lib/dashboards';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import { resolveDashboardScope, type DashboardContext } from '../domain/dashboard-standing';
import { loadCatalystDashboard } from '../domain/dashboards-catalyst';
import { loadInnovatorChallenge, loadInnovatorDashboard, loadMyIdea } from '../domain/dashboards-innovator';
import { loadPrizesDashboard } from '../domain/dashboards-prizes';
import { loadRaterDashboard } from '../domain/dashboards-rater';
import { scoutDashboard } from '../domain/scouts';
import type { Db } from '../db/client';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

type TabQuery<T extends string> = z.ZodType<{ tab: T; page: number }>;

/** The query, the community and the caller of a dashboard request, or the failure response. */
async function dashboardRequest<T extends string>(
  db: Db,
  c: Context<AppEnv>,
  platformKey: string,
  schema: TabQuery<T>,
) {
  const query = parseQuery(c, schema);
  if (!query.ok) return { ok: false as const, response: query.response };
  const found = await resolveDashboardScope(db, platformKey);
  if (!found) return { ok: false as const, response: fail(c, 404, DASHBOARD_MESSAGES.platformNotFound) };
  const ctx: DashboardContext = {
    userId: currentUser(c).id,
    scope: found.scope,
    info: found.info,
    page: query.data.page,
    now: new Date(),
  };
  return { ok: true as const, ctx, tab: query.data.tab };
}

export function dashboardsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/me/innovator', requireUser);
  app.use('/me/innovator/*', requireUser);
  app.use('/:platform/dashboards/*', requireUser);

  app.get('/me/innovator', async (c) => {
    const req = await dashboardRequest(db, c, MAIN_COMMUNITY, innovatorQuerySchema);
    return req.ok ? ok(c, await loadInnovatorDashboard(db, req.ctx, req.tab)) : req.response;
  });

  app.get('/me/innovator/:challenge', async (c) => {
    const entry = await loadInnovatorChallenge(db, currentUser(c).id, c.req.param('challenge'), new Date());
    return entry ? ok(c, entry) : fail(c, 404, DASHBOARD_MESSAGES.challengeNotFound);
  });

  app.get('/me/innovator/:challenge/ideas/:idea', async (c) => {
    const ideaId = Number(c.req.param('idea'));
    if (!Number.isSafeInteger(ideaId) || ideaId < 1) return fail(c, 404, DASHBOARD_MESSAGES.ideaNotFound);
    const found = await loadMyIdea(db, currentUser(c).id, c.req.param('challenge'), ideaId, new Date());
    if (found.ok) return ok(c, found.idea);
    if ('notMine' in found) return fail(c, 403, DASHBOARD_MESSAGES.notYourIdea);
    return fail(
      c,
      404,
      found.missing === 'challenge' ? DASHBOARD_MESSAGES.challengeNotFound : DASHBOARD_MESSAGES.ideaNotFound,
    );
  });

  app.get('/:platform/dashboards/innovator', async (c) => {
    const req = await dashboardRequest(db, c, c.req.param('platform'), innovatorQuerySchema);
    return req.ok ? ok(c, await loadInnovatorDashboard(db, req.ctx, req.tab)) : req.response;
  });

  app.get('/:platform/dashboards/rater', async (c) => {
    const req = await dashboardRequest(db, c, c.req.param('platform'), raterQuerySchema);
    return req.ok ? ok(c, await loadRaterDashboard(db, req.ctx, req.tab)) : req.response;
  });

  app.get('/:platform/dashboards/catalyst', async (c) => {
    const req = await dashboardRequest(db, c, c.req.param('platform'), catalystQuerySchema);
    return req.ok ? ok(c, await loadCatalystDashboard(db, req.ctx, req.tab)) : req.response;
  });

  app.get('/:platform/dashboards/prizes', async (c) => {
    const req = await dashboardRequest(db, c, c.req.param('platform'), prizesQuerySchema);
    return req.ok ? ok(c, await loadPrizesDashboard(db, req.ctx, req.tab)) : req.response;
  });

  // The scout's recruits, shared challenges and cycle points span every community (issue 20).
  app.get('/:platform/dashboards/scout', async (c) => ok(c, await scoutDashboard(db, currentUser(c).id)));

  return app;
}
