// The accounts service's own browser session (cookie `nv_accounts`). It says "this browser is
// signed in to the accounts service" so /oauth2/authorize can issue codes without asking again;
// the product's own session (bn_auth) is the web app's business. Only a SHA-256 of the id is stored.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSessions, users } from '../db/schema';
import type { ProviderConfig } from '../config';
import { randomToken, sha256 } from '../domain/tokens';
import type { UserRow } from '../http/types';

export const ACCOUNTS_SESSION_COOKIE = 'nv_accounts';
export const ACCOUNTS_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function cookieOptions(config: ProviderConfig) {
  const base = new URL(config.ACCOUNTS_PUBLIC_URL);
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    path: '/',
    secure: base.protocol === 'https:',
  };
}

/** Creates a session row for `userId` and returns the raw id (the cookie value). */
export async function createAccountSession(db: Db, userId: number): Promise<string> {
  const id = randomToken();
  await db.insert(accountSessions).values({
    idHash: sha256(id),
    userId,
    expiresAt: new Date(Date.now() + ACCOUNTS_SESSION_TTL_MS),
  });
  // Housekeeping: expired sessions of this user go away whenever they sign in again.
  await db
    .delete(accountSessions)
    .where(and(eq(accountSessions.userId, userId), lt(accountSessions.expiresAt, new Date())));
  return id;
}

/** Signs the browser in: a new session row plus the nv_accounts cookie. */
export async function startAccountSession(c: Context, db: Db, config: ProviderConfig, userId: number): Promise<void> {
  // A session id presented before sign-in is never reused (session fixation).
  const previous = getCookie(c, ACCOUNTS_SESSION_COOKIE);
  if (previous) await db.delete(accountSessions).where(eq(accountSessions.idHash, sha256(previous)));
  const id = await createAccountSession(db, userId);
  setCookie(c, ACCOUNTS_SESSION_COOKIE, id, { ...cookieOptions(config), maxAge: ACCOUNTS_SESSION_TTL_MS / 1000 });
}

/** The signed-in user of this browser, or null (no cookie, unknown, expired or deleted user). */
export async function readAccountSession(c: Context, db: Db): Promise<UserRow | null> {
  const id = getCookie(c, ACCOUNTS_SESSION_COOKIE);
  if (!id || id.length > 200) return null;
  const [row] = await db
    .select({ user: users })
    .from(accountSessions)
    .innerJoin(users, eq(users.id, accountSessions.userId))
    .where(and(eq(accountSessions.idHash, sha256(id)), gt(accountSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.deletedAt || row.user.suspendedAt) return null;
  return row.user;
}

/** Signs the browser out: deletes the session row and expires the cookie. */
export async function endAccountSession(c: Context, db: Db, config: ProviderConfig): Promise<void> {
  const id = getCookie(c, ACCOUNTS_SESSION_COOKIE);
  if (id) await db.delete(accountSessions).where(eq(accountSessions.idHash, sha256(id)));
  deleteCookie(c, ACCOUNTS_SESSION_COOKIE, cookieOptions(config));
}
