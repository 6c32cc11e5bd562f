// Public user look-ups (spec 1 §7): GET /users/screen-name/{name}, /users/{id}/social, /users/{id}/profile;
// and the @mention search of the editor (spec 2 §7): GET /users/search?query=&size=50&filter=active.
import { Hono } from 'hono';
import { toPublicUser } from '../domain/mappers';
import { userSearchQuerySchema } from '@/lib/contracts/user-search';
import { findUserById, findUserByScreenName, searchActiveUsers } from '../domain/users';
import { requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export const USER_NOT_FOUND = 'User not found!';

/** Mounted at /users (app.ts), so the paths below are relative to it. */
export function usersRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  /** Case-insensitive; the answer carries the canonical casing so the page can redirect to it. */
  app.get('/screen-name/:name', async (c) => {
    const user = await findUserByScreenName(db, c.req.param('name'));
    return user ? ok(c, toPublicUser(user)) : fail(c, 404, USER_NOT_FOUND);
  });

  /**
   * Signed-in users only: it is the editor's helper, not a public directory. 422 for an empty or
   * too long query or an unknown filter; 'active' (the only filter) leaves deleted users out.
   */
  app.get('/search', requireUser, async (c) => {
    const query = parseQuery(c, userSearchQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await searchActiveUsers(db, query.data.query, query.data.size));
  });

  /** Map of provider (facebook, twitter, google, github, linkedin) to {handle}. */
  app.get('/:id/social', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    return user ? ok(c, user.social) : fail(c, 404, USER_NOT_FOUND);
  });

  /** The public profile: the PublicUser shape (bio, interests, slogan, avatar_url, screen_name, …). */
  app.get('/:id/profile', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    return user ? ok(c, toPublicUser(user)) : fail(c, 404, USER_NOT_FOUND);
  });

  return app;
}
