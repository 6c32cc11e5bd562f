// POST /feedback: messages from the send-feedback page (also 'Page not found' reports).
import { Hono } from 'hono';
import { feedbackInputSchema } from '@/lib/contracts/feedback';
import { feedback } from '../db/schema';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /feedback (app.ts), so the paths below are relative to it. */
export function feedbackRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const body = await parseBody(c, feedbackInputSchema);
    if (!body.ok) return body.response;
    const [row] = await db
      .insert(feedback)
      .values({
        userId: c.get('user')?.id ?? null,
        about: body.data.about,
        message: body.data.feedback,
        email: body.data.email || null,
        page: body.data.page ?? null,
      })
      .returning({ id: feedback.id });
    return ok(c, { id: row.id }, 201);
  });
  return app;
}
