// The admin users dashboard (issue 21 §1; spec 1 §6 'user search'): search by any part of a screen
// name, name or email (trigram indexes, 0034_admin_sql), filters, one person's detail, and the
// actions suspend, restore, grant or revoke platform ambassador and reset trust score. Suspending
// ends every session at once: the tokens are deleted and resolveAccessToken refuses a suspended user.
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_TEXTS,
  type AdminUserDetail,
  type AdminUserRow,
  type UserActionInput,
  type UserSearchQuery,
} from '@/lib/contracts/admin';
import { TRUST_SCORE } from '@/lib/challenges/trust';
import type { Db } from '../db/client';
import {
  accessTokens,
  accountSessions,
  challenges,
  forumPosts,
  ideas,
  moneyAccounts,
  platforms,
  ratings,
  users,
} from '../db/schema';
import type { UserRow } from './users';

export const USER_SEARCH_LIMIT = 50;

/** LIKE's wildcards in the search text match themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    screen_name: row.screenName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    global_admin: row.globalAdmin,
    platform_ambassador: row.platformAmbassador,
    suspended: row.suspendedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function searchUsers(db: Db, query: UserSearchQuery): Promise<AdminUserRow[]> {
  const where: (SQL | undefined)[] = [isNull(users.deletedAt)];
  const q = query.q?.toLowerCase();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    // Exactly the indexed expression (0034_admin_sql), so the match is one trigram index scan.
    where.push(
      sql`lower(${users.screenName} || ' ' || ${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    );
  }
  if (query.role === 'admin') where.push(eq(users.globalAdmin, true));
  if (query.role === 'ambassador') where.push(eq(users.platformAmbassador, true));
  if (query.role === 'player') where.push(and(eq(users.globalAdmin, false), eq(users.platformAmbassador, false)));
  if (query.suspended === 'yes') where.push(isNotNull(users.suspendedAt));
  if (query.suspended === 'no') where.push(isNull(users.suspendedAt));
  if (query.from) where.push(gte(users.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(users.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  const rows = await db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.id))
    .limit(USER_SEARCH_LIMIT);
  return rows.map(toAdminUserRow);
}

export async function adminUserDetail(db: Db, userId: number, now = new Date()): Promise<AdminUserDetail | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [challengeCount, ideaCount, ratingCount, postCount, wallet, home, sessions] = await Promise.all([
    countOf(db.select({ n: count() }).from(challenges).where(eq(challenges.catalystId, userId))),
    countOf(db.select({ n: count() }).from(ideas).where(eq(ideas.authorId, userId))),
    countOf(db.select({ n: count() }).from(ratings).where(eq(ratings.userId, userId))),
    countOf(db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.authorId, userId))),
    db
      .select({ balance: moneyAccounts.balanceCents })
      .from(moneyAccounts)
      .where(and(eq(moneyAccounts.kind, 'wallet'), eq(moneyAccounts.userId, userId))),
    row.homePlatformId === null
      ? Promise.resolve([])
      : db.select({ slug: platforms.slug }).from(platforms).where(eq(platforms.id, row.homePlatformId)),
    db
      .select({
        createdAt: accessTokens.createdAt,
        expiresAt: accessTokens.expiresAt,
        shadowAdminId: accessTokens.shadowAdminId,
      })
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, userId), gte(accessTokens.expiresAt, now)))
      .orderBy(desc(accessTokens.createdAt))
      .limit(20),
  ]);
  return {
    ...toAdminUserRow(row),
    trust_score: row.trustScore,
    balance_cents: wallet[0]?.balance ?? 0,
    home_platform: home[0]?.slug ?? null,
    counts: { challenges: challengeCount, ideas: ideaCount, ratings: ratingCount, posts: postCount },
    sessions: sessions.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      shadow: s.shadowAdminId !== null,
    })),
  };
}

export type UserActionResult =
  | { ok: true; user: AdminUserRow; platformId: number | null }
  | { ok: false; status: 403 | 404 | 422; field: string; error: string };

/** Runs one dashboard action on a person; the caller (a global admin) is checked by the route. */
export async function applyUserAction(
  db: Db,
  actor: UserRow,
  userId: number,
  input: UserActionInput,
  now = new Date(),
): Promise<UserActionResult> {
  const [target] = await db.select().from(users).where(eq(users.id, userId));
  if (!target || target.deletedAt) return { ok: false, status: 404, field: '*', error: ADMIN_TEXTS.userNotFound };
  if (target.id === actor.id && input.action !== 'reset-trust')
    return { ok: false, status: 422, field: '*', error: ADMIN_TEXTS.notYourself };
  // One admin cannot lock the others out (the admin role is granted in the database, not here).
  if (target.globalAdmin && input.action === 'suspend')
    return { ok: false, status: 422, field: '*', error: ADMIN_TEXTS.notAnAdmin };
  let platformId = target.homePlatformId;
  const updated = await db.transaction(async (tx) => {
    switch (input.action) {
      case 'suspend':
        // Every session ends now: web sessions hold provider tokens, the accounts service its own.
        await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
        await tx.delete(accountSessions).where(eq(accountSessions.userId, userId));
        return tx.update(users).set({ suspendedAt: now }).where(eq(users.id, userId)).returning();
      case 'restore':
        return tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId)).returning();
      case 'grant-ambassador': {
        if (input.platform) {
          const [platform] = await tx.select().from(platforms).where(eq(platforms.slug, input.platform));
          if (!platform) return null;
          platformId = platform.id;
        }
        return tx
          .update(users)
          .set({ platformAmbassador: true, homePlatformId: platformId })
          .where(eq(users.id, userId))
          .returning();
      }
      case 'revoke-ambassador':
        return tx.update(users).set({ platformAmbassador: false }).where(eq(users.id, userId)).returning();
      case 'reset-trust':
        return tx.update(users).set({ trustScore: TRUST_SCORE.initial }).where(eq(users.id, userId)).returning();
    }
  });
  if (!updated) return { ok: false, status: 422, field: 'platform', error: 'There is no such community.' };
  return { ok: true, user: toAdminUserRow(updated[0]), platformId };
}
