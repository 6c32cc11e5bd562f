// Leaderboards and community totals (spec 3 §1, §2.5). Boards read the trigger-kept neuron_board
// (leaderboard-board.ts): calendar periods and every olympiad's own window; only a custom date
// range sums the ledger here (its length is bounded by the route, CUSTOM_RANGE_MAX_DAYS).
// Ranking is dense: players with equal neurons share a rank and the next total takes the next
// number (100, 100, 90 -> 1, 1, 2). Only players with a positive total in the window are listed.
import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { boardPlaces, type BoardPlace } from '@/lib/game/board-place';
import { isOpenAt } from './challenge-filters';
import type { Leaderboard, PlatformStats } from '@/lib/contracts/browse';
import { ledgerRole, periodStart } from '@/lib/leaderboard';
import { rows, type Db } from '../db/client';
import { categories, challenges, ideas, pointEvents, ratings } from '../db/schema';
import { loadBoardPage, type LeaderboardInput } from './leaderboard-board';

export type { LeaderboardInput };
import { toPersonSummary } from './mappers';

export interface CategoryFilter {
  slug: string;
  name: string;
  ids: number[];
}

/** A category by slug with every descendant id (a parent's board includes its subcategories). */
export async function findCategoryFilter(db: Db, slug: string): Promise<CategoryFilter | null> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, name: categories.name })
    .from(categories);
  const root = rows.find((row) => row.slug === slug);
  if (!root) return null;
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  return { slug: root.slug, name: root.name, ids };
}

