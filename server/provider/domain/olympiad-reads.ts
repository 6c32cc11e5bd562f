// What olympiads answer (issue 17 §1, §2; spec 3 §7): a platform's olympiads, one olympiad, where
// its board comes from (the frozen result once closed, else its own window), the allocation an
// admin reviews and the public fair-play log. Race results, result bounds and the query across
// communities are in olympiad-detail.ts.
import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Leaderboard } from '@/lib/contracts/browse';
import { type LeaderboardRole } from '@/lib/leaderboard';
import { rows, type Db, type Tx } from '../db/client';
import { fairPlayFlags, olympiadResults, olympiads, platforms, users } from '../db/schema';
import { balanceOf, prizePoolOf } from './ledger';
import { toPersonSummary } from './mappers';
import { countOlympiadParticipants, toOlympiad } from './olympiads';

export type OlympiadRow = typeof olympiads.$inferSelect;

/** Only olympiads that have started, or the current one (a scheduled next cycle stays unlisted). */
/** Olympiads a list shows: started, or the current cycle. */
export const listable = (now: Date) => or(lte(olympiads.startTime, now), eq(olympiads.isCurrent, true))!;

export async function findOlympiadRow(db: Db, id: number): Promise<OlympiadRow | null> {
  const [row] = await db.select().from(olympiads).where(eq(olympiads.id, id));
  return row ?? null;
}

/** The olympiad answer with its closing state, races and director. */
export function olympiadView(row: OlympiadRow, now: Date) {
  return {
    ...toOlympiad(row, now),
    state: row.state,
    races: row.races,
    paused: row.pausedAt !== null,
    profanity_allowed: row.profanityAllowed,
    director_id: row.directorId,
    closed_at: row.closedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
export type OlympiadView = ReturnType<typeof olympiadView>;

/** A platform's olympiads, newest first (spec 3 §7 'data sorted by start_time descending'). */
export async function listOlympiads(db: Db, platformId: number, now: Date): Promise<OlympiadView[]> {
  const found = await db
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.platformId, platformId), listable(now)))
    .orderBy(desc(olympiads.startTime));
  return found.map((row) => olympiadView(row, now));
}

/** Every olympiad an admin looks after: the ones waiting for review first. */
export async function listAllOlympiads(db: Db, now: Date) {
  const found = await db
    .select({ o: olympiads, platform: platforms.title, slug: platforms.slug })
    .from(olympiads)
    .innerJoin(platforms, eq(platforms.id, olympiads.platformId))
    .orderBy(sql`case ${olympiads.state} when 'review' then 0 when 'open' then 1 else 2 end`, desc(olympiads.endTime));
  return found.map((row) => ({ ...olympiadView(row.o, now), platform: { title: row.platform, slug: row.slug } }));
}

/**
 * How to read an olympiad's live board: its own trigger-kept board (period 'olympiad', migration
 * 0046), whatever its window (a calendar week or month, extended, re-timed or closed early), with
 * director neurons left out of 'overall' as the closing ranking leaves them out. The end shown is
 * its end, or now while it runs.
 */
export function olympiadBoardSource(row: OlympiadRow, now: Date): { olympiad: { id: number; start: Date; end: Date } } {
  return { olympiad: { id: row.id, start: row.startTime, end: row.endTime < now ? row.endTime : now } };
}

/**
 * How many results a closed olympiad has, and how many of them are on its board (neurons above 0).
 * Positions run 1..n without gaps, so n is the last position (one index probe), and those off the
 * board are the few the partial index olympiad_results_off_board holds: counting ~100,000 frozen
 * rows on every page read cost 15-20 ms, 60-100 ms on a busy machine.
 */
export async function resultCounts(db: Db | Tx, olympiadId: number): Promise<{ players: number; onBoard: number }> {
  const [row] = await rows<{ players: number; off: number }>(
    db,
    sql`select
      (select coalesce(max(position), 0) from ${olympiadResults} where olympiad_id = ${olympiadId})::int as players,
      (select count(*) from ${olympiadResults} where olympiad_id = ${olympiadId} and neurons <= 0)::int as off`,
  );
  return { players: Number(row.players), onBoard: Number(row.players) - Number(row.off) };
}

/** A closed olympiad's frozen overall board (olympiad_results), paged like every board. */
export async function loadResultsPage(
  db: Db,
  row: OlympiadRow,
  { page, size, userId, role }: { page?: number; size: number; userId?: number; role: LeaderboardRole },
): Promise<Omit<Leaderboard, 'category' | 'place'>> {
  const inBoard = and(eq(olympiadResults.olympiadId, row.id), gt(olympiadResults.neurons, 0));
  let position: Leaderboard['position'] = null;
  if (userId !== undefined) {
    const [mine] = await db
      .select({ rank: olympiadResults.rank, neurons: olympiadResults.neurons, position: olympiadResults.position })
      .from(olympiadResults)
      .where(and(inBoard, eq(olympiadResults.userId, userId)));
    if (mine) position = { rank: mine.rank, points: Number(mine.neurons), page: Math.ceil(mine.position / size) };
  }
  const current = page ?? position?.page ?? 1;
  const { onBoard } = await resultCounts(db, row.id);
  const found = await db
    .select({ r: olympiadResults, u: users })
    .from(olympiadResults)
    .innerJoin(users, eq(users.id, olympiadResults.userId))
    // Positions run 1..n without gaps, so a page is a seek on (olympiad_id, position), not an
    // offset (a reversed player keeps a position with 0 neurons: that page shows one row fewer).
    .where(
      and(inBoard, gt(olympiadResults.position, (current - 1) * size), lte(olympiadResults.position, current * size)),
    )
    .orderBy(asc(olympiadResults.position));
  return {
    items: found.map(({ r, u }) => ({ rank: r.rank, points: Number(r.neurons), user: toPersonSummary(u) })),
    total: onBoard,
    page: current,
    size: size as Leaderboard['size'],
    role,
    period: row.cycle === 'weekly' ? 'week' : 'month',
    since: row.startTime.toISOString(),
    position,
    window: { start: row.startTime.toISOString(), end: row.endTime.toISOString() },
  };
}

