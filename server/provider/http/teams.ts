// Teams (spec 3 §6, spec 1 §7): GET /{platform}/teams (a player's teams; 'me' is the viewer),
// GET /teams/me (mine and my invitations), POST /teams (found one), POST /teams/{id}/membership
// (invite, respond, leave), and GET /idea-logs/{screen_name} (a player's idea log, for them and
// their teammates).
import { Hono } from 'hono';
import { z } from 'zod';
import { TEAM_TEXTS, teamActionSchema, teamCreateSchema } from '@/lib/contracts/teams';
import { createTeam, ideaLog, myTeams, teamAction, teamsOf } from '../domain/teams';
import { findUserByScreenName } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';
import { USER_NOT_FOUND } from './users';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Mounted at / (app.ts, ORDERED): the paths span /teams, /idea-logs and '/{platform}/teams'. */
export function teamsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/teams/me', requireUser, async (c) => ok(c, await myTeams(db, currentUser(c).id)));

  app.post('/teams', requireUser, async (c) => {
    const body = await parseBody(c, teamCreateSchema);
    if (!body.ok) return body.response;
    return ok(c, await createTeam(db, currentUser(c).id, body.data.name), 201);
  });

  app.post('/teams/:id/membership', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, TEAM_TEXTS.notFound);
    const body = await parseBody(c, teamActionSchema);
    if (!body.ok) return body.response;
    const result = await teamAction(db, currentUser(c).id, id.data, body.data);
    return result.ok ? ok(c, result.team) : fail(c, result.status, result.errors);
  });

  app.get('/idea-logs/:name', requireUser, async (c) => {
    const user = await findUserByScreenName(db, c.req.param('name'));
    if (!user) return fail(c, 404, USER_NOT_FOUND);
    const log = await ideaLog(db, user, currentUser(c).id);
    return log ? ok(c, log) : fail(c, 403, TEAM_TEXTS.ideaLogClosed);
  });

  app.get('/:platform/teams', async (c) => {
    const viewer = c.get('user');
    const slug = c.req.param('platform');
    const user = slug === 'me' ? viewer : await findUserByScreenName(db, slug);
    if (!user) return fail(c, slug === 'me' ? 401 : 404, slug === 'me' ? 'Unauthorized' : USER_NOT_FOUND);
    return ok(c, await teamsOf(db, user.id, viewer?.id ?? null));
  });

  return app;
}
