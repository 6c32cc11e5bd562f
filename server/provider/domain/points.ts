// Writes to the neuron ledger (spec 3 §1). Every domain action awards through awardPoints, so the
// scout's share of a recruit's variable points (lib/game/neuron-reasons.ts) is recorded with the
// recruit's events, in the same statement and transaction. The database trigger on point_events
// keeps neuron_totals and neuron_board in step (migration neuron_rollup_trigger).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recruitIsKept, SCOUT_REASON, SCOUT_ROLE, scoutShare } from '@/lib/game/neuron-reasons';
import type { Db, Tx } from '../db/client';
import { pointEvents, users } from '../db/schema';

export type PointRow = typeof pointEvents.$inferInsert;

const scouts = alias(users, 'scouts');

/** The scout rows due for these events: one per event with a variable share, for a kept recruit. */
export async function scoutRowsFor(tx: Db | Tx, rows: PointRow[]): Promise<PointRow[]> {
  const sharing = rows.filter((row) => scoutShare(row) !== 0);
  if (!sharing.length) return [];
  const recruits = await tx
    .select({
      id: users.id,
      // Re-scouted recruits count from the re-scouting (domain/scouts.ts), others from sign-up.
      recruitedAt: sql<Date>`coalesce(${users.scoutRecruitedAt}, ${users.createdAt})`.mapWith(
        (v: Date | string) => new Date(v),
      ),
      scoutId: scouts.id,
    })
    .from(users)
    .innerJoin(scouts, and(eq(scouts.id, users.scoutReferrerId), isNull(scouts.deletedAt)))
    .where(inArray(users.id, [...new Set(sharing.map((row) => row.userId))]));
  if (!recruits.length) return [];
  const byId = new Map(recruits.map((r) => [r.id, r]));
  const out: PointRow[] = [];
  for (const row of sharing) {
    const recruit = byId.get(row.userId);
    const at = row.createdAt ?? new Date();
    if (!recruit || recruit.scoutId === row.userId || !recruitIsKept(recruit.recruitedAt, at)) continue;
    out.push({
      userId: recruit.scoutId,
      platformId: row.platformId,
      role: SCOUT_ROLE,
      reason: SCOUT_REASON,
      points: scoutShare(row),
      contextType: row.contextType,
      contextId: row.contextId,
      sourceUserId: row.userId,
      createdAt: at,
    });
  }
  return out;
}

/** Records neuron events (gains or deductions) and the scouts' shares, in one insert. */
export async function awardPoints(tx: Db | Tx, events: PointRow | PointRow[]): Promise<void> {
  const rows = Array.isArray(events) ? events : [events];
  if (!rows.length) return;
  const shares = await scoutRowsFor(tx, rows);
  await tx.insert(pointEvents).values([...rows, ...shares]);
}
