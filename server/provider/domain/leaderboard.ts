// Leaderboards and community totals (spec 3 §1, §2.5). Boards read the trigger-kept neuron_board
// (leaderboard-board.ts): calendar periods and every olympiad's own window; a custom date range
// sums its day boards and ranks them into a short-lived kept board (leaderboard-range.ts).
// Ranking is dense: players with equal neurons share a rank and the next total takes the next
// number (100, 100, 90 -> 1, 1, 2). Only players with a positive total in the window are listed.
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { boardPlaces, type BoardPlace } from '@/lib/game/board-place';
import { isOpenAt } from './challenge-filters';
import type { Leaderboard, PlatformStats } from '@/lib/contracts/browse';
import { periodStart } from '@/lib/leaderboard';
import { rows, type Db } from '../db/client';
import { categories, challenges, ideas, pointEvents, ratings } from '../db/schema';
import { loadBoardPage, type LeaderboardInput } from './leaderboard-board';
import { loadRangeBoard } from './leaderboard-range';

export type { LeaderboardInput };

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

export async function loadLeaderboard(
  db: Db,
  input: LeaderboardInput,
): Promise<Omit<Leaderboard, 'category' | 'place'>> {
  // Every calendar or olympiad board (whole, category, place, or a category and a place together) is
  // a facet of the trigger-kept neuron_board; a custom range sums its day boards (leaderboard-range.ts).
  return input.window ? loadRangeBoard(db, { ...input, window: input.window }) : loadBoardPage(db, input);
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
