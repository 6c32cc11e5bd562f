// POST /account/signup, GET /account/session (still signed in?), DELETE /account/session (sign-out) and shadow mode: start (POST), check
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
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import { USER_NOT_FOUND } from './users';
import type { AppEnv, Deps } from './types';

export const SHADOW_FORBIDDEN = 'Only administrators can use shadow mode.';
export const SHADOW_SELF = 'You cannot shadow yourself.';
export const NOT_SHADOWING = 'Not in shadow mode.';

/** Mounted at /account (app.ts), so the paths below are relative to it. */
export function accountRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/signup', async (c) => {
    const body = await parseBody(c, signupInputSchema);
    if (!body.ok) return body.response;
    const result = await signUp(db, body.data);
    if (!result.ok) return fail(c, result.status, result.errors, result.code);
    return ok(c, { user: toPublicUser(result.user) }, 201);
  });

  /** Issues a token for the target user that remembers the admin (spec 1 §4 shadow mode). */
  app.post('/shadow', requireUser, async (c) => {
    const admin = currentUser(c);
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
  app.get('/shadow', requireUser, (c) =>
    ok(c, {
      shadowing: c.var.shadowAdminId !== null,
      user_handle: c.var.shadowAdminId !== null ? currentUser(c).screenName : null,
      admin_id: c.var.shadowAdminId,
    }),
  );

  /** Whether this token still signs someone in: 204, or 401 once it was signed out (the web's session check). */
  app.get('/session', requireUser, (c) => c.body(null, 204));

  /** Sign-out revokes the token it signs out, so a copied session cookie is worthless afterwards. */
  app.delete('/session', requireUser, async (c) => {
    await revokeAccessToken(db, bearerToken(c.req.header('authorization')));
    return ok(c, { signed_out: true });
  });

  /**
   * Stopping revokes the shadow token itself, so a copied cookie is worthless afterwards; the audit
   * rows of the session stay (shadow-guard.ts records the stop).
   */
  app.delete('/shadow', requireUser, async (c) => {
    if (c.var.shadowAdminId === null) return fail(c, 422, NOT_SHADOWING);
    await revokeAccessToken(db, bearerToken(c.req.header('authorization')));
    return ok(c, { stopped: true });
  });

  return app;
}

/** The token of a request that passed requireUser. */
function bearerToken(header: string | undefined): string {
  return (header ?? '').slice('Bearer '.length).trim();
}
