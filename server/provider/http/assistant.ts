// GET /challenges/assistant/{id} (spec 2 §7), tool 'suggest-challenge': ?categories= (comma-joined
// breadcrumb names) &mandatory_keywords= (comma-joined) -> {question_title, question_details, tags},
// written by the template engine of lib/challenges/assistant.ts (no external model is reachable).
// Signed-in only (401). Behind the developer flag 'developer-ai-assistant' (spec 2 §6): while it is
// off, and for any other tool, the answer is 404, as if the assistant did not exist.
import { Hono } from 'hono';
import { ASSISTANT_TOOL, assistantQuerySchema, suggestChallenge } from '@/lib/challenges/assistant';
import { FLAG } from '@/lib/contracts/flags';
import { isFlagEnabled } from '../domain/flags';
import { requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /challenges (app.ts), so the paths below are relative to it. */
export function assistantRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/assistant/:id', requireUser, async (c) => {
    if (c.req.param('id') !== ASSISTANT_TOOL || !(await isFlagEnabled(db, FLAG.aiAssistant)))
      return fail(c, 404, 'Not found');
    const query = parseQuery(c, assistantQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, suggestChallenge({ categories: query.data.categories, keywords: query.data.mandatory_keywords }));
  });
  return app;
}
