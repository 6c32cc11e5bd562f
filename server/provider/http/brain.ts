// The game layer's provider paths (spec 3 §7), all signed-in with a bearer token:
//   GET /brain                                  the viewer's brain in every role
//   GET /brain/{role}/historical                daily points, score and level for the last 90 days
//   GET /brain/neurons?page=&size=&role=        the viewer's neurons, newest first, pages from 0
//   GET /brain/neurons/{id}                     one of the viewer's neurons (404 for anyone else's)
//   GET /brain/experience-points/{screenName|me} data.points = the Nerve Score. Signed-in too:
//     visitors do not see neurons or scores (spec 1 §6, spec 3 §6); other players' scores are
//     public to signed-in players, as on the leaderboards.
import { Hono } from 'hono';
import { z } from 'zod';
import { brainRoleSchema, NEURONS_PAGE_SIZE } from '@/lib/contracts/brain';
import { loadBrainHistory, loadBrains, loadNeuron, loadNeurons, loadScore } from '../domain/brain';
import { findUserByScreenName } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok, zodErrors } from './respond';
import type { AppEnv, Deps } from './types';
import { USER_NOT_FOUND } from './users';

export const NEURONS_MAX_SIZE = 100;
export const NEURON_NOT_FOUND = 'Neuron not found';

export const neuronsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(NEURONS_MAX_SIZE).default(NEURONS_PAGE_SIZE),
  role: brainRoleSchema.default('overall'),
});
const neuronIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const identifierSchema = z.string().trim().min(1).max(40);

/** Mounted at /brain (app.ts), so the paths below are relative to it. */
export function brainRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', requireUser, async (c) => ok(c, await loadBrains(db, currentUser(c).id)));

  app.get('/neurons', requireUser, async (c) => {
    const query = parseQuery(c, neuronsQuerySchema);
    if (!query.ok) return query.response;
    return c.json(await loadNeurons(db, currentUser(c).id, query.data));
  });

  app.get('/neurons/:id', requireUser, async (c) => {
    const id = neuronIdSchema.safeParse(c.req.param('id'));
    if (!id.success)
      return fail(
        c,
        422,
        zodErrors(id.error).map((e) => ({ ...e, field: 'id' })),
      );
    const neuron = await loadNeuron(db, currentUser(c).id, id.data);
    return neuron ? ok(c, neuron) : fail(c, 404, NEURON_NOT_FOUND);
  });

  app.get('/experience-points/:identifier', requireUser, async (c) => {
    const identifier = identifierSchema.safeParse(c.req.param('identifier'));
    if (!identifier.success)
      return fail(
        c,
        422,
        zodErrors(identifier.error).map((e) => ({ ...e, field: 'identifier' })),
      );
    const viewer = currentUser(c);
    const user = identifier.data.toLowerCase() === 'me' ? viewer : await findUserByScreenName(db, identifier.data);
    if (!user) return fail(c, 404, USER_NOT_FOUND);
    return ok(c, { points: await loadScore(db, user.id, 'overall') });
  });

  app.get('/:role/historical', requireUser, async (c) => {
    const role = brainRoleSchema.safeParse(c.req.param('role'));
    if (!role.success)
      return fail(
        c,
        422,
        zodErrors(role.error).map((e) => ({ ...e, field: 'role' })),
      );
    return ok(c, await loadBrainHistory(db, currentUser(c).id, role.data, new Date()));
  });

  return app;
}
