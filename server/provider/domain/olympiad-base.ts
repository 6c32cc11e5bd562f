// Base olympiads (spec 3 §3, §7 GET /olympiad/{platform}/base-olympiads, PUT /{id}; issue 17 §1,
// §5): a community's tournament, from which each cycle is created and renewed. Changed settings
// apply from the next cycle (a running cycle keeps the window and races it was announced with);
// profanity applies at once. A stopped tournament renews no more until started again.
import { and, eq } from 'drizzle-orm';
import { DIRECTOR_MESSAGES, type BaseOlympiad, type BaseOlympiadUpdate } from '@/lib/contracts/directors';
import { cycleTitle, nextCycleWindow } from '@/lib/game/olympiads';
import type { Db, Tx } from '../db/client';
import { baseOlympiadAdmins, baseOlympiads, olympiads, platforms, users } from '../db/schema';
import { uniqueViolationConstraint } from './accounts';
import { toPersonSummary } from './mappers';
import { findUserByScreenName } from './users';

export type BaseRow = typeof baseOlympiads.$inferSelect;
type OlympiadRow = typeof olympiads.$inferSelect;

export async function findBaseOlympiad(db: Db | Tx, id: number): Promise<BaseRow | null> {
  const [row] = await db.select().from(baseOlympiads).where(eq(baseOlympiads.id, id));
  return row ?? null;
}

export async function baseOlympiadView(db: Db | Tx, row: BaseRow): Promise<BaseOlympiad> {
  const person = async (id: number | null) => {
    if (id === null) return null;
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return u ? toPersonSummary(u) : null;
  };
  const [platform] = await db
    .select({ slug: platforms.slug, title: platforms.title })
    .from(platforms)
    .where(eq(platforms.id, row.platformId));
  return {
    id: row.id,
    platform,
    title: row.title,
    cycle: row.cycle,
    races: row.races,
    catalyst: await person(row.catalystId),
    director: await person(row.directorId),
    profanity_allowed: row.profanityAllowed,
    stopped: row.stoppedAt !== null,
  };
}

export async function listBaseOlympiads(db: Db, platformId: number): Promise<BaseOlympiad[]> {
  const found = await db.select().from(baseOlympiads).where(eq(baseOlympiads.platformId, platformId));
  return Promise.all(found.map((row) => baseOlympiadView(db, row)));
}

/**
 * The values of the cycle after `row`: from its base olympiad when it has one (title, cycle,
 * races, director, profanity as the director last set them), else copied from `row`. null when
 * the base is stopped (no renewal).
 */
export async function nextCycleValues(tx: Db | Tx, row: OlympiadRow): Promise<typeof olympiads.$inferInsert | null> {
  const base = row.baseOlympiadId === null ? null : await findBaseOlympiad(tx, row.baseOlympiadId);
  if (base?.stoppedAt) return null;
  const cycle = base?.cycle ?? row.cycle;
  const next = nextCycleWindow(row.endTime, cycle);
  return {
    platformId: row.platformId,
    baseOlympiadId: base?.id ?? null,
    title: cycleTitle(base ? base.title : baseName(row.title), cycle, next.start),
    cycle,
    startTime: next.start,
    endTime: next.end,
    races: base?.races ?? row.races,
    directorId: base ? base.directorId : row.directorId,
    profanityAllowed: base?.profanityAllowed ?? row.profanityAllowed,
  };
}

/** The name a title was made from ("Nervus Idea Olympiad, November 2026" -> "Nervus Idea Olympiad"). */
function baseName(title: string): string {
  const cut = title.lastIndexOf(', ');
  return cut > 0 ? title.slice(0, cut) : title;
}

export async function updateBaseOlympiad(db: Db, id: number, input: BaseOlympiadUpdate, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(baseOlympiads)
      .set({
        title: input.title,
        cycle: input.cycle,
        races: input.races,
        profanityAllowed: input.profanity_allowed,
        updatedAt: now,
      })
      .where(eq(baseOlympiads.id, id))
      .returning();
    // Profanity is a rule of play, so the running cycle follows it at once.
    await tx
      .update(olympiads)
      .set({ profanityAllowed: input.profanity_allowed, updatedAt: now })
      .where(and(eq(olympiads.baseOlympiadId, id), eq(olympiads.state, 'open')));
    return row;
  });
}

export type AdminOutcome = { ok: true } | { ok: false; status: 404 | 409 | 422; error: string };

export async function addBaseAdmin(
  db: Db,
  base: BaseRow,
  screenName: string,
  addedBy: number,
  now = new Date(),
): Promise<AdminOutcome> {
  const user = await findUserByScreenName(db, screenName);
  if (!user) return { ok: false, status: 422, error: DIRECTOR_MESSAGES.unknownUser };
  if (user.id === base.directorId) return { ok: false, status: 409, error: DIRECTOR_MESSAGES.selfAdmin };
  try {
    await db.insert(baseOlympiadAdmins).values({ baseOlympiadId: base.id, userId: user.id, addedBy, createdAt: now });
  } catch (err) {
    if (uniqueViolationConstraint(err) !== null)
      return { ok: false, status: 409, error: DIRECTOR_MESSAGES.alreadyAdmin };
    throw err;
  }
  return { ok: true };
}

export async function removeBaseAdmin(db: Db, baseId: number, userId: number): Promise<boolean> {
  const gone = await db
    .delete(baseOlympiadAdmins)
    .where(and(eq(baseOlympiadAdmins.baseOlympiadId, baseId), eq(baseOlympiadAdmins.userId, userId)))
    .returning({ userId: baseOlympiadAdmins.userId });
  return gone.length > 0;
}

/**
 * Stop: no further cycles (the running one still closes and pays at its end; suspending it is the
 * pause control). Start: renewals again, and a cycle from now when none is open.
 */
export async function setBaseStopped(db: Db, base: BaseRow, stop: boolean, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx
      .update(baseOlympiads)
      .set({ stoppedAt: stop ? now : null, updatedAt: now })
      .where(eq(baseOlympiads.id, base.id));
    if (stop) return;
    const [open] = await tx
      .select({ id: olympiads.id })
      .from(olympiads)
      .where(and(eq(olympiads.baseOlympiadId, base.id), eq(olympiads.state, 'open')))
      .limit(1);
    if (open) return;
    const window = nextCycleWindow(now, base.cycle);
    const [current] = await tx
      .select({ id: olympiads.id })
      .from(olympiads)
      .where(and(eq(olympiads.platformId, base.platformId), eq(olympiads.isCurrent, true)));
    await tx
      .insert(olympiads)
      .values({
        platformId: base.platformId,
        baseOlympiadId: base.id,
        title: cycleTitle(base.title, base.cycle, window.start),
        cycle: base.cycle,
        startTime: window.start,
        endTime: window.end,
        races: base.races,
        directorId: base.directorId,
        profanityAllowed: base.profanityAllowed,
        isCurrent: !current,
      })
      .onConflictDoNothing();
  });
}
