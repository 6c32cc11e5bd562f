// POST /admin/flags/{name} {enabled, variants?, platform?, inherit?} (issue 21 §6; spec 1 §3 feature
// flags): a global admin switches a feature flag and sets its variants' values, for everybody or for
// one community (inherit drops that community's own setting); the audit log keeps who and when.
import { Hono } from 'hono';
import { FLAG_TEXTS, flagSwitchSchema } from '@/lib/contracts/flags';
import { switchFlag } from '../domain/flags';
import { currentUser, requireUser } from './auth';
import { requireAdmin } from './admin-guards';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export function adminFlagsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/flags/:name{[a-z0-9-]{1,60}}', requireUser, requireAdmin, async (c) => {
    const body = await parseBody(c, flagSwitchSchema);
    if (!body.ok) return body.response;
    const name = c.req.param('name');
    const flag = await switchFlag(db, name, body.data, currentUser(c).id);
    if (!flag) return fail(c, 404, FLAG_TEXTS.notFound);
    if (flag === 'no-platform') return fail(c, 404, [{ field: 'platform', error: FLAG_TEXTS.noPlatform }]);
    c.set('audit', { action: 'flag.switch', targetType: 'flag', targetId: name, details: body.data });
    return ok(c, flag);
  });
  return app;
}
