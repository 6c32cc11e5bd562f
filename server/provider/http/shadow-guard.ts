// Shadow mode in the provider (spec 1 §4, §8; DESIGN.md, security posture): a change request made
// with a shadow token needs the confirmation header the BFF sends once the admin confirmed, else
// 428 with the spec's cancel message; the provider enforces it, not only the BFF. Every such
// request, made or refused, and the stop go to the append-only audit (domain/shadow-audit.ts).
import type { MiddlewareHandler } from 'hono';
import { SHADOW_CANCELLED_MESSAGE, SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { recordShadowAction } from '../domain/shadow-audit';
import { fail } from './respond';
import type { AppEnv, Deps } from './types';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Shadow mode's own path needs no confirmation: stopping ends acting as somebody else, and a shadow
 * token asking to start another shadow session gets the handler's 403.
 */
const SHADOW_PATH = '/account/shadow';
/** Browser analytics (POST /nerves/trait) are no change the user makes; the BFF does not ask either. */
const NOT_A_CHANGE = new Set(['/nerves/trait']);

export function shadowGuard({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const adminId = c.get('shadowAdminId');
    const user = c.get('user');
    const method = c.req.method;
    const path = c.req.path;
    if (adminId === null || !user || READS.has(method) || NOT_A_CHANGE.has(path)) return next();
    const entry = { adminId, userId: user.id, method, path, requestId: c.get('requestId') };
    const stop = method === 'DELETE' && path === SHADOW_PATH;
    if (path !== SHADOW_PATH && c.req.header(SHADOW_CONFIRM_HEADER) !== '1') {
      await recordShadowAction(db, { ...entry, action: 'refused', status: 428 });
      return fail(c, 428, SHADOW_CANCELLED_MESSAGE);
    }
    await next();
    await recordShadowAction(db, { ...entry, action: stop ? 'stop' : 'mutation', status: c.res.status });
  };
}