function eventFilter(input: LeaderboardInput): SQL {
  const role = ledgerRole(input.role);
  const since = periodStart(input.now, input.period);
  const conditions: SQL[] = [sql`u.deleted_at is null`];
  if (input.platformId !== undefined) conditions.push(sql`pe.platform_id = ${input.platformId}`);
  if (role) conditions.push(sql`pe.role = ${role}`);
  if (input.window) {
    conditions.push(sql`pe.created_at >= ${input.window.start.toISOString()}::timestamptz`);
    conditions.push(sql`pe.created_at < ${input.window.end.toISOString()}::timestamptz`);
  } else if (since) conditions.push(sql`pe.created_at >= ${since.toISOString()}::timestamptz`);
  if (input.categoryIds?.length || input.place) {
    // The matching challenges first, then their events through point_events_context: an event's
    // challenge is its own context, or the challenge of the idea it is about.
    const matching: SQL[] = [sql`true`];
    if (input.categoryIds?.length)
      matching.push(
        sql`ch.main_category_id in (${sql.join(
          input.categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (input.place) matching.push(sql`${input.place} in (select neuron_place_keys(ch.location))`);
    // As arrays, so both arms are index conditions (context_type, context_id = any(...)) rather
    // than a filter over every challenge event.
    const ids = sql`array(select ch.id from ${challenges} ch where ${sql.join(matching, sql` and `)})`;
    conditions.push(sql`((pe.context_type = 'challenge' and pe.context_id = any(${ids}))
      or (pe.context_type = 'idea' and pe.context_id = any(array(select i.id from ${ideas} i where i.challenge_id = any(${ids})))))`);
  }
  return sql.join(conditions, sql` and `);
}

/** Totals per player, dense rank, and a stable position (ties by screen name) used for paging. */
function rankedCte(input: LeaderboardInput): SQL {
  return sql`with totals as (
      select pe.user_id, sum(pe.points) as points
      from ${pointEvents} pe join users u on u.id = pe.user_id
      where ${eventFilter(input)}
      group by pe.user_id
      having sum(pe.points) > 0
    ), ranked as (
      select t.user_id, t.points, u.screen_name, u.first_name, u.last_name, u.avatar_url,
        dense_rank() over (order by t.points desc) as rank,
        row_number() over (order by t.points desc, lower(u.screen_name), t.user_id) as pos,
        count(*) over () as total
      from totals t join users u on u.id = t.user_id
    )`;
}

type RankedRow = {
  user_id: number;
  points: string | number;
  screen_name: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  rank: string | number;
  pos: string | number;
  total: string | number;
};

export async function loadLeaderboard(
  db: Db,
  input: LeaderboardInput,
): Promise<Omit<Leaderboard, 'category' | 'place'>> {
  // Every calendar or olympiad board (whole, category, place, or a category and a place together) is
  // a facet of the trigger-kept neuron_board; only a custom range sums the ledger.
  if (!input.window) return loadBoardPage(db, input);
  const since = periodStart(input.now, input.period);
  let position: Leaderboard['position'] = null;
  if (input.userId !== undefined) {
    const [mine] = await rows<RankedRow>(
      db,
      sql`${rankedCte(input)} select rank, points, pos from ranked where user_id = ${input.userId}`,
    );
    if (mine)
      position = {
        rank: Number(mine.rank),
        points: Number(mine.points),
        page: Math.ceil(Number(mine.pos) / input.size),
      };
  }
  const page = input.page ?? position?.page ?? 1;
  const offset = (page - 1) * input.size;
  const found = await rows<RankedRow>(
    db,
    sql`${rankedCte(input)} select * from ranked where pos > ${offset} and pos <= ${offset + input.size} order by pos`,
  );
  let total = found.length ? Number(found[0].total) : 0;
  if (!found.length && page > 1) {
    // Past the last page the window has no row to carry the count.
    const [counted] = await rows<{ total: string | number }>(
      db,
      sql`${rankedCte(input)} select count(*) as total from ranked`,
    );
    total = Number(counted.total);
  }
  return {
    items: found.map((row) => ({
      rank: Number(row.rank),
      points: Number(row.points),
      user: toPersonSummary({
        id: row.user_id,
        screenName: row.screen_name,
        firstName: row.first_name,
        lastName: row.last_name,
        avatarUrl: row.avatar_url,
      }),
    })),
    total,
    page,
    size: input.size as Leaderboard['size'],
    role: input.role,
    period: input.period,
    since: input.window ? input.window.start.toISOString() : since ? since.toISOString() : null,
    position,
    window: input.window ? { start: input.window.start.toISOString(), end: input.window.end.toISOString() } : null,
  };
}

/** The places of the scope's located challenges, for the board's place select. */
export async function listBoardPlaces(db: Db, platformId: number | undefined): Promise<BoardPlace[]> {
  const located = await db
    .selectDistinct({ location: challenges.location })
    .from(challenges)
    .where(
      and(
        isNotNull(challenges.location),
        eq(challenges.state, 'published'),
        platformId === undefined ? undefined : eq(challenges.platformId, platformId),
      ),
    );
  return boardPlaces(located.map((row) => row.location));
}

/** Community totals for /scores-stats. The main community (platformId undefined) counts them all. */
export async function loadPlatformStats(db: Db, platformId: number | undefined, now: Date): Promise<PlatformStats> {
  const weekStart = periodStart(now, 'week')!;
  const inPlatform = (column: typeof pointEvents.platformId | typeof challenges.platformId) =>
    platformId === undefined ? undefined : eq(column, platformId);
  const num = (value: unknown) => Number(value ?? 0);
  const [players, week, open, ideaCount, ratingCount] = await Promise.all([
    rows<{ n: string }>(
      db,
      sql`select count(*) as n from (
      select pe.user_id from ${pointEvents} pe join users u on u.id = pe.user_id
      where u.deleted_at is null ${platformId === undefined ? sql`` : sql`and pe.platform_id = ${platformId}`}
      group by pe.user_id having sum(pe.points) > 0) players`,
    ),
    db
      .select({ n: sql`coalesce(sum(${pointEvents.points}), 0)` })
      .from(pointEvents)
      .where(and(inPlatform(pointEvents.platformId), gte(pointEvents.createdAt, weekStart))),
    db
      .select({ n: sql`count(*)` })
      .from(challenges)
      .where(and(inPlatform(challenges.platformId), eq(challenges.state, 'published'), isOpenAt(new Date()))),
    db
      .select({ n: sql`count(*)` })
      .from(ideas)
      .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
      .where(and(inPlatform(challenges.platformId), eq(challenges.state, 'published'), eq(ideas.declined, false))),
    db
      .select({ n: sql`count(*)` })
      .from(ratings)
      .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
      .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
      .where(and(inPlatform(challenges.platformId), eq(challenges.state, 'published'), eq(ideas.declined, false))),
  ]);
  return {
    players_with_neurons: num(players[0]?.n),
    neurons_this_week: num(week[0]?.n),
    week_start: weekStart.toISOString(),
    challenges_open: num(open[0]?.n),
    ideas: num(ideaCount[0]?.n),
    ratings: num(ratingCount[0]?.n),
  };
}
