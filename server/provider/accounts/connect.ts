// One-time connect codes: GET /accounts/connect?code=… signs a browser in to the accounts service
// (for example after an invitation or an admin action). A code lives 10 minutes and works once;
// only its SHA-256 is stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectCodes } from '../db/schema';
import { randomToken, sha256 } from '../domain/tokens';

export const CONNECT_CODE_TTL_MS = 10 * 60 * 1000;

export async function createConnectCode(db: Db, userId: number): Promise<string> {
  const code = randomToken();
  await db.insert(connectCodes).values({
    codeHash: sha256(code),
    userId,
    expiresAt: new Date(Date.now() + CONNECT_CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends a connect code and returns its user id, or null when the code is unknown, expired or
 * already used. The UPDATE … WHERE used_at IS NULL makes it single-use under concurrency.
 */
export async function consumeConnectCode(db: Db, code: string): Promise<number | null> {
  if (!code || code.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .update(connectCodes)
    .set({ usedAt: now })
    .where(and(eq(connectCodes.codeHash, sha256(code)), isNull(connectCodes.usedAt), gt(connectCodes.expiresAt, now)))
    .returning({ userId: connectCodes.userId });
  return row?.userId ?? null;
}
