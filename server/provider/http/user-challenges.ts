// GET /users/{id}/challenges?format=ama,suggestion&status=open: a catalyst's published challenges
// as cards. The mentor box of a user's platform lists their open ama and suggestion challenges.
import { Hono } from 'hono';
import { userChallengesQuerySchema } from '@/lib/contracts/user-platform';
import { loadUserChallengeCards } from '../domain/user-platform';
import { findUserById } from '../domain/users';
import { fail, ok, zodErrors } from './respond';
import type { AppEnv, Deps } from './types';
import { USER_NOT_FOUND } from './users';

/** Mounted at /users (app.ts), so the paths below are relative to it. */
export function userChallengesRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:id/challenges', async (c) => {
    const query = userChallengesQuerySchema.safeParse(c.req.query());
    if (!query.success) return fail(c, 422, zodErrors(query.error));
    const user = await findUserById(db, c.req.param('id'));
    if (!user) return fail(c, 404, USER_NOT_FOUND);
    return ok(c, await loadUserChallengeCards(db, user.id, query.data));
  });
  return app;
}
