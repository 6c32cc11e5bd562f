// Opaque bearer tokens for the provider API. Only their SHA-256 is stored, so a database leak does
// not leak sessions. A token lives as long as the web session cookie (7 days, spec 1 §9).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export async function issueAccessToken(db: Db, userId: number, shadowAdminId: number | null = null): Promise<string> {
  const token = randomToken();
  await db.insert(accessTokens).values({
    tokenHash: sha256(token),
    userId,
    shadowAdminId,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

export async function resolveAccessToken(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, shadowAdminId: accessTokens.shadowAdminId })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sha256(token)), gt(accessTokens.expiresAt, new Date())))
    .limit(1);
  // A suspended account's tokens stop working at once (issue 21), whatever their expiry.
  if (!row || row.user.deletedAt || row.user.suspendedAt) return null;
  return row;
}

export async function revokeAccessToken(db: Db, token: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.tokenHash, sha256(token)));
}
