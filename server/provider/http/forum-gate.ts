// GET /me/forum-gate (spec 2 §5, spec 3 §5): the signed-in user's idea and rating counts and whether
// they may post in the forums (domain/forum-gate.ts). 401 signed out.
import { Hono } from 'hono';
import { loadForumGate } from '../domain/forum-gate';
import { currentUser, requireUser } from './auth';
import { ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /me (app.ts), so the paths below are relative to it. */
export function forumGateRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/forum-gate', requireUser, async (c) => ok(c, await loadForumGate(db, currentUser(c).id)));
  return app;
}
