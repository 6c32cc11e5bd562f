// A custom date range's board (issue 17 §2; spec 3 §2.5 'custom date range'). Summing the ledger on
// every read took 1.1-1.8 s p95 for 30 days at 100,000 players, so a range is now summed from the
// trigger-kept boards (migration board_days): the 'month' rows of the whole UTC months inside it,
// the 'day' rows of its other whole UTC days, and the ledger only for a partial first or last day,
// so a player contributes at most ~30 day rows plus a year's months. The sum is exact: the same
// events, communities, roles, facets and (non-deleted) players as the ledger sum it replaces.
//
// Ranking that sum is still linear in the range's players (about 1 s at 100,000), so the ranking
// is kept in range_boards and a page or a player's place is an index read of it. The ledger
// trigger marks a kept ranking stale when an event lands in its range; a stale ranking is still
// served while this process builds the next one in the background (one build per range at a
// time), so a read never waits for a sum once the range has been read, and the board lags the
// ledger by at most one build after an award. A ranking older than RANGE_BOARD_SECONDS is not
// served: that bounds what the trigger does not see (a renamed or deleted player, a challenge moved
// to another category or place).
import { sql, type SQL } from 'drizzle-orm';
import type { Leaderboard } from '@/lib/contracts/browse';
import { ledgerRole } from '@/lib/leaderboard';
import { rows, type Db } from '../db/client';
import { challenges, ideas, pointEvents } from '../db/schema';
import { boardFacet, type LeaderboardInput } from './leaderboard-board';
import { toPersonSummary } from './mappers';

/**
 * How long a range's ranking is served: fresh (no award in the range since it was built) it is the
 * answer; stale it is still served while a new one is built in the background. Older, a read waits
 * for a new one: this bounds what the trigger does not see (a renamed or deleted player, a moved
 * challenge).
 */
export const RANGE_BOARD_SECONDS = 60;
/** Rankings are removed at the latest this long after they were built. */
const RANGE_BOARD_KEEP_SECONDS = 600;
/** The advisory lock class of the board locks (migration 0048): awards hold it shared. */
const BOARD_LOCK = 17046;
const DAY = 86_400_000;

export type RangeInput = LeaderboardInput & { window: { start: Date; end: Date } };

export interface RangeKey {
  scope: number;
  role: string;
  facet: string;
  start: Date;
  /** null: the range runs to now (no event is dated later), so one ranking serves every read. */
  end: Date | null;
}

