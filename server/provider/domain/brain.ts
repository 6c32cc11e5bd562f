// The game layer's reads (spec 3 §3, §7): brains per role, score history, the neurons feed and
// experience points. Scores come from neuron_totals (kept by the ledger trigger); the feed and the
// history read the viewer's own ledger rows through the (user_id, role) index.
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  BRAIN_ROLES,
  brainRoleOfLedger,
  LEDGER_ROLE_OF,
  type Brain,
  type BrainHistory,
  type BrainRole,
  type Neuron,
  type UserStanding,
} from '@/lib/contracts/brain';
import { buildBrain, roundScore } from '@/lib/game/brain';
import { levelFromScore } from '@/lib/game/levels';
import { eventName, userOrigin } from '@/lib/game/neuron-reasons';
import type { Db } from '../db/client';
import { challenges, ideas, neuronTotals, pointEvents } from '../db/schema';

export const HISTORY_DAYS = 90;

/** The brain role a ledger role is shown as ('rater' -> 'analyst', 'insightful' -> 'insight'). */
export function brainRoleOf(ledgerRole: string): string {
  return brainRoleOfLedger(ledgerRole) ?? ledgerRole;
}

function roleFilter(role: BrainRole): SQL | undefined {
  const ledger = LEDGER_ROLE_OF[role];
  return ledger ? eq(pointEvents.role, ledger) : undefined;
}

async function totalsByRole(db: Db, userId: number): Promise<Map<string, { points: number; events: number }>> {
  const rows = await db
    .select({
      role: neuronTotals.role,
      points: sql<number>`sum(${neuronTotals.points})`.mapWith(Number),
      events: sql<number>`sum(${neuronTotals.events})`.mapWith(Number),
    })
    .from(neuronTotals)
    .where(eq(neuronTotals.userId, userId))
    .groupBy(neuronTotals.role);
  return new Map(rows.map((r) => [r.role, { points: r.points, events: r.events }]));
}

function pick(
  totals: Map<string, { points: number; events: number }>,
  role: BrainRole,
): { points: number; events: number } {
  const ledger = LEDGER_ROLE_OF[role];
  if (ledger) return totals.get(ledger) ?? { points: 0, events: 0 };
  let points = 0;
  let events = 0;
  for (const t of totals.values()) {
    points += t.points;
    events += t.events;
  }
  return { points: roundScore(points), events };
}

export async function loadScore(db: Db, userId: number, role: BrainRole): Promise<number> {
  return pick(await totalsByRole(db, userId), role).points;
}

/** GET /users/{id}/standing: the overall level and rank (no score), for the platform's share image. */
export async function loadStanding(db: Db, userId: number): Promise<UserStanding> {
  const brain = buildBrain({ userId, role: 'overall', score: await loadScore(db, userId, 'overall') });
  return { rank_label: brain.rank_label, rank_position: brain.rank_position };
}

/** GET /brain: one brain per role of BRAIN_ROLES, in that order. */
export async function loadBrains(db: Db, userId: number): Promise<Brain[]> {
  const totals = await totalsByRole(db, userId);
  return BRAIN_ROLES.map((role) => buildBrain({ userId, role, score: pick(totals, role).points }));
}

/** The UTC dates of the last `days` days, oldest first, ending today. */
export function historyDates(now: Date, days = HISTORY_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** GET /brain/{role}/historical: daily points, the score at each day's end and its level. */
export async function loadBrainHistory(db: Db, userId: number, role: BrainRole, now: Date): Promise<BrainHistory> {
  const dates = historyDates(now);
  const since = new Date(`${dates[0]}T00:00:00Z`);
  const day = sql<string>`to_char(${pointEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [rows, score] = await Promise.all([
    db
      .select({ day, points: sql<number>`sum(${pointEvents.points})`.mapWith(Number) })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, userId), roleFilter(role), gte(pointEvents.createdAt, since)))
      .groupBy(day),
    loadScore(db, userId, role),
  ]);
  const perDay = new Map(rows.map((r) => [r.day, r.points]));
  // The score before the window: today's total less what the window earned (later events too).
  let running = score - rows.reduce((sum, r) => sum + r.points, 0);
  const history = dates.map((date) => {
    const points = roundScore(perDay.get(date) ?? 0);
    running = roundScore(running + points);
    return { date, points, score: running, level: levelFromScore(running) };
  });
  return { role, history };
}

const challengeOfEvent = sql`case ${pointEvents.contextType}
  when 'challenge' then ${pointEvents.contextId}
  when 'idea' then (select ${ideas.challengeId} from ${ideas} where ${ideas.id} = ${pointEvents.contextId})
end`;

const neuronColumns = {
  id: pointEvents.id,
  points: pointEvents.points,
  role: pointEvents.role,
  reason: pointEvents.reason,
  createdAt: pointEvents.createdAt,
  challengeTitle: challenges.questionTitle,
  challengeSlug: challenges.slug,
};

type NeuronRow = {
  id: number;
  points: number;
  role: string;
  reason: string;
  createdAt: Date;
  challengeTitle: string | null;
  challengeSlug: string | null;
};

export function toNeuron(row: NeuronRow): Neuron {
  return {
    id: row.id,
    points: row.points,
    role: brainRoleOf(row.role),
    type: row.points < 0 ? 'deduction' : 'gain',
    user_origin: userOrigin(row.reason, row.role),
    meaningful_name: row.reason,
    event_created: eventName(brainRoleOf(row.role), row.reason),
    challenge_title: row.challengeTitle,
    challenge_slug: row.challengeSlug,
    point_created_at: row.createdAt.toISOString(),
  };
}

function neuronQuery(db: Db) {
  return db.select(neuronColumns).from(pointEvents).leftJoin(challenges, eq(challenges.id, challengeOfEvent));
}

/** GET /brain/neurons: newest first; pages count from 0; total from neuron_totals. */
export async function loadNeurons(db: Db, userId: number, query: { page: number; size: number; role: BrainRole }) {
  const [rows, totals] = await Promise.all([
    neuronQuery(db)
      .where(and(eq(pointEvents.userId, userId), roleFilter(query.role)))
      .orderBy(desc(pointEvents.createdAt), desc(pointEvents.id))
      .limit(query.size)
      .offset(query.page * query.size),
    totalsByRole(db, userId),
  ]);
  return {
    data: rows.map(toNeuron),
    meta: { page: query.page, size: query.size, total: pick(totals, query.role).events },
  };
}

/** GET /brain/neurons/{id}: only the viewer's own neuron. */
export async function loadNeuron(db: Db, userId: number, id: number): Promise<Neuron | null> {
  const [row] = await neuronQuery(db)
    .where(and(eq(pointEvents.id, id), eq(pointEvents.userId, userId)))
    .limit(1);
  return row ? toNeuron(row) : null;
}
