// POST /suggestion-box/ama (spec 2 §1, §2 suggestion-box.ama): the signed-in user opens an
// ask-me-anything box { platform_domain, question_title, question_detail, duration_days }.
// 201 { slug, id, platform }; 401 signed out; 422 the {field, error} list (title 10-140, detail up
// to 1000, 15/30/90 days, a known community); 409 they already have an open box.
import { Hono } from 'hono';
import { amaCreateSchema } from '@/lib/contracts/ama';
import { createAmaBox } from '../domain/ama-create';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /suggestion-box (app.ts), so the paths below are relative to it. */
export function suggestionBoxRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/ama', requireUser, async (c) => {
    const body = await parseBody(c, amaCreateSchema);
    if (!body.ok) return body.response;
    const result = await createAmaBox(db, currentUser(c), body.data);
    return result.ok ? ok(c, result.created, 201) : fail(c, result.status, result.errors);
  });
  return app;
}
