// The audit log's writer for admin and ambassador calls (issue 21; DESIGN.md, security posture):
// every change request an admin or ambassador makes under /admin, /acl, /immunity or /olympiad
// (olympiad controls, fair-play decisions) is one row, with the action and target the route noted
// (c.set('audit', …)) or, for routes that note nothing, the method and path. Shadow-token
// requests are the shadow guard's to record.
import type { MiddlewareHandler } from 'hono';
import { recordAudit } from '../domain/audit';
import type { AppEnv, Deps } from './types';

export interface AuditNote {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  platformId?: number | null;
  details?: Record<string, unknown>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const AUDITED = /^\/(admin|acl|immunity|olympiad)\//;

export function adminAudit({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const user = c.get('user');
    if (!user || c.get('shadowAdminId') !== null || READS.has(c.req.method) || !AUDITED.test(c.req.path)) return;
    const note = c.get('audit');
    // A refusal changed nothing; a route that noted its action did it even when it answers 4xx.
    if (!note && c.res.status >= 400) return;
    if (!note && !user.globalAdmin && !user.platformAmbassador) return;
    await recordAudit(db, {
      actorId: user.id,
      action: note?.action ?? `${c.req.method} ${c.req.path}`,
      targetType: note?.targetType ?? c.req.path.split('/')[1],
      targetId: note?.targetId ?? null,
      platformId: note?.platformId ?? null,
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      details: note?.details,
    });
  };
}
