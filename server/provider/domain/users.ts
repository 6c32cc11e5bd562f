// User look-ups shared by the routers and the accounts service. Deleted users are never found.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Screen names are unique case-insensitively; the row carries the canonical casing. */
export async function findUserByScreenName(db: Db, screenName: string): Promise<UserRow | null> {
  const name = screenName.trim().replace(/^@/, '');
  if (!name) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.screenName}) = lower(${name})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Accepts the raw path parameter; anything but a positive integer finds nobody. */
export async function findUserById(db: Db, id: number | string): Promise<UserRow | null> {
  const numeric = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isInteger(numeric) || numeric <= 0) return null;
  const [row] = await db.select().from(users).where(and(eq(users.id, numeric), isNull(users.deletedAt))).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const normalized = email.trim();
  if (!normalized) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${normalized})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
