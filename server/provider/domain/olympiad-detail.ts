// The olympiad detail calls of spec 3 §7 whose answers the spec does not show (issue 17): a race's
// result, a result's bounds on its board, and the query across communities. Split from
// olympiad-reads.ts, which keeps the olympiad list, board sources, allocation and logs.
import { and, asc, count, desc, eq, gt, ilike, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Leaderboard } from '@/lib/contracts/browse';
import {
  OLYMPIAD_QUERY_PAGE_SIZE,
  OLYMPIAD_TEXTS,
  type OlympiadQuery,
  type RaceResult,
  type ResultBound,
} from '@/lib/contracts/olympiads';
import { raceOf } from '@/lib/game/olympiads';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardPeriod, type LeaderboardRole } from '@/lib/leaderboard';
import { type Db } from '../db/client';
import { olympiadResults, olympiads, platforms, users } from '../db/schema';
import { loadLeaderboard } from './leaderboard';
import { likePattern } from './like';
import { toPersonSummary } from './mappers';
import { findPlatform } from './platforms';
import {
  findOlympiadRow,
  listable,
  loadResultsPage,
  olympiadBoardSource,
  olympiadView,
  resultCounts,
  type OlympiadRow,
} from './olympiad-reads';

/**
 * An olympiad's board for a role: the frozen result (olympiad_results) of a closed olympiad's
 * overall race, else the live window (olympiadBoardSource). `platformId` undefined reads every
 * community (the main community's olympiad).
 */
export async function loadOlympiadBoard(
  db: Db,
  row: OlympiadRow,
  input: {
    platformId?: number;
    role: LeaderboardRole;
    period?: LeaderboardPeriod;
    categoryIds?: number[];
    place?: string;
    page?: number;
    userId?: number;
    now: Date;
  },
): Promise<{ board: Omit<Leaderboard, 'category' | 'place'>; frozen: boolean }> {
  const frozen = row.state !== 'open' && input.role === 'overall' && !input.categoryIds?.length && !input.place;
  if (frozen)
    return {
      frozen,
      board: await loadResultsPage(db, row, {
        page: input.page,
        size: LEADERBOARD_PAGE_SIZE,
        userId: input.userId,
        role: input.role,
      }),
    };
  const period = input.period ?? (row.cycle === 'weekly' ? 'week' : 'month');
  return {
    frozen,
    board: await loadLeaderboard(db, {
      ...input,
      period,
      size: LEADERBOARD_PAGE_SIZE,
      ...olympiadBoardSource(row, input.now),
    }),
  };
}

/** The olympiad a race result reads: `olympiad` by id, else the current one of `platform`. */
export async function findRaceOlympiad(
  db: Db,
  ask: { olympiad?: number; platform?: string },
): Promise<{ ok: true; row: OlympiadRow } | { ok: false; status: 404; error: string }> {
  if (ask.olympiad !== undefined) {
    const row = await findOlympiadRow(db, ask.olympiad);
    return row ? { ok: true, row } : { ok: false, status: 404, error: 'Tournament not found' };
  }
  const platform = await findPlatform(db, ask.platform ?? '');
  if (!platform) return { ok: false, status: 404, error: 'Platform not found' };
  const [row] = await db
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.platformId, platform.id), eq(olympiads.isCurrent, true)));
  return row ? { ok: true, row } : { ok: false, status: 404, error: OLYMPIAD_TEXTS.noCurrent };
}

/**
 * GET /olympiad/races/{race}/result: one race's board of an olympiad (the olympiad's own community;
 * the main community's spans every community), with the race's name and prize.
 */
export async function loadRaceResult(
  db: Db,
  row: OlympiadRow,
  role: LeaderboardRole,
  { page, userId }: { page?: number; userId?: number },
  now = new Date(),
): Promise<RaceResult> {
  const [platform] = await db
    .select({ isMain: platforms.isMain })
    .from(platforms)
    .where(eq(platforms.id, row.platformId));
  const { board, frozen } = await loadOlympiadBoard(db, row, {
    platformId: platform?.isMain ? undefined : row.platformId,
    role,
    page,
    userId,
    now,
  });
  return {
    ...board,
    category: null,
    place: null,
    olympiad: olympiadView(row, now),
    race: raceOf(row.races, role),
    frozen,
  };
}

/**
 * GET /olympiad/results/{id}/bound: a frozen result and the rows directly above and below it on
 * the board (by position, the board's stable order; rows reversed to 0 neurons are off the board
 * and skipped), the gaps in neurons, the board's size and the page that holds it.
 */
export async function loadResultBound(
  db: Db,
  id: number,
  now = new Date(),
): Promise<
  { ok: true; bound: ResultBound; userId: number; olympiadId: number } | { ok: false; status: 404; error: string }
