// Saved ideas, idea iterations and the catalyst's idea review (lib/contracts/idea-notes.ts):
//   GET/POST /me/saved-ideas, PATCH/DELETE /me/saved-ideas/{id}, GET /saved-ideas/{screen_name}
//     (the Nerve-on A-ha notebook, spec 3 §2.4 nerve-on-ah.private and .public);
//   GET/POST /ideas/{id}/iterations (spec 1 §3, spec 2 §3);
//   GET/POST /challenges/{slug}/catalyst/ideas, GET /challenges/{slug}/catalyst/ideas/{id}/contents
//     (spec 2 §7 'Catalyst idea picking').
import { Hono } from 'hono';
import { SAVED_IDEA_RATE_LIMIT, tooManySavedIdeasMessage } from '@/lib/rate-limits';
import { z } from 'zod';
import {
  IDEA_NOTE_TEXTS,
  iterationCreateSchema,
  iterationRequestCreateSchema,
  savedIdeaCreateSchema,
  savedIdeaQuerySchema,
  visibilitySchema,
} from '@/lib/contracts/idea-notes';
import { loadIterations, postIteration } from '../domain/idea-iterations';
import { catalystIdeaContents, catalystIdeas, requestIteration } from '../domain/idea-review';
import {
  mySavedIdeas,
  publicSavedIdeas,
  removeSavedIdea,
  saveIdea,
  setSavedIdeaVisibility,
} from '../domain/saved-ideas';
import { findUserByScreenName } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { perUserRateLimit } from './rate-limits';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';
import { USER_NOT_FOUND } from './users';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const visibilityBody = z.object({ visibility: visibilitySchema });

/** Mounted at / (app.ts, ORDERED): the paths span /me, /saved-ideas, /ideas and /challenges. */
export function ideaNotesRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/me/saved-ideas', requireUser, async (c) => {
    const query = parseQuery(c, savedIdeaQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await mySavedIdeas(db, currentUser(c).id, query.data.visibility));
  });
  app.post(
    '/me/saved-ideas',
    requireUser,
    perUserRateLimit(SAVED_IDEA_RATE_LIMIT, tooManySavedIdeasMessage),
    async (c) => {
      const body = await parseBody(c, savedIdeaCreateSchema);
      if (!body.ok) return body.response;
      const result = await saveIdea(db, currentUser(c).id, body.data);
      return result.ok ? ok(c, result.saved, 201) : fail(c, result.status, result.errors);
    },
  );
  app.patch('/me/saved-ideas/:id', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, IDEA_NOTE_TEXTS.entryNotFound);
    const body = await parseBody(c, visibilityBody);
    if (!body.ok) return body.response;
    const result = await setSavedIdeaVisibility(db, currentUser(c).id, id.data, body.data.visibility);
    return result.ok ? ok(c, result.saved) : fail(c, result.status, result.errors);
  });
  app.delete('/me/saved-ideas/:id', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success || !(await removeSavedIdea(db, currentUser(c).id, id.data)))
      return fail(c, 404, IDEA_NOTE_TEXTS.entryNotFound);
    return ok(c, { removed: id.data });
  });
  app.get('/saved-ideas/:name', requireUser, async (c) => {
    const user = await findUserByScreenName(db, c.req.param('name'));
    if (!user) return fail(c, 404, USER_NOT_FOUND);
    return ok(c, await publicSavedIdeas(db, user.id));
  });

  app.get('/ideas/:id/iterations', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, IDEA_NOTE_TEXTS.notFound);
    const result = await loadIterations(db, c.get('user')?.id ?? null, id.data);
    return result.ok ? ok(c, result.iterations) : fail(c, result.status, result.errors);
  });
  app.post('/ideas/:id/iterations', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, IDEA_NOTE_TEXTS.notFound);
    const body = await parseBody(c, iterationCreateSchema);
    if (!body.ok) return body.response;
    const result = await postIteration(db, currentUser(c), id.data, body.data);
    return result.ok ? ok(c, result.iterations, 201) : fail(c, result.status, result.errors);
  });

  app.get('/challenges/:slug/catalyst/ideas', requireUser, async (c) => {
    const result = await catalystIdeas(db, currentUser(c), c.req.param('slug'));
    return result.ok ? ok(c, result.review) : fail(c, result.status, result.errors);
  });
  app.post('/challenges/:slug/catalyst/ideas', requireUser, async (c) => {
    const body = await parseBody(c, iterationRequestCreateSchema);
    if (!body.ok) return body.response;
    const result = await requestIteration(db, currentUser(c), c.req.param('slug'), body.data);
    return result.ok ? ok(c, result.request, 201) : fail(c, result.status, result.errors);
  });
  app.get('/challenges/:slug/catalyst/ideas/:ideaId/contents', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('ideaId'));
    if (!id.success) return fail(c, 404, IDEA_NOTE_TEXTS.notFound);
    const result = await catalystIdeaContents(db, currentUser(c), c.req.param('slug'), id.data);
    return result.ok ? ok(c, result.contents) : fail(c, result.status, result.errors);
  });
  return app;
}
