// Mentoring (spec 2 §7 'Mentoring' and 'Innovator views', spec 3 §7 'Dashboards'). Every answer is
// { data } or the {field, error} list: 401 signed out, 403 not allowed, 404 no such challenge, idea
// or advice, 409 closed or already given (locked once given), 422 the texts' or value's rules.
//   POST /challenges/{slug}/ideas/{ideaId}/mentor-comments  give advice (the spec names no path)
//   GET  /challenges/{slug}/mentor-comments                 all advice on the challenge (public)
//   GET  /challenges/{slug}/my-mentoring                    the viewer's own ideas, advice and ratings there
//   GET  /challenges/{slug}/mentoring-to-rate/{ideaId}      advice on an idea the viewer may rate
//   POST /game/mentoring/{id}/rates                         rate advice 0 to 5, anonymously
//   GET  /mentoring/feedback-choices                        the rating choices
//   GET  /me/innovator/{challenge}/ideas/{idea}/mentor_comments  advice received on one's own idea
//   GET  /{platform}/dashboards/mentor                      the mentor dashboard ('me' or a community: always one's own)
import { DASHBOARD_MESSAGES } from '@/lib/dashboards';
import { resolveDashboardScope } from '../domain/dashboard-standing';
import { Hono, type Context } from 'hono';
import { mentorCommentEntrySchema, mentoringRateEntrySchema } from '@/lib/contracts/mentoring';
import { MENTORING_FEEDBACK_CHOICES, MENTORING_MESSAGES } from '@/lib/challenges/mentoring';
import { createMentorComment } from '../domain/mentor-comments';
import { rateMentorComment } from '../domain/mentoring-rates';
import {
  challengeMentorComments,
  mentorDashboard,
  mentoringToRate,
  myMentoring,
  receivedAdvice,
  type Read,
} from '../domain/mentoring-reads';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** A path id: anything but a positive integer names nothing (0). */
const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

const answer = <T>(c: Context, read: Read<T>) => (read.ok ? ok(c, read.data) : fail(c, read.status, read.errors));

export function mentoringRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/challenges/:slug/ideas/:ideaId/mentor-comments', requireUser, async (c) => {
    const body = await parseBody(c, mentorCommentEntrySchema);
    if (!body.ok) return body.response;
    const ideaId = idParam(c.req.param('ideaId'));
    if (!ideaId) return fail(c, 404, [{ field: 'idea_id', error: MENTORING_MESSAGES.ideaNotFound }]);
    const result = await createMentorComment(db, currentUser(c), c.req.param('slug'), ideaId, body.data);
    return result.ok ? ok(c, result.created, 201) : fail(c, result.status, result.errors);
  });

  app.get('/challenges/:slug/mentor-comments', async (c) => {
    const comments = await challengeMentorComments(db, c.req.param('slug'));
    return comments ? ok(c, comments) : fail(c, 404, MENTORING_MESSAGES.notFound);
  });

  app.get('/challenges/:slug/my-mentoring', requireUser, async (c) => {
    const mine = await myMentoring(db, currentUser(c), c.req.param('slug'));
    return mine ? ok(c, mine) : fail(c, 404, MENTORING_MESSAGES.notFound);
  });

  app.get('/challenges/:slug/mentoring-to-rate/:ideaId', requireUser, async (c) => {
    const ideaId = idParam(c.req.param('ideaId'));
    if (!ideaId) return fail(c, 404, [{ field: 'idea_id', error: MENTORING_MESSAGES.ideaNotFound }]);
    return answer(c, await mentoringToRate(db, currentUser(c), c.req.param('slug'), ideaId));
  });

  app.post('/game/mentoring/:id/rates', requireUser, async (c) => {
    const body = await parseBody(c, mentoringRateEntrySchema);
    if (!body.ok) return body.response;
    const id = idParam(c.req.param('id'));
    if (!id) return fail(c, 404, MENTORING_MESSAGES.commentNotFound);
    const result = await rateMentorComment(db, currentUser(c), id, body.data);
    return result.ok ? ok(c, result.rate, 201) : fail(c, result.status, result.errors);
  });

  app.get('/mentoring/feedback-choices', (c) => ok(c, MENTORING_FEEDBACK_CHOICES));

  app.get('/me/innovator/:challenge/ideas/:idea/mentor_comments', requireUser, async (c) => {
    const ideaId = idParam(c.req.param('idea'));
    if (!ideaId) return fail(c, 404, [{ field: 'idea_id', error: MENTORING_MESSAGES.ideaNotFound }]);
    return answer(c, await receivedAdvice(db, currentUser(c), c.req.param('challenge'), ideaId));
  });

  app.get('/:platform/dashboards/mentor', requireUser, async (c) => {
    // {platform} names a community, as for the other role dashboards (http/dashboards.ts), or 'me'.
    // Advice is not split by community yet: every community answers the caller's whole mentoring.
    const platform = c.req.param('platform');
    if (platform !== 'me' && !(await resolveDashboardScope(db, platform)))
      return fail(c, 404, DASHBOARD_MESSAGES.platformNotFound);
    return ok(c, await mentorDashboard(db, currentUser(c)));
  });

  return app;
}
