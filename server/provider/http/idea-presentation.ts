// GET /ideas/{id}: one idea as a presentation shows it; the author stays hidden while the
// challenge is open. ?author={userId} asks for it as that user's presentation: 404 when the idea
// is someone else's, or, while the challenge is open, unless the author themself asks.
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
    const rawAuthor = c.req.query('author');
    if (rawAuthor !== undefined && !/^\d{1,9}$/.test(rawAuthor)) return fail(c, 404, IDEA_NOT_FOUND);
    const owner =
      rawAuthor === undefined ? undefined : { userId: Number(rawAuthor), viewerId: c.get('user')?.id ?? null };
    const idea = id > 0 ? await loadIdeaPresentation(db, id, owner) : null;
    return idea ? ok(c, idea) : fail(c, 404, IDEA_NOT_FOUND);
  });
  return app;
}
