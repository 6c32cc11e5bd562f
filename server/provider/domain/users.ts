// User look-ups shared by the routers and the accounts service. Deleted users are never found.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { likePrefix } from './like';

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
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, numeric), isNull(users.deletedAt)))
    .limit(1);
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

/**
 * @mention candidates (spec 2 §7): live (not deleted) users whose handle, first name or last name
 * starts with the query, ignoring case; "ada love" also matches the full name. Handle matches come
 * first, shorter handles before longer ones. Every branch is a prefix match on a partial
 * text_pattern_ops index (users_search_*), so a query reads index pages, not the users table.
 * Returns the query itself (awaitable), so a test can ask the planner how it runs.
 */
export function searchActiveUsers(db: Db, query: string, size: number) {
  const words = query.trim().split(/\s+/);
  const prefix = likePrefix(words.join(' '));
  const handleMatches = sql`lower(${users.screenName}) like ${prefix}`;
  const nameMatches = [sql`lower(${users.firstName}) like ${prefix}`, sql`lower(${users.lastName}) like ${prefix}`];
  if (words.length > 1) {
    // The first word narrows through the first-name index; the full name decides.
    nameMatches.push(
      sql`(lower(${users.firstName}) like ${likePrefix(words[0])} and lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix})`,
    );
  }
  return db
    .select({ id: users.id, handle: users.screenName, first_name: users.firstName })
    .from(users)
    .where(and(isNull(users.deletedAt), or(handleMatches, ...nameMatches)))
    .orderBy(sql`${handleMatches} desc`, sql`length(${users.screenName})`, sql`lower(${users.screenName})`)
    .limit(size);
}
