// Account recovery and trust (issue 19 §5): single-use links mailed by the accounts service.
// Password reset (1 hour; every session of the account ends when it is used), email verification
// at sign-up (24 hours; POST /account/resend sends a new one) and change of email (a link to the
// new address, a notice to the old one). Tokens are 32 random bytes; only their SHA-256 is kept,
// and asking for a new link retires the older ones of the same purpose.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_LINK_TTL_MS, newPasswordSchema, PASSWORD_RESET_TTL_MS, RECOVERY_TEXTS } from '@/lib/contracts/account';
import { oauthErrorMessage, type FieldError } from '@/lib/contracts/errors';
import type { ProviderConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { accessTokens, accountSessions, accountTokens, users } from '../db/schema';
import { emailChangeConfirm, emailChangeNotice, passwordResetEmail, verifyEmail } from '../email/templates/account';
import { queueEmail } from './email-outbox';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken, sha256 } from './tokens';
import { findUserByEmail, type UserRow } from './users';

type Purpose = (typeof accountTokens.$inferSelect)['purpose'];
type LinkConfig = Pick<ProviderConfig, 'ACCOUNTS_PUBLIC_URL'>;

export const RESET_PATH = '/accounts/reset';
export const VERIFY_PATH = '/accounts/verify';
export const EMAIL_CONFIRM_PATH = '/accounts/email/confirm';

function link(config: LinkConfig, path: string, token: string): string {
  return `${config.ACCOUNTS_PUBLIC_URL.replace(/\/+$/, '')}${path}?token=${token}`;
}

async function issueToken(tx: Db | Tx, purpose: Purpose, userId: number, email: string, ttl: number, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const token = randomToken();
  await tx.insert(accountTokens).values({
    purpose,
    tokenHash: sha256(token),
    userId,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl),
  });
  return token;
}

/** A live token's row (not used, not expired), without using it: the reset form's GET. */
export async function peekToken(db: Db, purpose: Purpose, token: string, now = new Date()) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses a token: one UPDATE, so two clicks racing cannot both succeed. */
async function consumeToken(tx: Db | Tx, purpose: Purpose, token: string, now: Date) {
  if (!token || token.length > 100) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** "Forgot password?": mails a reset link when the email has an account; says nothing either way. */
export async function requestPasswordReset(db: Db, config: LinkConfig, email: string, now = new Date()) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, 'password-reset', user.id, user.email, PASSWORD_RESET_TTL_MS, now);
    const content = passwordResetEmail(user.firstName || user.screenName, link(config, RESET_PATH, token));
    await queueEmail(tx, { to: user.email, toUserId: user.id, kind: 'password-reset', ...content }, now);
  });
}

export type RecoveryResult = { ok: true; user: UserRow } | { ok: false; errors: FieldError[] };

function passwordProblems(password: string, confirm: string): FieldError[] {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return [{ field: 'password', error: parsed.error.issues[0].message }];
  if (password !== confirm) return [{ field: 'confirm', error: RECOVERY_TEXTS.passwordsDiffer }];
  return [];
}

/** Ends every session of an account: provider bearer tokens (web sessions) and accounts-service sessions. */
export async function endAllSessions(tx: Db | Tx, userId: number) {
  await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
  await tx.delete(accountSessions).where(eq(accountSessions.userId, userId));
}

/**
 * After any change of credentials: every unused link of the account (reset, verify, change of email)
 * stops working and every session ends, so a link or session an attacker holds dies with the old
 * password or address (a pending change of email must not survive a reset).
 */
async function retireCredentials(tx: Db | Tx, userId: number, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
  await endAllSessions(tx, userId);
}

/** Sets a new password from a reset link, once; every session of the account ends. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  confirm: string,
  now = new Date(),
): Promise<RecoveryResult> {
  const problems = passwordProblems(password, confirm);
  if (problems.length) return { ok: false, errors: problems };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'password-reset', token, now);
    if (!row) return { ok: false, errors: [{ field: 'token', error: RECOVERY_TEXTS.resetInvalid }] };
    const [user] = await tx
      .update(users)
      // The link reached this inbox, so the address is proven too.
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning();
    if (!user) return { ok: false, errors: [{ field: 'token', error: RECOVERY_TEXTS.resetInvalid }] };
    await retireCredentials(tx, user.id, now);
    return { ok: true, user };
  });
}

/** Mails a confirmation link for the account's current email (sign-up, POST /account/resend). */
export async function sendVerification(db: Db | Tx, config: LinkConfig, user: UserRow, now = new Date()) {
  const token = await issueToken(db, 'email-verify', user.id, user.email, EMAIL_LINK_TTL_MS, now);
  const content = verifyEmail(user.firstName || user.screenName, link(config, VERIFY_PATH, token));
  await queueEmail(db, { to: user.email, toUserId: user.id, kind: 'email-verify', ...content }, now);
}

/** Follows a confirmation link: the address it was sent to must still be the account's email. */
export async function confirmVerification(db: Db, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'email-verify', token, now);
    if (!row) return false;
    const updated = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = lower(${row.email})`))
      .returning({ id: users.id });
    return updated.length > 0;
  });
}

/** Change of password with the current one (the accounts service's /accounts/password). */
export async function changePassword(
  db: Db,
  user: UserRow,
  current: string,
  password: string,
  confirm: string,
  now = new Date(),
): Promise<RecoveryResult> {
  if (!(await verifyPassword(current.slice(0, 200), user.passwordHash))) {
    return { ok: false, errors: [{ field: 'current_password', error: RECOVERY_TEXTS.currentWrong }] };
  }
  const problems = passwordProblems(password, confirm);
  if (problems.length) return { ok: false, errors: problems };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await retireCredentials(tx, user.id, now);
    return { ok: true as const, user: updated };
  });
}

/** Change of email with the current password: a link to the new address, a notice to the old one. */
export async function requestEmailChange(
  db: Db,
  config: LinkConfig,
  user: UserRow,
  current: string,
  newEmail: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; errors: FieldError[] }> {
  if (!(await verifyPassword(current.slice(0, 200), user.passwordHash))) {
    return { ok: false, errors: [{ field: 'current_password', error: RECOVERY_TEXTS.currentWrong }] };
  }
  const email = newEmail.trim().toLowerCase();
  if (email === user.email.toLowerCase())
    return { ok: false, errors: [{ field: 'email', error: RECOVERY_TEXTS.sameEmail }] };
  if (await findUserByEmail(db, email)) {
    return { ok: false, errors: [{ field: 'email', error: oauthErrorMessage(10161) }] };
  }
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, 'email-change', user.id, email, EMAIL_LINK_TTL_MS, now);
    const name = user.firstName || user.screenName;
    const confirmContent = emailChangeConfirm(name, email, link(config, EMAIL_CONFIRM_PATH, token));
    await queueEmail(tx, { to: email, toUserId: user.id, kind: 'email-change', ...confirmContent }, now);
    const notice = emailChangeNotice(name, email);
    await queueEmail(tx, { to: user.email, toUserId: user.id, kind: 'email-change', ...notice }, now);
  });
  return { ok: true };
}

/** Follows a change-of-email link: the account signs in with the new address from now on. */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'email-change', token, now);
    if (!row) return false;
    if (await findUserByEmail(tx as unknown as Db, row.email)) return false;
    await tx
      .update(users)
      .set({ email: row.email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, row.userId));
    await retireCredentials(tx, row.userId, now);
    return true;
  });
}
