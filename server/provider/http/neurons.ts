// GET /users/{id}/neurons: a user's neurons per role from the ledger (spec 3 §1). Signed-in only,
// because anonymous visitors do not see neurons and scores (spec 1 §6). GET /users/{id}/standing:
// the overall rank for the share image of the user's platform (issue 20), public, with neither
// level (the owner's alone, spec 1 §2), score nor neurons.
import { Hono } from 'hono';
import { loadStanding } from '../domain/brain';
import { loadUserNeurons } from '../domain/user-platform';
import { findUserById } from '../domain/users';
import { requireUser } from './auth';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';
import { USER_NOT_FOUND } from './users';

/** Mounted at /users (app.ts), so the paths below are relative to it. */
export function neuronsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:id/neurons', requireUser, async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    if (!user) return fail(c, 404, USER_NOT_FOUND);
    return ok(c, await loadUserNeurons(db, user.id));
  });
  app.get('/:id/standing', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    if (!user) return fail(c, 404, USER_NOT_FOUND);
    return ok(c, await loadStanding(db, user.id));
  });
  return app;
}
