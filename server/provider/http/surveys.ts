// Survey replies (spec 1 §7 'POST /surveys'; spec 2 §2 challenges.survey).
// POST /surveys { challenge, answer, website }: anyone, no account. 201 { id, challenge }; 422 the
//   {field, error} list (answer 3-1000 characters, the honeypot `website` must stay empty); 404 no
//   such challenge; 409 closed; 403 a challenge that takes no survey replies (not an ordinary
//   question, a caption one, a paid entry, or the survey-mode-link flag off); 429 with Retry-After
//   past 5 well-formed replies per address in 10 minutes. The address is the web's signed one (the BFF calls
//   on the visitor's behalf, server/client-address.ts), else the connection's.
// GET /challenges/{slug}/survey-replies: the catalyst's list. 401 signed out, 403 not the owner, 404.
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { surveyReplySchema } from '@/lib/contracts/survey';
import { SURVEY_MESSAGES, SURVEY_RATE_LIMIT } from '@/lib/challenges/survey';
import { verifiedClientAddress } from '../../client-address';
import { createSurveyReply, listSurveyReplies } from '../domain/surveys';
import { currentUser, requireUser } from './auth';
import { rateCounter } from './rate-limits';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

function connectionAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function surveysRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  // Per address, shared across provider processes when they share their limits (REDIS_URL).
  const limiter = rateCounter(
    { count: SURVEY_RATE_LIMIT.replies, windowSeconds: SURVEY_RATE_LIMIT.windowMs / 1000 },
    'survey-replies',
  );

  app.post('/surveys', async (c) => {
    const address =
      verifiedClientAddress({ get: (name) => c.req.header(name) }, config.OAUTH_CLIENT_SECRET) ?? connectionAddress(c);
    const limit = await limiter.take(address);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter));
      return fail(c, 429, SURVEY_MESSAGES.tooMany);
    }
    const body = await parseBody(c, surveyReplySchema);
    // Every well-formed reply counts, stored or refused; a visitor who mistyped does not lose a try.
    if (!body.ok) {
      await limiter.refund(address);
      return body.response;
    }
    const result = await createSurveyReply(db, body.data);
    return result.ok ? ok(c, result.reply, 201) : fail(c, result.status, result.errors);
  });

  app.get('/challenges/:slug/survey-replies', requireUser, async (c) => {
    const result = await listSurveyReplies(db, currentUser(c), c.req.param('slug'));
    return result.ok ? ok(c, result.replies) : fail(c, result.status, result.errors);
  });
  return app;
}
