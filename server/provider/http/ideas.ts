// Entering ideas (spec 2 §7 'POST ideas/v2'): 201 { data: IdeaCreated }; 401 signed out; 422 with
// the {field, error} list; 404 no such challenge; 409 closed or at the idea limit; 403 the
// catalyst's own challenge; 402 a wallet short of the entry fee (the message says how much it
// holds); 409 also for an entry fee not confirmed or changed since the form showed it; 429 with Retry-After over the
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
import { requestKeyOf } from './money-audit';
import { recordMoneyAudit } from '../domain/money-audit';
import type { AppEnv, Deps } from './types';

export function ideasRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/ideas/v2', requireUser, perUserRateLimit(config.IDEA_RATE_LIMIT, tooManyIdeasMessage), async (c) => {
    const body = await parseBody(c, ideaEntrySchema);
    if (!body.ok) return body.response;
    const user = currentUser(c);
    const shadowAdminId = c.get('shadowAdminId');
    const result = await createIdea(db, { user, shadowAdminId, requestKey: requestKeyOf(c) ?? undefined }, body.data);
    // A paid entry is a money mutation: audited like the wallet's.
    if (body.data.entry_fee_cents)
      await recordMoneyAudit(db, {
        userId: user.id,
        shadowAdminId,
        action: 'idea-entry-fee',
        status: result.ok ? 201 : result.status,
        detail: { challenge: body.data.challenge, fee_cents: body.data.entry_fee_cents, key: requestKeyOf(c) },
      });
    return result.ok ? ok(c, result.idea, 201) : fail(c, result.status, result.errors);
  });
  app.get('/challenges/:slug/my-ideas', requireUser, async (c) => {
    const allowance = await ideaAllowance(db, currentUser(c), c.req.param('slug'));
    return allowance ? ok(c, allowance) : fail(c, 404, IDEA_MESSAGES.notFound);
  });
  return app;
}
