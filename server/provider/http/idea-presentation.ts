// GET /ideas/{id}: one idea as a presentation shows it; the author stays hidden while the
// challenge is open.
import { Hono } from 'hono';
import { loadIdeaPresentation } from '../domain/user-platform';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export const IDEA_NOT_FOUND = 'Idea not found';

/** Mounted at /ideas (app.ts), so the paths below are relative to it. */
export function ideaPresentationRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const raw = c.req.param('id');
    // Anything but a positive integer names no idea.
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const idea = id > 0 ? await loadIdeaPresentation(db, id) : null;
    return idea ? ok(c, idea) : fail(c, 404, IDEA_NOT_FOUND);
  });
  return app;
}
