// Staff calls (spec 1 §7; lib/contracts/staff.ts says what 'staff' means): GET /me/staffs,
// GET /users/{id}/staff, GET /users/{id}/staffs and GET /platforms/{id}/staff ({id} or slug).
// Public but /me: who runs a community is shown to its members as it is in the forums.
import { Hono } from 'hono';
import { findPlatformByKey, platformStaff, staffPositions, userStaff } from '../domain/staff-lists';
import { findUserById } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { PLATFORM_NOT_FOUND } from './platforms';
import { fail, ok } from './respond';
import { USER_NOT_FOUND } from './users';
import type { AppEnv, Deps } from './types';

/** Mounted at /me. */
export function myStaffRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/staffs', requireUser, async (c) => ok(c, await staffPositions(db, currentUser(c))));
  return app;
}

/** Mounted at /users, after usersRoutes. */
export function userStaffRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:id/staff', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    return user ? ok(c, userStaff(user)) : fail(c, 404, USER_NOT_FOUND);
  });
  app.get('/:id/staffs', async (c) => {
    const user = await findUserById(db, c.req.param('id'));
    return user ? ok(c, await staffPositions(db, user)) : fail(c, 404, USER_NOT_FOUND);
  });
  return app;
}

/** Mounted at /platforms. */
export function platformStaffRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:key/staff', async (c) => {
    const platform = await findPlatformByKey(db, c.req.param('key'));
    return platform ? ok(c, await platformStaff(db, platform)) : fail(c, 404, PLATFORM_NOT_FOUND);
  });
  return app;
}
