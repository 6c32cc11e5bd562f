// POST /account/signup, DELETE /account/session (sign-out) and shadow mode: start (POST), check
// (GET), stop (DELETE) (spec 1 §4, §7).
import { Hono } from 'hono';
import { FLAG } from '@/lib/contracts/flags';
import { shadowInputSchema, signupInputSchema } from '@/lib/contracts/account';
import { signUp } from '../domain/accounts';
import { isFlagEnabled } from '../domain/flags';
import { toPublicUser } from '../domain/mappers';
import { recordShadowAction } from '../domain/shadow-audit';
import { issueAccessToken, revokeAccessToken } from '../domain/tokens';
import { findUserByScreenName } from '../domain/users';
import { requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import { USER_NOT_FOUND } from './users';
import type { AppEnv, Deps } from './types';

export const SHADOW_FORBIDDEN = 'Only administrators can use shadow mode.';
export const SHADOW_SELF = 'You cannot shadow yourself.';
export const NOT_SHADOWING = 'Not in shadow mode.';

export function accountRouter({ db }: Deps) {
  const router = new Hono<AppEnv>();

  router.post('/account/signup', async (c) => {
    const body = await parseBody(c, signupInputSchema);
    if (!body.ok) return body.response;
    const result = await signUp(db, body.data);
    if (!result.ok) return fail(c, result.status, result.errors, result.code);
    return ok(c, { user: toPublicUser(result.user) }, 201);
  });

  /** Issues a token for the target user that remembers the admin (spec 1 §4 shadow mode). */
  router.post('/account/shadow', requireUser, async (c) => {
    const admin = c.var.user!;
    // A shadow token cannot start another shadow session: the acting user is not the admin.
    if (!admin.globalAdmin || c.var.shadowAdminId !== null || !(await isFlagEnabled(db, FLAG.shadowMode))) {
      return fail(c, 403, SHADOW_FORBIDDEN);
    }
    const body = await parseBody(c, shadowInputSchema);
    if (!body.ok) return body.response;
    const target = await findUserByScreenName(db, body.data.user_handle);
    if (!target) return fail(c, 404, [{ field: 'user_handle', error: USER_NOT_FOUND }]);
    if (target.id === admin.id) return fail(c, 422, [{ field: 'user_handle', error: SHADOW_SELF }]);
    const token = await issueAccessToken(db, target.id, admin.id);
    await recordShadowAction(db, {
      adminId: admin.id,
      userId: target.id,
      action: 'start',
      method: 'POST',
      path: c.req.path,
      status: 200,
    });
    return ok(c, { token });
  });

  /** Whether this token acts for an admin, and as whom. */
  router.get('/account/shadow', requireUser, (c) =>
    ok(c, {
      shadowing: c.var.shadowAdminId !== null,
      user_handle: c.var.shadowAdminId !== null ? c.var.user!.screenName : null,
      admin_id: c.var.shadowAdminId,
    }),
  );

  /** Sign-out revokes the token it signs out, so a copied session cookie is worthless afterwards. */
  router.delete('/account/session', requireUser, async (c) => {
    await revokeAccessToken(db, bearerToken(c.req.header('authorization')));
    return ok(c, { signed_out: true });
  });

  /**
   * Stopping revokes the shadow token itself, so a copied cookie is worthless afterwards; the audit
   * rows of the session stay (shadow-guard.ts records the stop).
   */
  router.delete('/account/shadow', requireUser, async (c) => {
    if (c.var.shadowAdminId === null) return fail(c, 422, NOT_SHADOWING);
    await revokeAccessToken(db, bearerToken(c.req.header('authorization')));
    return ok(c, { stopped: true });
  });

  return router;
}

/** The token of a request that passed requireUser. */
function bearerToken(header: string | undefined): string {
  return (header ?? '').slice('Bearer '.length).trim();
}
