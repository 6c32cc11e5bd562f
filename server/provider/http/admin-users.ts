// The admin dashboards' calls (issue 21; spec 1 §6 'user search', spec 3 §6 admin.dashboards.users
// and admin.dashboards.feedbacks), mounted at /admin, global admins only:
//   GET  /admin/users?q=&role=&suspended=&from=&to=     search and filters
//   GET  /admin/users/{id}                              one person's detail
//   POST /admin/users/{id}/actions {action, reason, platform?}
//   GET  /admin/feedbacks?all=1                         the inbox, grouped by path
//   GET  /admin/feedbacks/items?path=&about=            one group's messages
//   POST /admin/feedbacks/{id}/state {state}            read or resolved
//   POST /admin/feedbacks/resolve {path, about}         resolve a whole group
//   POST /admin/feedbacks/{id}/reply {subject, message} email the sender
//   GET  /admin/audit?actor=&action=&target=&from=&to=  the audit log
// Each change notes its action for the audit log (http/admin-audit.ts).
import { Hono } from 'hono';
import {
  ADMIN_TEXTS,
  auditQuerySchema,
  feedbackGroupKeySchema,
  feedbackReplySchema,
  feedbackStateInputSchema,
  userActionSchema,
  userSearchQuerySchema,
} from '@/lib/contracts/admin';
import { adminUserDetail, applyUserAction, searchUsers } from '../domain/admin-users';
import { listAudit } from '../domain/audit';
import {
  feedbackGroups,
  feedbackItems,
  replyToFeedback,
  resolveFeedbackGroup,
  setFeedbackState,
} from '../domain/feedback-inbox';
import { currentUser, requireUser } from './auth';
import { requireAdmin } from './admin-guards';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export function adminUsersRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  // Guards on each route, not app.use('*'): mounted at /admin beside the other /admin routers.
  const admin = [requireUser, requireAdmin] as const;

  app.get('/users', ...admin, async (c) => {
    const query = parseQuery(c, userSearchQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await searchUsers(db, query.data));
  });
  app.get('/users/:id', ...admin, async (c) => {
    const detail = await adminUserDetail(db, idOf(c.req.param('id')));
    return detail ? ok(c, detail) : fail(c, 404, ADMIN_TEXTS.userNotFound);
  });
  app.post('/users/:id/actions', ...admin, async (c) => {
    const body = await parseBody(c, userActionSchema);
    if (!body.ok) return body.response;
    const id = idOf(c.req.param('id'));
    const result = await applyUserAction(db, currentUser(c), id, body.data);
    if (!result.ok) return fail(c, result.status, [{ field: result.field, error: result.error }]);
    c.set('audit', {
      action: `user.${body.data.action}`,
      targetType: 'user',
      targetId: id,
      platformId: result.platformId,
      details: body.data.reason ? { reason: body.data.reason } : {},
    });
    return ok(c, result.user);
  });

  app.get('/feedbacks', ...admin, async (c) => ok(c, await feedbackGroups(db, c.req.query('all') === '1')));
  app.get('/feedbacks/items', ...admin, async (c) => {
    const query = parseQuery(c, feedbackGroupKeySchema);
    if (!query.ok) return query.response;
    return ok(c, await feedbackItems(db, query.data.path, query.data.about));
  });
  app.post('/feedbacks/resolve', ...admin, async (c) => {
    const body = await parseBody(c, feedbackGroupKeySchema);
    if (!body.ok) return body.response;
    const resolved = await resolveFeedbackGroup(db, currentUser(c).id, body.data.path, body.data.about);
    c.set('audit', { action: 'feedback.resolve-group', targetType: 'feedback', details: { ...body.data, resolved } });
    return ok(c, { resolved });
  });
  app.post('/feedbacks/:id/state', ...admin, async (c) => {
    const body = await parseBody(c, feedbackStateInputSchema);
    if (!body.ok) return body.response;
    const id = idOf(c.req.param('id'));
    if (!(await setFeedbackState(db, currentUser(c).id, id, body.data.state)))
      return fail(c, 404, ADMIN_TEXTS.feedbackNotFound);
    c.set('audit', { action: `feedback.${body.data.state}`, targetType: 'feedback', targetId: id });
    return ok(c, { id, state: body.data.state });
  });
  app.post('/feedbacks/:id/reply', ...admin, async (c) => {
    const body = await parseBody(c, feedbackReplySchema);
    if (!body.ok) return body.response;
    const id = idOf(c.req.param('id'));
    const result = await replyToFeedback(db, currentUser(c).id, id, body.data);
    if (!result.ok) return fail(c, result.status, result.error);
    c.set('audit', { action: 'feedback.reply', targetType: 'feedback', targetId: id });
    return ok(c, result);
  });

  app.get('/audit', ...admin, async (c) => {
    const query = parseQuery(c, auditQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await listAudit(db, query.data));
  });
  return app;
}
