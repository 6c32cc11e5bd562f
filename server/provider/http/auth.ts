import type { Context, MiddlewareHandler } from 'hono';
import { resolveAccessToken } from '../domain/tokens';
import type { AppEnv, Deps, UserRow } from './types';
import { fail } from './respond';

/** Resolves `Authorization: Bearer …` into c.var.user (null when absent or invalid). */
export function bearerAuth({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('shadowAdminId', null);
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (token) {
      const found = await resolveAccessToken(db, token);
      if (found) {
        c.set('user', found.user);
        c.set('shadowAdminId', found.shadowAdminId);
      }
    }
    await next();
  };
}

/** Guards a route: 401 without a valid bearer token. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) return fail(c, 401, 'Unauthorized');
  await next();
};

/**
 * The signed-in person on a route behind requireUser (or perUserRateLimit, which runs after it).
 * Absent there means the route forgot its guard: a bug, so it throws (500) rather than answer 401.
 */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new Error('currentUser() on a route without requireUser');
  return user;
}
