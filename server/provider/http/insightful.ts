// The insightful role, challenge ratings and sending ideas by email (spec 3 §1, spec 2 §5, §7):
//   GET  /challenges/{slug}/insightfuls            the insights of a question (anyone; `mine` for the signed-in)
//   POST /challenges/{slug}/insightfuls            challenge an assumption { assumption, text } -> 201
//   GET  /challenges/{slug}/challenge-ratings      average, count and the viewer's own rating
//   POST /challenges/{slug}/challenge-ratings      rate the challenge { value: 1..5 } -> 201
//   POST /challenges/{slug}/send                   the catalyst emails the ideas { emails?, note? } -> 201
//   POST /insightfuls/{id}/ratings                 rate an insight { value: 1..5 } -> 201
//   GET  /me/insightful                            the insightful dashboard
//   GET  /me/emails                                the latest messages queued to me (the outbox)
//   GET  /challenges/categorify?text=              up to 3 categories suggested for a question's text
// 401 signed out; 403 one's own question / insight / challenge; 404 unknown; 409 closed or twice; 422 the list.
import { Hono } from 'hono';
import { SEND_IDEAS_MESSAGES, sendIdeasSchema } from '@/lib/contracts/challenge-send';
import { INSIGHT_MESSAGES, insightEntrySchema, starRatingSchema } from '@/lib/contracts/insightful';
import { challengeRatingSummary, rateChallenge } from '../domain/challenge-ratings';
import { sendChallengeIdeas } from '../domain/challenge-send';
import { listUserEmails } from '../domain/email-outbox';
import { createInsight, listInsights, myInsights, rateInsight } from '../domain/insightful';
import { categorify } from '../domain/spec2-calls';
import { categorifyQuerySchema } from '@/lib/contracts/spec2-calls';
import { parseQuery } from './query';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /challenges (app.ts). */
export function insightfulRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  // Here, before the challenges router, whose GET /challenges/{slug} would take 'categorify' as a slug.
  app.get('/categorify', async (c) => {
    const query = parseQuery(c, categorifyQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await categorify(db, query.data.text));
  });
  app.get('/:slug/insightfuls', async (c) => {
    const list = await listInsights(db, c.req.param('slug'), c.get('user'));
    return list ? ok(c, list) : fail(c, 404, INSIGHT_MESSAGES.notFound);
  });
  app.post('/:slug/insightfuls', requireUser, async (c) => {
    const body = await parseBody(c, insightEntrySchema);
    if (!body.ok) return body.response;
    const result = await createInsight(db, currentUser(c), c.req.param('slug'), body.data);
    return result.ok
      ? ok(c, { insight: result.insight, points: result.points }, 201)
      : fail(c, result.status, result.errors);
  });
  app.get('/:slug/challenge-ratings', async (c) => {
    const summary = await challengeRatingSummary(db, c.req.param('slug'), c.get('user'));
    return summary ? ok(c, summary) : fail(c, 404, INSIGHT_MESSAGES.notFound);
  });
  app.post('/:slug/challenge-ratings', requireUser, async (c) => {
    const body = await parseBody(c, starRatingSchema);
    if (!body.ok) return body.response;
    const result = await rateChallenge(db, currentUser(c), c.req.param('slug'), body.data.value);
    return result.ok ? ok(c, result.summary, 201) : fail(c, result.status, result.errors);
  });
  app.post('/:slug/send', requireUser, async (c) => {
    const body = await parseBody(c, sendIdeasSchema);
    if (!body.ok) return fail(c, 422, SEND_IDEAS_MESSAGES.invalid);
    const result = await sendChallengeIdeas(db, currentUser(c), c.req.param('slug'), body.data, config.WEB_URL);
    return result.ok
      ? ok(c, { queued: result.queued, ideas: result.ideas }, 201)
      : fail(c, result.status, result.errors);
  });
  return app;
}

/** Mounted at /insightfuls (app.ts). */
export function insightRatingsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/:id/ratings', requireUser, async (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,9}$/.test(raw)) return fail(c, 404, INSIGHT_MESSAGES.insightNotFound);
    const body = await parseBody(c, starRatingSchema);
    if (!body.ok) return body.response;
    const result = await rateInsight(db, currentUser(c), Number(raw), body.data.value);
    return result.ok ? ok(c, result.insight, 201) : fail(c, result.status, result.errors);
  });
  return app;
}

/** Mounted at /me (app.ts). */
export function myInsightfulRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/insightful', requireUser, async (c) => ok(c, await myInsights(db, currentUser(c))));
  app.get('/emails', requireUser, async (c) => ok(c, await listUserEmails(db, currentUser(c).id)));
  return app;
}
