// The catalyst's calls (spec 2 §7): GET/PUT /challenges/{slug}/catalyst/picker (Top 3 picks),
// PUT /challenges/{slug}/catalyst/updates, POST /ideas/{id}/decline (decline to pay a prize) and
// GET /ideas/{id}/feedbacks. 401 signed out; 403 'Current user is not the owner of this
// challenge.'; 404 unknown; 422 with the {field, error} list (closed, own idea, declined idea...).
import { Hono } from 'hono';
import { z } from 'zod';
import { catalystUpdateSchema } from '@/lib/challenges/catalyst-updates';
import { pickerPutSchema } from '@/lib/challenges/picker';
import { declineSchema, DECLINE_MESSAGES } from '@/lib/challenges/prize-decline';
import { getPicker, putCatalystUpdate, putPick } from '../domain/catalyst-picker';
import { declinePrize, ideaFeedbacks } from '../domain/prize-decline';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const ideaId = z.coerce.number().int().positive();

export function catalystRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/challenges/:slug/catalyst/picker', requireUser, async (c) => {
    const result = await getPicker(db, currentUser(c), c.req.param('slug'));
    return result.ok ? ok(c, result.state) : fail(c, result.status, result.errors);
  });
  app.put('/challenges/:slug/catalyst/picker', requireUser, async (c) => {
    const body = await parseBody(c, pickerPutSchema);
    if (!body.ok) return body.response;
    const result = await putPick(db, currentUser(c), c.req.param('slug'), body.data);
    return result.ok ? ok(c, result.state) : fail(c, result.status, result.errors);
  });
  app.put('/challenges/:slug/catalyst/updates', requireUser, async (c) => {
    const body = await parseBody(c, catalystUpdateSchema);
    if (!body.ok) return body.response;
    const result = await putCatalystUpdate(db, currentUser(c), c.req.param('slug'), body.data.text);
    return result.ok
      ? ok(c, { slug: result.slug, platform: result.platform, update: result.update })
      : fail(c, result.status, result.errors);
  });
  app.post('/ideas/:id/decline', requireUser, async (c) => {
    const id = ideaId.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, DECLINE_MESSAGES.notFound);
    const body = await parseBody(c, declineSchema);
    if (!body.ok) return body.response;
    const result = await declinePrize(db, currentUser(c), id.data, body.data.feedback);
    return result.ok
      ? ok(c, { ...result.result, slug: result.slug, platform: result.platform })
      : fail(c, result.status, result.errors);
  });
  app.get('/ideas/:id/feedbacks', requireUser, async (c) => {
    const id = ideaId.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, DECLINE_MESSAGES.notFound);
    const result = await ideaFeedbacks(db, currentUser(c), id.data);
    return result.ok ? ok(c, result.feedbacks) : fail(c, result.status, result.errors);
  });
  return app;
}
