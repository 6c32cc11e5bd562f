// Directors (spec 3 §1, §2.5; issue 17 §5). 'A person becomes a Director on creating or re-nerving a
// first question': the transaction that publishes a person's first question (new, or a copy of an
// earlier one published again) makes them a director of that question's community; if that
// community's tournament has no host yet, they host it. The host and the admins they add (and
// global admins) run the tournament: settings, admins, stop or suspend, review and pay.
import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DirectorDashboard } from '@/lib/contracts/directors';
import type { Db, Tx } from '../db/client';
import {
  baseOlympiadAdmins,
  baseOlympiads,
  challenges,
  directors,
  fundings,
  olympiads,
  platforms,
  users,
} from '../db/schema';
import { baseOlympiadView, findBaseOlympiad } from './olympiad-base';
import { balanceOf, prizePoolOf } from './ledger';
import { toPersonSummary } from './mappers';
import { loadOlympiadStats, olympiadView } from './olympiad-reads';
import type { UserRow } from './users';

type BaseRow = typeof baseOlympiads.$inferSelect;

/**
 * Called in the publishing transaction of every question: the first one makes its catalyst a
 * director (the primary key on user_id keeps it to one, even for two questions at once).
 */
export async function becomeDirectorOnFirstQuestion(
  tx: Tx,
  { userId, platformId, challengeId, now }: { userId: number; platformId: number; challengeId: number; now: Date },
): Promise<boolean> {
  const [made] = await tx
    .insert(directors)
    .values({ userId, platformId, challengeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: directors.userId });
  if (!made) return false;
  // A tournament nobody hosts yet gets its community's first director, from its open cycles on.
  const [hosted] = await tx
    .update(baseOlympiads)
    .set({ directorId: userId, updatedAt: now })
    .where(and(eq(baseOlympiads.platformId, platformId), isNull(baseOlympiads.directorId)))
    .returning({ id: baseOlympiads.id });
  if (hosted)
    await tx
      .update(olympiads)
      .set({ directorId: userId })
      .where(and(eq(olympiads.baseOlympiadId, hosted.id), eq(olympiads.state, 'open')));
  return true;
}

/** The host, an admin the host added, or a global admin. */
export async function mayRunBase(db: Db | Tx, user: UserRow, base: Pick<BaseRow, 'id' | 'directorId'>) {
  if (user.globalAdmin || base.directorId === user.id) return true;
  const [admin] = await db
    .select({ userId: baseOlympiadAdmins.userId })
    .from(baseOlympiadAdmins)
    .where(and(eq(baseOlympiadAdmins.baseOlympiadId, base.id), eq(baseOlympiadAdmins.userId, user.id)));
  return admin !== undefined;
}

/** May `user` run this cycle: a global admin, its director, or the host or an admin of its base. */
export async function mayRunOlympiad(
  db: Db,
  user: UserRow,
  row: Pick<typeof olympiads.$inferSelect, 'directorId' | 'baseOlympiadId'>,
): Promise<boolean> {
  if (user.globalAdmin || (row.directorId !== null && row.directorId === user.id)) return true;
  if (row.baseOlympiadId === null) return false;
  const base = await findBaseOlympiad(db, row.baseOlympiadId);
  return base !== null && (await mayRunBase(db, user, base));
}

export async function listAdmins(db: Db, baseId: number) {
  const found = await db
    .select({ u: users })
    .from(baseOlympiadAdmins)
    .innerJoin(users, eq(users.id, baseOlympiadAdmins.userId))
    .where(eq(baseOlympiadAdmins.baseOlympiadId, baseId))
    .orderBy(baseOlympiadAdmins.createdAt);
  return found.map(({ u }) => toPersonSummary(u));
}

/** The latest patron fundings of a community (its tournament's prize pool), newest first. */
async function platformFundings(db: Db, platformId: number) {
  const [platform] = await db.select({ slug: platforms.slug }).from(platforms).where(eq(platforms.id, platformId));
  const found = await db
    .select({ f: fundings, u: users })
    .from(fundings)
    .innerJoin(users, eq(users.id, fundings.patronId))
    .where(
      and(eq(fundings.targetType, 'platform'), inArray(fundings.target, [String(platformId), platform?.slug ?? ''])),
    )
    .orderBy(desc(fundings.id))
    .limit(FUNDINGS_SHOWN);
  return found.map(({ f, u }) => ({
    patron: toPersonSummary(u),
    amount_cents: f.amountCents,
    recurrence: f.recurrence,
    status: f.status,
    created_at: f.createdAt.toISOString(),
  }));
}

const FUNDINGS_SHOWN = 20;

/**
 * The director dashboard: the person's director record, the tournament they direct (the one of
 * their first question's community; for an admin the host added, that tournament), its current
 * cycle with totals and prize pool, and its past cycles.
 */
export async function loadDirectorDashboard(db: Db, user: UserRow, now: Date): Promise<DirectorDashboard> {
  const [record] = await db
    .select({ d: directors, p: platforms, c: challenges })
    .from(directors)
    .innerJoin(platforms, eq(platforms.id, directors.platformId))
    .innerJoin(challenges, eq(challenges.id, directors.challengeId))
    .where(eq(directors.userId, user.id));
  // Hosting or admin of a tournament comes first; otherwise the tournament of their community.
  const [run] = await db
    .select({ id: baseOlympiads.id })
    .from(baseOlympiads)
    .leftJoin(
      baseOlympiadAdmins,
      and(eq(baseOlympiadAdmins.baseOlympiadId, baseOlympiads.id), eq(baseOlympiadAdmins.userId, user.id)),
    )
    .where(or(eq(baseOlympiads.directorId, user.id), eq(baseOlympiadAdmins.userId, user.id)))
    .orderBy(baseOlympiads.id)
    .limit(1);
  const [own] = record
    ? await db
        .select({ id: baseOlympiads.id })
        .from(baseOlympiads)
        .where(eq(baseOlympiads.platformId, record.d.platformId))
    : [];
  const base = await findBaseOlympiad(db, run?.id ?? own?.id ?? -1);
  const cycles = base
    ? await db
        .select()
        .from(olympiads)
        .where(and(eq(olympiads.baseOlympiadId, base.id), lte(olympiads.startTime, now)))
        .orderBy(desc(olympiads.startTime))
    : [];
  const current = cycles.find((o) => o.state === 'open' && o.endTime > now) ?? null;
  return {
    director: record
      ? {
          since: record.d.createdAt.toISOString(),
          platform: { slug: record.p.slug, title: record.p.title, subdomain: record.p.subdomain },
          challenge: { slug: record.c.slug, question_title: record.c.questionTitle },
        }
      : null,
    base: base ? await baseOlympiadView(db, base) : null,
    can_run: base ? await mayRunBase(db, user, base) : false,
    is_host: base?.directorId === user.id,
    admins: base ? await listAdmins(db, base.id) : [],
    current: current ? olympiadView(current, now) : null,
    current_stats: current ? await loadOlympiadStats(db, current, now) : null,
    current_pool_cents: current ? await balanceOf(db, prizePoolOf(current.id)) : 0,
    past: cycles.filter((o) => o !== current).map((o) => olympiadView(o, now)),
    fundings: base ? await platformFundings(db, base.platformId) : [],
  };
}
