// From ledger rows to realtime messages and highlights. Each provider process hears every
// 'point_events' notification; claimRows lets exactly one of them take each row, and only that one
// writes the row's highlights and publishes its messages.
import { and, asc, between, eq, inArray, lte, sql } from 'drizzle-orm';
import { brainRoleOfLedger, type RealtimeMessage } from '@/lib/contracts/brain';
import { CLOSING_REASONS } from '@/lib/challenges/closing';
import { roundScore } from '@/lib/game/brain';
import { highlightsFor } from '@/lib/game/highlights';
import type { Db } from '../db/client';
import { highlights, pointEvents, realtimeDeliveries } from '../db/schema';
import { challengesOf, standingIdeas, toNeuron, type LedgerRow } from './neuron';
import type { RealtimePublisher } from './publishers';

/** Takes the rows of [from, to] nobody has taken yet; returns their ids. */
export async function claimRows(db: Db, from: number, to: number): Promise<number[]> {
  const result = await db.execute(sql`
    insert into ${realtimeDeliveries} (point_event_id)
    select ${pointEvents.id} from ${pointEvents} where ${between(pointEvents.id, from, to)}
    on conflict do nothing
    returning point_event_id`);
  return (result as unknown as { rows: { point_event_id: string | number }[] }).rows.map((r) =>
    Number(r.point_event_id),
  );
}

/** The user's score in the row's role and overall as of that row (ids before it included). */
async function scoresAt(db: Db, row: LedgerRow): Promise<{ role: number; overall: number }> {
  const [totals] = await db
    .select({
      overall: sql<number>`coalesce(sum(${pointEvents.points}), 0)`.mapWith(Number),
      role: sql<number>`coalesce(sum(${pointEvents.points}) filter (where ${pointEvents.role} = ${row.role}), 0)`.mapWith(
        Number,
      ),
    })
    .from(pointEvents)
    .where(and(eq(pointEvents.userId, row.userId), lte(pointEvents.id, row.id)));
  return totals ?? { role: 0, overall: 0 };
}

/** The messages of one row, writing its highlights on the way. */
export async function messagesFor(
  db: Db,
  row: LedgerRow,
  challenge: { id: number; title: string; slug: string } | null,
): Promise<RealtimeMessage[]> {
  const scores = await scoresAt(db, row);
  const ideaCount =
    row.reason === CLOSING_REASONS.challengeClosed && challenge ? await standingIdeas(db, challenge.id) : undefined;
  const drafts = highlightsFor({
    reason: row.reason,
    role: row.role,
    challengeTitle: challenge?.title ?? null,
    ideaCount,
    scoreBefore: scores.role - row.points,
    scoreAfter: scores.role,
  });
  const written = drafts.length
    ? await db
        .insert(highlights)
        .values(
          drafts.map((d) => ({
            userId: row.userId,
            role: d.role,
            highlightType: d.highlight_type,
            statement: d.statement,
            pointEventId: row.id,
            notifiedAt: row.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning()
    : [];
  const messages: RealtimeMessage[] = [{ event: 'brain__neuron-earned', data: toNeuron(row, challenge) }];
  const role = brainRoleOfLedger(row.role);
  if (role) messages.push({ event: 'brain__score-updated', data: { role, score: scores.role } });
  messages.push({ event: 'brain__score-updated', data: { role: 'overall', score: scores.overall } });
  for (const h of written) {
    messages.push({
      event: 'gamedash-highlights',
      data: {
        statement: h.statement,
        notified_at: Math.floor(h.notifiedAt.getTime() / 1000),
        role: h.role,
        highlight_type: h.highlightType,
      },
    });
  }
  return messages;
}

/**
 * Handles one notification: claims the rows of the range and publishes theirs. Ranges wider than
 * maxRows come from bulk loads (the benchmark's generated data set), not from a player's action,
 * and are not pushed.
 */
export async function deliverRange(
  db: Db,
  publisher: RealtimePublisher,
  from: number,
  to: number,
  maxRows: number,
): Promise<number> {
  if (to - from + 1 > maxRows) return 0;
  const ids = await claimRows(db, from, to);
  if (!ids.length) return 0;
  const rows = await db.select().from(pointEvents).where(inArray(pointEvents.id, ids)).orderBy(asc(pointEvents.id));
  const challenges = await challengesOf(db, rows);
  for (const row of rows) {
    await publisher.publish(row.userId, await messagesFor(db, row, challenges.get(row.id) ?? null));
  }
  return rows.length;
}

/**
 * Writes the highlights of every ledger row so far, as the listener would have when each row was
 * written: the seed's rows are written while no provider listens. Rows are read in time order with
 * running scores per user and role, so the level-up highlights come out as they did live. Rows that
 * already have their highlights are skipped by the unique (point_event_id, highlight_type).
 */
export async function backfillHighlights(db: Db): Promise<number> {
  // In time order: the seed writes its ledger role by role, so ids are not chronological.
  const rows = await db.select().from(pointEvents).orderBy(asc(pointEvents.createdAt), asc(pointEvents.id));
  const challenges = await challengesOf(db, rows);
  const running = new Map<string, number>();
  const drafts: (typeof highlights.$inferInsert)[] = [];
  for (const row of rows) {
    const key = `${row.userId}:${row.role}`;
    const before = running.get(key) ?? 0;
    // Rounded to the ledger's 3 decimals, as the live path's SQL sum is: level lines are exact.
    const after = roundScore(before + Number(row.points));
    running.set(key, after);
    const challenge = challenges.get(row.id) ?? null;
    const ideaCount =
      row.reason === CLOSING_REASONS.challengeClosed && challenge ? await standingIdeas(db, challenge.id) : undefined;
    for (const d of highlightsFor({
      reason: row.reason,
      role: row.role,
      challengeTitle: challenge?.title ?? null,
      ideaCount,
      scoreBefore: before,
      scoreAfter: after,
    })) {
      drafts.push({
        userId: row.userId,
        role: d.role,
        highlightType: d.highlight_type,
        statement: d.statement,
        pointEventId: row.id,
        notifiedAt: row.createdAt,
      });
    }
  }
  let written = 0;
  for (let i = 0; i < drafts.length; i += 500) {
    written += (
      await db
        .insert(highlights)
        .values(drafts.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: highlights.id })
    ).length;
  }
  return written;
}

/** Claims older than this have long been delivered; their rows only take room. */
export const CLAIM_RETENTION_MS = 60 * 60 * 1000;

export async function pruneClaims(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(realtimeDeliveries)
    .where(sql`${realtimeDeliveries.claimedAt} < ${new Date(now.getTime() - CLAIM_RETENTION_MS)}`);
}
