// Entering ideas (spec 2 §7 'POST ideas/v2'): 201 { data: IdeaCreated }; 401 signed out; 422 with
// the {field, error} list; 404 no such challenge; 409 closed or at the idea limit; 403 the
// catalyst's own challenge; 402 an entry fee (paid entry is not built); 429 with Retry-After over the
// person's rate limit (config IDEA_RATE_LIMIT, lib/rate-limits.ts). And the signed-in person's
// allowance in one challenge, GET /challenges/{slug}/my-ideas, for the form's 'ideas left'.
import { Hono } from 'hono';
import { ideaEntrySchema } from '@/lib/contracts/idea';
import { IDEA_MESSAGES } from '@/lib/challenges/idea-entry';
import { tooManyIdeasMessage } from '@/lib/rate-limits';
import { createIdea, ideaAllowance } from '../domain/idea-create';
import { currentUser, requireUser } from './auth';
import { perUserRateLimit } from './rate-limits';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export function ideasRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/ideas/v2', requireUser, perUserRateLimit(config.IDEA_RATE_LIMIT, tooManyIdeasMessage), async (c) => {
    const body = await parseBody(c, ideaEntrySchema);
    if (!body.ok) return body.response;
    const result = await createIdea(db, currentUser(c), body.data);
    return result.ok ? ok(c, result.idea, 201) : fail(c, result.status, result.errors);
  });
  app.get('/challenges/:slug/my-ideas', requireUser, async (c) => {
    const allowance = await ideaAllowance(db, currentUser(c), c.req.param('slug'));
    return allowance ? ok(c, allowance) : fail(c, 404, IDEA_MESSAGES.notFound);
  });
  return app;
}
