// GET /challenges/{slug}: one published challenge with its ideas (authors hidden while open), and
// GET /challenges/{slug}/ideas: the ideas alone.
// Creation, rating and closing arrive with spec 2's work and extend this router.
import { Hono } from 'hono';
import { loadChallengeDetail } from '../domain/challenge-detail';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

export const CHALLENGE_NOT_FOUND = 'Challenge not found';

/** Mounted at /challenges (app.ts), so the paths below are relative to it. */
export function challengesRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:slug', async (c) => {
    const detail = await loadChallengeDetail(db, c.req.param('slug'));
    return detail ? ok(c, detail) : fail(c, 404, CHALLENGE_NOT_FOUND);
  });
  // GET /challenges/{slug}/ideas (spec 2 §7): the ideas alone, as the challenge page lists them.
  app.get('/:slug/ideas', async (c) => {
    const detail = await loadChallengeDetail(db, c.req.param('slug'));
    return detail ? ok(c, detail.ideas) : fail(c, 404, CHALLENGE_NOT_FOUND);
  });
  return app;
}
