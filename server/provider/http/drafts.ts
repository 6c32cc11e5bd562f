// /drafts (spec 2 §7): the signed-in person's saved creation forms. POST creates (201), GET lists
// (draft_type, size at most 200), GET/PUT/DELETE /drafts/{id} read, replace and remove one. A draft
// of someone else is a 404, like one that does not exist.
import { Hono, type Context } from 'hono';
import { draftCreateSchema, draftListQuerySchema, draftUpdateSchema } from '@/lib/contracts/drafts';
import { createDraft, deleteDraft, findDraft, listDrafts, updateDraft } from '../domain/drafts';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const NOT_FOUND = 'This draft does not exist.';

function draftId(c: Context<AppEnv>): number | null {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Mounted at /drafts (app.ts), so the paths below are relative to it. */
export function draftsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/', requireUser);
  app.use('/*', requireUser);

  app.post('/', async (c) => {
    const body = await parseBody(c, draftCreateSchema);
    if (!body.ok) return body.response;
    return ok(c, await createDraft(db, currentUser(c).id, body.data), 201);
  });

  app.get('/', async (c) => {
    const query = parseQuery(c, draftListQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await listDrafts(db, currentUser(c).id, query.data.draft_type, query.data.size, query.data.origin));
  });

  app.get('/:id', async (c) => {
    const id = draftId(c);
    const draft = id && (await findDraft(db, currentUser(c).id, id));
    return draft ? ok(c, draft) : fail(c, 404, NOT_FOUND);
  });

  app.put('/:id', async (c) => {
    const id = draftId(c);
    if (!id) return fail(c, 404, NOT_FOUND);
    const body = await parseBody(c, draftUpdateSchema);
    if (!body.ok) return body.response;
    const draft = await updateDraft(db, currentUser(c).id, id, body.data.content);
    return draft ? ok(c, draft) : fail(c, 404, NOT_FOUND);
  });

  app.delete('/:id', async (c) => {
    const id = draftId(c);
    if (!id || !(await deleteDraft(db, currentUser(c).id, id))) return fail(c, 404, NOT_FOUND);
    return c.body(null, 204);
  });
  return app;
}
