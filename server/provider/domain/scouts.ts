// Scouts and their recruits (spec 3 §1, §4, §9): a sign-up through a share link is the sharer's
// recruit for 9 months, earning the scout one tenth of the recruit's variable points (points.ts);
// after that anyone can re-scout them. The scout dashboard lists recruits with what each earned,
// the challenges the scout shared, and the scout neurons of the current olympiad cycle.
import { and, count, desc, eq, gte, isNull, max, sql, sum } from 'drizzle-orm';
import type { Recruit, ScoutDashboard } from '@/lib/contracts/sharing';
import { cycleWindow } from '@/lib/game/olympiads';
import { RECRUIT_RETENTION_MONTHS, recruitIsKept, SCOUT_REASON, SCOUT_ROLE } from '@/lib/game/neuron-reasons';
import type { Db } from '../db/client';
import { challenges, pointEvents, shares, users } from '../db/schema';

function keptUntil(recruitedAt: Date): Date {
  const until = new Date(recruitedAt);
  until.setUTCMonth(until.getUTCMonth() + RECRUIT_RETENTION_MONTHS);
  return until;
}

/**
 * Makes `userId` the recruit of `scoutId` when nobody holds them any more: their sign-up (or last
 * scouting) is 9 months old or more (spec 3 §4 'after which anyone can re-scout'). Nobody scouts
 * themselves. Answers whether the scout now holds them.
 */
export async function rescout(db: Db, userId: number, scoutId: number, now = new Date()): Promise<boolean> {
  if (userId === scoutId) return false;
  const [row] = await db
    .select({
      referrer: users.scoutReferrerId,
      since: sql<string>`coalesce(${users.scoutRecruitedAt}, ${users.createdAt})`,
      scoutAlive: sql<boolean>`exists (select 1 from users s where s.id = ${scoutId} and s.deleted_at is null)`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row || !row.scoutAlive) return false;
  if (row.referrer === scoutId && recruitIsKept(new Date(row.since), now)) return true;
  if (recruitIsKept(new Date(row.since), now)) return false;
  await db.update(users).set({ scoutReferrerId: scoutId, scoutRecruitedAt: now }).where(eq(users.id, userId));
  return true;
}

/** The scout's recruits (current ones and those who earned for them before), newest first. */
export async function listRecruits(db: Db, scoutId: number, now = new Date()): Promise<Recruit[]> {
  const earned = db
    .select({
      recruitId: pointEvents.sourceUserId,
      earned: sum(pointEvents.points).mapWith(Number).as('earned'),
    })
    .from(pointEvents)
    .where(and(eq(pointEvents.userId, scoutId), eq(pointEvents.role, SCOUT_ROLE), eq(pointEvents.reason, SCOUT_REASON)))
    .groupBy(pointEvents.sourceUserId)
    .as('earned');
  const rows = await db
    .select({
      id: users.id,
      screenName: users.screenName,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      referrer: users.scoutReferrerId,
      since: sql<string>`coalesce(${users.scoutRecruitedAt}, ${users.createdAt})`,
      earned: earned.earned,
    })
    .from(users)
    .leftJoin(earned, eq(earned.recruitId, users.id))
    .where(
      and(isNull(users.deletedAt), sql`(${users.scoutReferrerId} = ${scoutId} or ${earned.recruitId} is not null)`),
    )
    .orderBy(desc(sql`coalesce(${users.scoutRecruitedAt}, ${users.createdAt})`))
    .limit(500);
  return rows.map((r) => {
    const since = new Date(r.since);
    const current = r.referrer === scoutId;
    return {
      id: r.id,
      screen_name: r.screenName,
      first_name: r.firstName,
      last_name: r.lastName,
      avatar_url: r.avatarUrl,
      recruited_at: since.toISOString(),
      kept_until: keptUntil(since).toISOString(),
      kept: current && recruitIsKept(since, now),
      earned: Math.round(Number(r.earned ?? 0) * 1000) / 1000,
    };
  });
}

/** The scout dashboard (spec 3 §2.4 scout: challenges, olympiad, recruits). */
export async function scoutDashboard(db: Db, scoutId: number, now = new Date()): Promise<ScoutDashboard> {
  const since = cycleWindow(now, 'monthly').start;
  const [recruits, shared, [cycle], [total]] = await Promise.all([
    listRecruits(db, scoutId, now),
    db
      .select({
        slug: shares.target,
        title: challenges.questionTitle,
        shares: count(),
        last: max(shares.createdAt),
      })
      .from(shares)
      .innerJoin(challenges, eq(challenges.slug, shares.target))
      .where(and(eq(shares.userId, scoutId), eq(shares.subject, 'challenge')))
      .groupBy(shares.target, challenges.questionTitle)
      .orderBy(desc(max(shares.createdAt)))
      .limit(100),
    db
      .select({ points: sum(pointEvents.points).mapWith(Number) })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, scoutId), eq(pointEvents.role, SCOUT_ROLE), gte(pointEvents.createdAt, since))),
    db
      .select({ points: sum(pointEvents.points).mapWith(Number) })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, scoutId), eq(pointEvents.role, SCOUT_ROLE))),
  ]);
  const round = (n: number | null | undefined) => Math.round(Number(n ?? 0) * 1000) / 1000;
  return {
    recruits,
    challenges: shared.map((s) => ({
      slug: s.slug,
      title: s.title,
      shares: s.shares,
      last_shared_at: new Date(s.last ?? now).toISOString(),
    })),
    olympiad: { since: since.toISOString(), points: round(cycle?.points), total: round(total?.points) },
  };
}
