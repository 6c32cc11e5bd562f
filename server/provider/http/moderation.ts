// Moderation (issue 21 §3; spec 1 §7, spec 3 §7 'Moderation'):
//   POST /immunity/reports {target_type, target_id, reason, note}   a signed-in player; rate limited
//   GET  /immunity/reports?platform=&status=open|resolved             the queue: ambassadors (own community), admins
//   POST /immunity/reports/{id}/actions {action, note}                hide, restore, warn, suspend, dismiss
//   POST /acl/permissions {screen_name, permission, action, platform?} admins grant or revoke an ambassador
// Each moderator action notes itself for the audit log (http/admin-audit.ts).
import { Hono } from 'hono';
import {
  aclPermissionSchema,
  moderationActionSchema,
  moderationQueueQuerySchema,
  reportInputSchema,
} from '@/lib/contracts/moderation';
import { tooManyReportsMessage } from '@/lib/rate-limits';
import { changePermission } from '../domain/acl';
import { createReport, moderationQueue } from '../domain/moderation';
import { moderateReport } from '../domain/moderation-actions';
import { requireAdmin } from './admin-guards';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { perUserRateLimit } from './rate-limits';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export function moderationRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/reports', requireUser, perUserRateLimit(config.REPORT_RATE_LIMIT, tooManyReportsMessage), async (c) => {
    const body = await parseBody(c, reportInputSchema);
    if (!body.ok) return body.response;
    const result = await createReport(db, currentUser(c), body.data);
    if (!result.ok) return fail(c, result.status, result.errors);
    return ok(c, { id: result.id, status: 'open' as const }, 201);
  });
  app.get('/reports', requireUser, async (c) => {
    const query = parseQuery(c, moderationQueueQuerySchema);
    if (!query.ok) return query.response;
    const result = await moderationQueue(db, currentUser(c), query.data);
    return result.ok ? ok(c, result.data) : fail(c, result.status, result.errors);
  });
  app.post('/reports/:id/actions', requireUser, async (c) => {
    const body = await parseBody(c, moderationActionSchema);
    if (!body.ok) return body.response;
    const id = idOf(c.req.param('id'));
    const result = await moderateReport(db, currentUser(c), id, body.data);
    if (!result.ok) return fail(c, result.status, result.errors);
    c.set('audit', {
      action: `moderation.${body.data.action}`,
      targetType: result.target.type,
      targetId: result.target.id,
      platformId: result.platformId,
      details: { report: id, note: body.data.note, resolved: result.data.resolved },
    });
    return ok(c, result.data);
  });
  return app;
}

export function aclPermissionRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/permissions', requireUser, requireAdmin, async (c) => {
    const body = await parseBody(c, aclPermissionSchema);
    if (!body.ok) return body.response;
    const result = await changePermission(db, currentUser(c), body.data);
    if (!result.ok) return fail(c, result.status, [{ field: result.field, error: result.error }]);
    c.set('audit', {
      action: `acl.${body.data.action}-${body.data.permission}`,
      targetType: 'user',
      targetId: result.data.user_id,
      platformId: result.platformId,
      details: { reason: body.data.reason, platform: result.data.platform },
    });
    return ok(c, result.data);
  });
  return app;
}
