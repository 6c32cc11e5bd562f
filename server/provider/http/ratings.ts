// Rating ideas (spec 2 §7 'POST /challenges/{slug}/ratings'): body { idea_id, value } with value 1
// to 5 in tenths. 201 { data: RatingCreated }; 401 signed out; 422 the {field, error} list; 404 no
// such challenge, or no such idea in it; 403 one's own idea (a catalyst's test idea included); 409
// closed, or already rated (locked once given); 429 with Retry-After over the person's rate limit
// (config RATING_RATE_LIMIT, lib/rate-limits.ts). GET /challenges/{slug}/my-ratings: the signed-in
// person's own ratings there and their own ideas, for the rating controls. GET
// /challenges/{slug}/rate-queue: the ideas they can still rate, in the order of the rating flow
// (domain/rate-queue.ts); 404 no such challenge, 409 closed.
import { Hono } from 'hono';
import { ratingEntrySchema } from '@/lib/contracts/rating';
import { RATING_MESSAGES } from '@/lib/challenges/rating';
import { tooManyRatingsMessage } from '@/lib/rate-limits';
import { createRating, myRatings } from '../domain/rating-create';
import { rateQueue } from '../domain/rate-queue';
import { currentUser, requireUser } from './auth';
import { perUserRateLimit } from './rate-limits';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /challenges (app.ts), so the paths below are relative to it. */
export function ratingsRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const limit = perUserRateLimit(config.RATING_RATE_LIMIT, tooManyRatingsMessage);
  app.post('/:slug/ratings', requireUser, limit, async (c) => {
    const body = await parseBody(c, ratingEntrySchema);
    if (!body.ok) return body.response;
    const result = await createRating(db, currentUser(c), c.req.param('slug'), body.data);
    return result.ok ? ok(c, result.rating, 201) : fail(c, result.status, result.errors);
  });
  app.get('/:slug/my-ratings', requireUser, async (c) => {
    const mine = await myRatings(db, currentUser(c), c.req.param('slug'));
    return mine ? ok(c, mine) : fail(c, 404, RATING_MESSAGES.notFound);
  });
  app.get('/:slug/rate-queue', requireUser, async (c) => {
    const result = await rateQueue(db, currentUser(c), c.req.param('slug'));
    return result.ok ? ok(c, result.queue) : fail(c, result.status, result.errors);
  });
  return app;
}