export function rangeKey(input: RangeInput): RangeKey {
  return {
    scope: input.platformId ?? 0,
    role: ledgerRole(input.role) ?? 'overall',
    facet: boardFacet(input),
    start: input.window.start,
    end: input.window.end >= input.now ? null : input.window.end,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const dayFloor = (t: number) => Math.floor(t / DAY) * DAY;
const monthCeil = (t: number) => {
  const d = new Date(t);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return first === t ? t : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
const nextMonth = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * How a range splits: whole UTC months (their month boards), the other whole UTC days (day
 * boards), and the partial days at its edges (ledger windows, end null: up to now).
 */
export function rangeParts(key: RangeKey, now: Date) {
  const start = key.start.getTime();
  // An open range reads today's day board whole: no event lies after now.
  const end = key.end?.getTime() ?? dayFloor(now.getTime()) + DAY;
  const firstDay = Math.ceil(start / DAY) * DAY;
  const lastDay = key.end ? dayFloor(end) : end;
  if (firstDay >= lastDay) return { months: [], days: [], edges: [{ start: key.start, end: key.end }] };
  const edges: { start: Date; end: Date | null }[] = [];
  if (start < firstDay) edges.push({ start: key.start, end: new Date(firstDay) });
  if (key.end && lastDay < end) edges.push({ start: new Date(lastDay), end: key.end });
  const months: string[] = [];
  const days: string[] = [];
  let t = firstDay;
  while (t < lastDay) {
    // A month whose end the range covers, or the current one of an open range (no event is later).
    if (monthCeil(t) === t && (nextMonth(t) <= lastDay || key.end === null)) {
      months.push(day(new Date(t)));
      t = nextMonth(t);
    } else {
      days.push(day(new Date(t)));
      t += DAY;
    }
  }
  return { months, days, edges };
}

/** The ledger events an edge of the range counts: its community, role, facet and window. */
function edgeFilter(input: RangeInput, edge: { start: Date; end: Date | null }): SQL {
  const role = ledgerRole(input.role);
  const conditions: SQL[] = [sql`pe.created_at >= ${edge.start.toISOString()}::timestamptz`];
  if (edge.end) conditions.push(sql`pe.created_at < ${edge.end.toISOString()}::timestamptz`);
  if (input.platformId !== undefined) conditions.push(sql`pe.platform_id = ${input.platformId}`);
  if (role) conditions.push(sql`pe.role = ${role}`);
  if (input.categoryIds?.length || input.place) {
    // The matching challenges first, then their events through point_events_context: an event's
    // challenge is its own context, or the challenge of the idea it is about.
    const matching: SQL[] = [sql`true`];
    if (input.categoryIds?.length)
      matching.push(sql`ch.main_category_id = any(${`{${input.categoryIds.join(',')}}`}::int[])`);
    if (input.place) matching.push(sql`${input.place} in (select neuron_place_keys(ch.location))`);
    const ids = sql`array(select ch.id from ${challenges} ch where ${sql.join(matching, sql` and `)})`;
    conditions.push(sql`((pe.context_type = 'challenge' and pe.context_id = any(${ids}))
      or (pe.context_type = 'idea'
        and pe.context_id = any(array(select i.id from ${ideas} i where i.challenge_id = any(${ids})))))`);
  }
  return sql.join(conditions, sql` and `);
}

/** Every player's neurons in the range, one row per board row or edge event (summed by the caller). */
function rangeEvents(input: RangeInput, key: RangeKey): SQL {
  const { months, days, edges } = rangeParts(key, input.now);
  const board = (period: string, starts: string[]) =>
    sql`select b.user_id, b.points from neuron_board b
      where b.period = ${period} and b.period_start = any(${`{${starts.join(',')}}`}::date[])
        and b.scope = ${key.scope} and b.role = ${key.role} and b.facet = ${key.facet}`;
  const parts: SQL[] = [];
  if (months.length) parts.push(board('month', months));
  if (days.length) parts.push(board('day', days));
  for (const edge of edges)
    parts.push(sql`select pe.user_id, pe.points from ${pointEvents} pe where ${edgeFilter(input, edge)}`);
  return sql.join(parts, sql` union all `);
}

const sameKey = (key: RangeKey) =>
  sql`r.scope = ${key.scope} and r.role = ${key.role} and r.facet = ${key.facet}
    and r.start_time = ${key.start.toISOString()}::timestamptz
    and r.end_time is not distinct from ${key.end?.toISOString() ?? null}::timestamptz`;

/** The newest complete ranking built in the last RANGE_BOARD_SECONDS (total -1: being built). */
async function keptBoard(db: Db, key: RangeKey): Promise<{ id: number; total: number; stale: boolean } | null> {
  const [found] = await rows<{ id: number; total: number; stale: boolean }>(
    db,
    sql`select r.id, r.total, r.stale from range_boards r where ${sameKey(key)} and r.total >= 0
      and r.built_at > now() - make_interval(secs => ${RANGE_BOARD_SECONDS}) order by r.id desc limit 1`,
  );
  return found ?? null;
}

/** Builds in flight in this process, by range: one at a time per range. */
const building = new Map<string, Promise<{ id: number; total: number }>>();

/**
 * Builds this process runs at once, whatever the ranges. Each sums up to a whole community's year
 * with 64 MB of work memory, and anyone may ask for any range: without a bound, a burst of new
 * ranges would take every database connection and that memory many times over. The others wait
 * their turn (a read of a range already kept never waits).
 */
export const RANGE_BUILDS_AT_ONCE = 2;
/**
 * Builds that may wait for a slot. A first read waits for its build, holding its request open: past
 * this line a burst of made-up ranges is refused (RangeBuildsBusyError, a 429 with Retry-After:
 * a refusal to shed load, which the web does not retry, unlike a 503) instead of queueing without
 * end, and rankings already kept are still served.
 */
export const RANGE_BUILDS_WAITING = 16;
/** Seconds a refused first read is asked to wait: about two builds of a long range. */
export const RANGE_BUSY_RETRY_SECONDS = 5;
let buildsRunning = 0;
const buildQueue: (() => void)[] = [];

export class RangeBuildsBusyError extends Error {
  constructor() {
    super('Too many date ranges are being ranked at once');
  }
}

export async function inBuildSlot<T>(work: () => Promise<T>): Promise<T> {
  if (buildsRunning >= RANGE_BUILDS_AT_ONCE) {
    if (buildQueue.length >= RANGE_BUILDS_WAITING) throw new RangeBuildsBusyError();
    await new Promise<void>((resolve) => buildQueue.push(resolve));
  } else buildsRunning++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = buildQueue.shift();
    if (next) next();
    else buildsRunning--;
  }
}

function rebuild(db: Db, input: RangeInput, key: RangeKey) {
  const id = JSON.stringify(key);
  let pending = building.get(id);
  if (!pending) {
    pending = inBuildSlot(() => buildRangeBoard(db, input, key)).finally(() => building.delete(id));
    building.set(id, pending);
  }
  return pending;
}

/** Waits for this process's background builds (tests, the bench). */
export async function settleRangeBuilds(): Promise<void> {
  await Promise.allSettled([...building.values()]);
}

/**
 * Ranks the range into a new kept board. Its key is committed first, so every award whose trigger
 * runs from then on marks it stale. An award whose trigger ran before holds the shared board lock
 * of its communities until it commits (migration 0048), so the build then waits for a moment when
 * the exclusive lock of its scope is free, trying rather than queueing (a queued exclusive request
 * would hold back every award behind it), and sums only then. After a second of awards without a
 * gap it sums anyway: a later award in the range, or RANGE_BOARD_SECONDS, brings in what it missed.
 */
export async function buildRangeBoard(
  db: Db,
  input: RangeInput,
  key: RangeKey,
): Promise<{ id: number; total: number }> {
  const [{ id }] = await rows<{ id: number }>(
    db,
    sql`insert into range_boards (scope, role, facet, start_time, end_time, total)
      values (${key.scope}, ${key.role}, ${key.facet}, ${key.start.toISOString()}::timestamptz,
        ${key.end?.toISOString() ?? null}::timestamptz, -1) returning id`,
  );
  for (let attempt = 0; attempt < 20; attempt++) {
    const [gap] = await db.transaction((tx) =>
      rows<{ free: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${BOARD_LOCK}, ${key.scope}) as free`),
    );
    if (gap.free) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Work memory for the sum: at 100,000 players the default 4 MB spills its hash table to disk.
  const [built] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rows<{ total: number }>(
      tx,
      sql`with ranked as (
        insert into range_board_rows (board_id, position, user_id, points, rank)
        select ${id}, row_number() over (order by t.points desc, lower(u.screen_name), t.user_id),
          t.user_id, t.points, dense_rank() over (order by t.points desc)
        from (select x.user_id, sum(x.points) as points from (${rangeEvents(input, key)}) x
              group by x.user_id having sum(x.points) > 0) t
        join users u on u.id = t.user_id and u.deleted_at is null
        returning 1)
      update range_boards set total = (select count(*) from ranked), built_at = clock_timestamp()
      where id = ${id} returning total`,
    );
  });
  // The range's older rankings and any expired one go (a read still on one of them reads again).
  await db.execute(sql`with old as (
      delete from range_boards r where r.id <> ${id}
        and (r.built_at < now() - make_interval(secs => ${RANGE_BOARD_KEEP_SECONDS})
          or (${sameKey(key)} and r.id < ${id} and r.total >= 0))
      returning r.id)
    delete from range_board_rows where board_id in (select id from old)`);
  return { id, total: Number(built.total) };
}

type PageRow = {
  user_id: number;
  points: string;
  rank: number;
  screen_name: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
};

/** A page of the range's board, or the page that holds input.userId, from its kept ranking. */
export async function loadRangeBoard(db: Db, input: RangeInput): Promise<Omit<Leaderboard, 'category' | 'place'>> {
  const key = rangeKey(input);
  for (let attempt = 0; ; attempt++) {
    const kept = await keptBoard(db, key);
    // A stale ranking is served while the next one builds; a full wait line only delays that.
    if (kept?.stale)
      void rebuild(db, input, key).catch((err) => {
        if (!(err instanceof RangeBuildsBusyError)) console.error('[boards] range build failed', err);
      });
    const board = kept ?? (await rebuild(db, input, key));
    const read = await readRangeBoard(db, input, board);
    // A newer build may have removed the ranking between the reads above: read the newer one.
    const [still] = await rows<{ id: number }>(db, sql`select id from range_boards where id = ${board.id}`);
    if (still || attempt > 0) return read;
  }
}

async function readRangeBoard(
  db: Db,
  input: RangeInput,
  board: { id: number; total: number },
): Promise<Omit<Leaderboard, 'category' | 'place'>> {
  let position: Leaderboard['position'] = null;
  if (input.userId !== undefined) {
    const [mine] = await rows<{ position: number; rank: number; points: string }>(
      db,
      sql`select position, rank, points from range_board_rows
        where board_id = ${board.id} and user_id = ${input.userId}`,
    );
    if (mine) position = { rank: mine.rank, points: Number(mine.points), page: Math.ceil(mine.position / input.size) };
  }
  const page = input.page ?? position?.page ?? 1;
  const offset = (page - 1) * input.size;
  const found = await rows<PageRow>(
    db,
    sql`select r.user_id, r.points, r.rank, u.screen_name, u.first_name, u.last_name, u.avatar_url
      from range_board_rows r join users u on u.id = r.user_id and u.deleted_at is null
      where r.board_id = ${board.id} and r.position > ${offset} and r.position <= ${offset + input.size}
      order by r.position`,
  );
  return {
    items: found.map((row) => ({
      rank: row.rank,
      points: Number(row.points),
      user: toPersonSummary({
        id: row.user_id,
        screenName: row.screen_name,
        firstName: row.first_name,
        lastName: row.last_name,
        avatarUrl: row.avatar_url,
      }),
    })),
    total: board.total,
    page,
    size: input.size as Leaderboard['size'],
    role: input.role,
    period: input.period,
    since: input.window.start.toISOString(),
    position,
    window: { start: input.window.start.toISOString(), end: input.window.end.toISOString() },
  };
}
