// POST /feedback: messages from the send-feedback page (also 'Page not found' reports).
import { Hono } from 'hono';
import { feedbackInputSchema } from '@/lib/contracts/feedback';
import { recordFeedback } from '../domain/feedback';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /feedback (app.ts), so the paths below are relative to it. */
export function feedbackRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const body = await parseBody(c, feedbackInputSchema);
    if (!body.ok) return body.response;
    return ok(c, await recordFeedback(db, c.get('user')?.id ?? null, body.data), 201);
  });
  return app;
}
