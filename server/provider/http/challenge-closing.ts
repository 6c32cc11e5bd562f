// POST /challenges/{slug}/end (spec 2 §4): the catalyst ends their challenge early after 'Do you
// want to end this challenge?'. Closing reveals, ranks and pays (domain/closing.ts).
// 200 { data: { slug, platform } }; 401 signed out; 403 not the owner; 404 unknown; 422 already closed.
import { Hono } from 'hono';
import { endChallenge } from '../domain/closing';
import { currentUser, requireUser } from './auth';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /challenges (app.ts), so the paths below are relative to it. */
export function challengeClosingRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/:slug/end', requireUser, async (c) => {
    const result = await endChallenge(db, currentUser(c), c.req.param('slug'), new Date(), config.PRIZE_HOLD_HOURS);
    return result.ok ? ok(c, { slug: result.slug, platform: result.platform }) : fail(c, result.status, result.errors);
  });
  return app;
}
