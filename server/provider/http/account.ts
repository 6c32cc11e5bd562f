// POST /account/signup, POST /account/resend (a new confirmation link), POST /account/signup/invite,
// GET /account/session (still signed in?), DELETE /account/session (sign-out) and shadow mode: start (POST), check
// (GET), stop (DELETE) (spec 1 §4, §7).
import { Hono } from 'hono';
import { FLAG } from '@/lib/contracts/flags';
import { RECOVERY_TEXTS, shadowInputSchema, signupInputSchema } from '@/lib/contracts/account';
import { INVITE_TEXTS, inviteInputSchema } from '@/lib/contracts/email';
import { sendVerification } from '../domain/account-recovery';
import { signUp } from '../domain/accounts';
import { invite } from '../domain/invitations';
import { isFlagEnabled } from '../domain/flags';
import { toPublicUser } from '../domain/mappers';
import { recordShadowAction } from '../domain/shadow-audit';
import { issueAccessToken, revokeAccessToken } from '../domain/tokens';
import { findUserByScreenName } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { rateGate } from './rate-limits';
import { fail, ok, parseBody } from './respond';
import { USER_NOT_FOUND } from './users';
import type { AppEnv, Deps } from './types';

export const SHADOW_FORBIDDEN = 'Only administrators can use shadow mode.';
export const SHADOW_SELF = 'You cannot shadow yourself.';
export const NOT_SHADOWING = 'Not in shadow mode.';

/** Mounted at /account (app.ts), so the paths below are relative to it. */
/**
 * Invitations one player may send: 20 a day; one address may be invited 3 times a day, whoever
 * asks, so several accounts cannot mail-bomb it. Confirmation links: 5 an hour per account. Shared
 * across provider processes through Redis when REDIS_URL is set (http/rate-limits.ts).
 */
export const INVITE_LIMIT = { count: 20, windowSeconds: 24 * 60 * 60 };
export const INVITE_ADDRESS_LIMIT = { count: 3, windowSeconds: 24 * 60 * 60 };
export const RESEND_LIMIT = { count: 5, windowSeconds: 60 * 60 };

export function accountRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const invitesBySender = rateGate(INVITE_LIMIT, 'invite-sender');
  const invitesByAddress = rateGate(INVITE_ADDRESS_LIMIT, 'invite-address');
  const resends = rateGate(RESEND_LIMIT, 'resend');
  /** Seconds to wait when a gate refuses, else null (the attempt is counted). */
  const limited = async (gate: ReturnType<typeof rateGate>, key: string) => {
    const check = await gate(key);
    return check.allowed ? null : check.retryAfter;
  };

  app.post('/signup', async (c) => {
    const body = await parseBody(c, signupInputSchema);
    if (!body.ok) return body.response;
    const result = await signUp(db, body.data);
    if (!result.ok) return fail(c, result.status, result.errors, result.code);
    await sendVerification(db, config, result.user);
    return ok(c, { user: toPublicUser(result.user) }, 201);
  });

  app.post('/resend', requireUser, async (c) => {
    const user = currentUser(c);
    if (user.emailVerifiedAt) return ok(c, { message: RECOVERY_TEXTS.alreadyVerified });
    const wait = await limited(resends, String(user.id));
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return fail(c, 429, 'Too many confirmation links. Please try again later.');
    }
    await sendVerification(db, config, user);
    return ok(c, { message: RECOVERY_TEXTS.verificationSent });
  });

  app.post('/signup/invite', requireUser, async (c) => {
    const body = await parseBody(c, inviteInputSchema);
    if (!body.ok) return body.response;
    const user = currentUser(c);
    const wait =
      (await limited(invitesBySender, String(user.id))) ??
      (await limited(invitesByAddress, body.data.email.trim().toLowerCase()));
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return fail(c, 429, 'Too many invitations today. Please try again tomorrow.');
    }
    const result = await invite(db, config, user, body.data);
    if (!result.ok) return fail(c, result.status, result.errors);
    return ok(c, { message: INVITE_TEXTS.sent });
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
      requestId: c.get('requestId'),
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