> {
  const [mine] = await db.select().from(olympiadResults).where(eq(olympiadResults.id, id));
  if (!mine) return { ok: false, status: 404, error: 'Result not found' };
  if (!(Number(mine.neurons) > 0)) return { ok: false, status: 404, error: OLYMPIAD_TEXTS.notOnBoard };
  const onBoard = and(eq(olympiadResults.olympiadId, mine.olympiadId), gt(olympiadResults.neurons, 0));
  const neighbour = async (where: SQL, order: SQL) => {
    const [found] = await db
      .select({ r: olympiadResults, u: users })
      .from(olympiadResults)
      .innerJoin(users, eq(users.id, olympiadResults.userId))
      .where(and(onBoard, where))
      .orderBy(order)
      .limit(1);
    return found ?? null;
  };
  const [self, above, below, counted, olympiad] = await Promise.all([
    neighbour(eq(olympiadResults.id, id), asc(olympiadResults.position)),
    neighbour(lt(olympiadResults.position, mine.position), desc(olympiadResults.position)),
    neighbour(gt(olympiadResults.position, mine.position), asc(olympiadResults.position)),
    resultCounts(db, mine.olympiadId),
    db
      .select({ o: olympiads, slug: platforms.slug, title: platforms.title })
      .from(olympiads)
      .innerJoin(platforms, eq(platforms.id, olympiads.platformId))
      .where(eq(olympiads.id, mine.olympiadId)),
  ]);
  const toRow = (found: { r: typeof olympiadResults.$inferSelect; u: typeof users.$inferSelect }) => ({
    id: found.r.id,
    rank: found.r.rank,
    position: found.r.position,
    neurons: Number(found.r.neurons),
    user: toPersonSummary(found.u),
  });
  // numeric(14,3): gaps rounded to the column's thousandths, not to float noise.
  const gap = (high: number, low: number) => Math.round((high - low) * 1000) / 1000;
  const result = toRow(self!);
  return {
    ok: true,
    userId: mine.userId,
    olympiadId: mine.olympiadId,
    bound: {
      olympiad: olympiadView(olympiad[0].o, now),
      platform: { slug: olympiad[0].slug, title: olympiad[0].title },
      result: { ...result, prize_cents: mine.prizeCents, held: mine.held, paid: mine.paidTransactionId !== null },
      above: above && toRow(above),
      below: below && toRow(below),
      gap_above: above ? gap(Number(above.r.neurons), result.neurons) : null,
      gap_below: below ? gap(result.neurons, Number(below.r.neurons)) : null,
      total: counted.onBoard,
      page: Math.ceil(mine.position / LEADERBOARD_PAGE_SIZE),
    },
  };
}

const DAY_MS = 86_400_000;

/**
 * GET /olympiad/query: olympiads across communities (or one), newest first, paged. The states
 * are those of olympiadQuerySchema; a day range keeps the olympiads whose window meets it.
 */
export async function queryOlympiads(db: Db, query: OlympiadQuery, now = new Date()) {
  let platformId: number | undefined;
  if (query.platform !== undefined) {
    const platform = await findPlatform(db, query.platform);
    if (!platform) return { ok: false as const, status: 404 as const, error: 'Platform not found' };
    platformId = platform.id;
  }
  const where = and(
    listable(now),
    platformId === undefined ? undefined : eq(olympiads.platformId, platformId),
    // As the tournament list badges them: Open while running (state open, window not over),
    // Closed otherwise, including an ended cycle the closing job has not reached yet.
    query.state === 'open' ? and(eq(olympiads.state, 'open'), gt(olympiads.endTime, now)) : undefined,
    query.state === 'closed' ? or(ne(olympiads.state, 'open'), lte(olympiads.endTime, now)) : undefined,
    query.state === 'review' ? eq(olympiads.state, 'review') : undefined,
    query.cycle ? eq(olympiads.cycle, query.cycle) : undefined,
    query.q ? ilike(olympiads.title, likePattern(query.q)) : undefined,
    query.from ? gt(olympiads.endTime, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(olympiads.startTime, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
  const size = OLYMPIAD_QUERY_PAGE_SIZE;
  const [found, counted] = await Promise.all([
    db
      .select({ o: olympiads, title: platforms.title, slug: platforms.slug })
      .from(olympiads)
      .innerJoin(platforms, eq(platforms.id, olympiads.platformId))
      .where(where)
      .orderBy(desc(olympiads.startTime), desc(olympiads.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ n: count() }).from(olympiads).where(where),
  ]);
  return {
    ok: true as const,
    page: {
      items: found.map((row) => ({ ...olympiadView(row.o, now), platform: { title: row.title, slug: row.slug } })),
      total: Number(counted[0]?.n ?? 0),
      page: query.page,
      size,
    },
  };
}
