// Public user look-ups (spec 1 §7): GET /users/screen-name/{name}, /users/{id}/social, /users/{id}/profile.
import { Hono } from 'hono';
import { toPublicUser } from '../domain/mappers';
import { findUserById, findUserByScreenName } from '../domain/users';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export const USER_NOT_FOUND = 'User not found!';

export function usersRouter({ db }: Deps) {
  const router = new Hono<AppEnv>();

  /** Case-insensitive; the answer carries the canonical casing so the page can redirect to it. */
  router.get('/users/screen-name/:name', async (c) => {
    const user = await findUserByScreenName(db, c.req.param('name'));
    return user ? ok(c, toPublicUser(user)) : fail(c, 404, USER_NOT_FOUND);
  });

  /** Map of provider (facebook, twitter, google, github, linkedin) to {handle}. */
  router.get('/users/:id/social', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    return user ? ok(c, user.social) : fail(c, 404, USER_NOT_FOUND);
  });

  /** The public profile: the PublicUser shape (bio, interests, slogan, avatar_url, screen_name, …). */
  router.get('/users/:id/profile', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    return user ? ok(c, toPublicUser(user)) : fail(c, 404, USER_NOT_FOUND);
  });

  return router;
}