/** The allocation an admin (or the director) reviews: every share, every flag with its evidence. */
export async function loadAllocation(db: Db, row: OlympiadRow, now: Date) {
  const shares = await db
    .select({ r: olympiadResults, u: users })
    .from(olympiadResults)
    .innerJoin(users, eq(users.id, olympiadResults.userId))
    .where(
      and(
        eq(olympiadResults.olympiadId, row.id),
        or(gt(olympiadResults.prizeCents, 0), eq(olympiadResults.held, true)),
      ),
    )
    .orderBy(asc(olympiadResults.position));
  const flags = await db
    .select({ f: fairPlayFlags, screenName: users.screenName })
    .from(fairPlayFlags)
    .innerJoin(users, eq(users.id, fairPlayFlags.userId))
    .where(eq(fairPlayFlags.olympiadId, row.id))
    .orderBy(asc(fairPlayFlags.id));
  const { players } = await resultCounts(db, row.id);
  return {
    olympiad: olympiadView(row, now),
    pool_cents: await balanceOf(db, prizePoolOf(row.id)),
    players,
    allocation: shares.map(({ r, u }) => ({
      user: toPersonSummary(u),
      rank: r.rank,
      neurons: Number(r.neurons),
      prize_cents: r.prizeCents,
      held: r.held,
      paid: r.paidTransactionId !== null,
    })),
    flags: flags.map(({ f, screenName }) => ({
      id: f.id,
      screen_name: screenName,
      kind: f.kind,
      evidence: f.evidence,
      neurons: Number(f.neurons),
      state: f.state,
      reason: f.reason,
    })),
  };
}
export type Allocation = Awaited<ReturnType<typeof loadAllocation>>;

/** The public fair-play log: every reversal, who lost how many neurons and why. */
export async function loadFairPlayLog(db: Db, olympiadId: number) {
  const found = await db
    .select({ f: fairPlayFlags, screenName: users.screenName })
    .from(fairPlayFlags)
    .innerJoin(users, eq(users.id, fairPlayFlags.userId))
    .where(and(eq(fairPlayFlags.olympiadId, olympiadId), eq(fairPlayFlags.state, 'reversed')))
    .orderBy(asc(fairPlayFlags.decidedAt));
  return found.map(({ f, screenName }) => ({
    screen_name: screenName,
    kind: f.kind,
    neurons: Number(f.neurons),
    reason: f.reason ?? '',
    decided_at: f.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * The tournament's totals in its window (spec 3 §2.5 columns): ideas, questions, ratings,
 * mentoring, players (on its board) and recruits (players who joined through a scout).
 */
export async function loadOlympiadStats(db: Db, row: OlympiadRow, now: Date) {
  const [platform] = await db
    .select({ isMain: platforms.isMain })
    .from(platforms)
    .where(eq(platforms.id, row.platformId));
  const start = row.startTime.toISOString();
  const end = (row.endTime < now ? row.endTime : now).toISOString();
  const inWindow = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;
  const scoped = platform?.isMain ? sql`true` : sql`ch.platform_id = ${row.platformId}`;
  const [counts] = await rows<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from ideas i join challenges ch on ch.id = i.challenge_id where ${inWindow('i.created_at')} and ${scoped}) as ideas,
      (select count(*) from challenges ch where ${inWindow('ch.created_at')} and ch.state = 'published' and ${scoped}) as questions,
      (select count(*) from ratings r join ideas i on i.id = r.idea_id join challenges ch on ch.id = i.challenge_id where ${inWindow('r.created_at')} and ${scoped}) as ratings,
      (select count(*) from mentor_comments m join challenges ch on ch.id = m.challenge_id where ${inWindow('m.created_at')} and ${scoped}) as mentoring,
      (select count(*) from users u where ${inWindow('u.created_at')} and u.scout_referrer_id is not null) as recruits`,
  );
  const n = (k: string) => Number(counts?.[k] ?? 0);
  return {
    ideas: n('ideas'),
    questions: n('questions'),
    ratings: n('ratings'),
    mentoring: n('mentoring'),
    players: await countOlympiadParticipants(db, row, now),
    recruits: n('recruits'),
  };
}

/** A player's own tournament results (their prize and whether it was paid into their wallet). */
export async function loadMyResults(db: Db, userId: number) {
  const found = await db.select({ r: olympiadResults }).from(olympiadResults).where(eq(olympiadResults.userId, userId));
  return found.map(({ r }) => ({
    id: r.id,
    olympiad_id: r.olympiadId,
    rank: r.rank,
    neurons: Number(r.neurons),
    prize_cents: r.prizeCents,
    held: r.held,
    paid: r.paidTransactionId !== null,
  }));
}
