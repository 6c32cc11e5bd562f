// The signed-in user (spec 1 §7): GET /me/detailed, GET and PUT /me/preferences, GET /me/summary.
import { Hono } from 'hono';
import { userPreferencesUpdateSchema } from '@/lib/contracts/preferences';
import { toAccount } from '../domain/mappers';
import { loadMeSummary, loadUserPreferences, mergeUserPreferences } from '../domain/profile';
import { currentUser, requireUser } from './auth';
import { preferencesUpdateSchema } from './preferences';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /me (app.ts), so the paths below are relative to it. */
export function meRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/detailed', requireUser, (c) => ok(c, toAccount(currentUser(c), c.var.shadowAdminId)));

  app.get('/preferences', requireUser, async (c) => ok(c, await loadUserPreferences(db, currentUser(c).id)));

  app.put('/preferences', requireUser, async (c) => {
    // Keys the account pages own are checked (the masthead image ends up in a style attribute).
    const body = await parseBody(c, userPreferencesUpdateSchema.pipe(preferencesUpdateSchema));
    if (!body.ok) return body.response;
    return ok(c, await mergeUserPreferences(db, currentUser(c).id, body.data));
  });

  app.get('/summary', requireUser, async (c) => ok(c, await loadMeSummary(db, currentUser(c).id)));

  return app;
}
