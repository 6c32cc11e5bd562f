// Leaderboard pages from neuron_board and its score histogram neuron_board_score (issue 6 §7,
// migration 0024). Ranking is dense (100, 100, 90 -> 1, 1, 2); ties are ordered by screen name,
// as the ledger query orders them.
//
// Why a histogram: counting rows made the all-time board of every community linear in its
// players (page 1 0.35 s, deep pages and user= 1.8-3.6 s p95 at 100,000 players): the total, the
// dense rank (distinct higher scores) and the rows before an offset or a player were all counts
// over the board. The trigger now also keeps the number of players per score, so each of them is
// a sum or count over the board's distinct scores (a few thousand at most, as neurons come in
// steps of 5), read from the histogram's primary key. A page then seeks to the score its first
// row holds and skips only the ties before it at that score. Unlike a periodically refreshed rank
// column it is exact after every award, and it needs no job; unlike a keyset cursor it keeps the
// numbered, shareable ?page= links.
import { sql, type SQL } from 'drizzle-orm';
import type { Leaderboard } from '@/lib/contracts/browse';
import { ledgerRole, periodStart, type LeaderboardPeriod, type LeaderboardRole } from '@/lib/leaderboard';
import { rows, type Db } from '../db/client';
import { toPersonSummary } from './mappers';

export interface LeaderboardInput {
  /** undefined: every community (the main community's board). */
  platformId?: number;
  role: LeaderboardRole;
  period: LeaderboardPeriod;
  /** Only neurons earned on challenges (or their ideas) in these categories. */
  categoryIds?: number[];
  /** Only neurons earned on challenges located in this place (its key, lib/game/board-place.ts). */
  place?: string;
  page?: number;
  size: number;
  userId?: number;
  now: Date;
  /** A custom range that is not a calendar period: summed from the ledger (leaderboard.ts). */
  window?: { start: Date; end: Date };
  /**
   * An olympiad's own board (period 'olympiad', scope = its id; migration 0046), whatever its
   * window; `end` is the end shown (its end, or now while it runs).
   */
  olympiad?: { id: number; start: Date; end: Date };
}

/**
 * '' the whole board; 'c:ID' a category with its subcategories; 'p:key' a place; 'c:ID|p:key' both
 * (migration 0042). categoryIds lists the category first, then its descendants.
 */
export function boardFacet(input: Pick<LeaderboardInput, 'categoryIds' | 'place'>): string {
  if (input.categoryIds?.length && input.place) return `c:${input.categoryIds[0]}|p:${input.place}`;
  if (input.categoryIds?.length) return `c:${input.categoryIds[0]}`;
  if (input.place) return `p:${input.place}`;
  return '';
}

type BoardInput = Pick<
  LeaderboardInput,
  'now' | 'period' | 'platformId' | 'role' | 'categoryIds' | 'place' | 'olympiad'
>;

/**
 * The board's key columns on a table alias: neuron_board b or neuron_board_score s. An olympiad's
 * board is keyed by its id alone (its community is the olympiad's); a calendar board by its
 * period's start and its community (0: every community).
 */
export function boardKey(alias: 'b' | 's', input: BoardInput): SQL {
  const since = input.olympiad ? null : periodStart(input.now, input.period);
  const start = since ? since.toISOString().slice(0, 10) : '1970-01-01';
  const period = input.olympiad ? 'olympiad' : input.period;
  const scope = input.olympiad ? input.olympiad.id : (input.platformId ?? 0);
  const t = sql.raw(alias);
  return sql`${t}.period = ${period} and ${t}.period_start = ${start}::date and ${t}.scope = ${scope}
    and ${t}.role = ${ledgerRole(input.role) ?? 'overall'} and ${t}.facet = ${boardFacet(input)} and ${t}.points > 0`;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * A player's place on a board, or null when they are not on it: the dense rank and the players at
 * higher scores from the histogram; the ties before them at their own score from the board index
 * (`t.points > 0` spelled out, or the planner cannot use the partial index neuron_board_rank).
 */
export async function boardPosition(
  db: Db,
  input: BoardInput,
  userId: number,
  size: number,
): Promise<Leaderboard['position']> {
  const key = boardKey('b', input);
  const scores = boardKey('s', input);
  const [mine] = await rows<{
    points: string;
    higher_scores: string | number;
    higher_players: string | number;
    ties_ahead: string | number;
  }>(
    db,
    sql`
    select b.points,
      (select count(*) from neuron_board_score s where ${scores} and s.players > 0 and s.points > b.points) as higher_scores,
      (select sum(s.players) from neuron_board_score s where ${scores} and s.points > b.points) as higher_players,
      (select count(*) from neuron_board t where t.period = b.period and t.period_start = b.period_start and t.scope = b.scope and t.role = b.role and t.facet = b.facet
        and t.points > 0 and t.points = b.points and (t.sort_name, t.user_id) < (b.sort_name, b.user_id)) as ties_ahead
    from neuron_board b where ${key} and b.user_id = ${userId}`,
  );
  if (!mine) return null;
  const ahead = num(mine.higher_players) + num(mine.ties_ahead);
  return { rank: num(mine.higher_scores) + 1, points: Number(mine.points), page: Math.floor(ahead / size) + 1 };
}

/** Players on a board: the histogram's sum. */
export async function boardTotal(db: Db, input: BoardInput): Promise<number> {
  const [total] = await rows<{ n: string | number | null }>(
    db,
    sql`select sum(s.players) as n from neuron_board_score s where ${boardKey('s', input)}`,
  );
  return num(total?.n);
}

type PageRow = {
  user_id: number;
  points: string;
  screen_name: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
};

export async function loadBoardPage(db: Db, input: LeaderboardInput): Promise<Omit<Leaderboard, 'category' | 'place'>> {
  const key = boardKey('b', input);
  const scores = boardKey('s', input);
  const since = periodStart(input.now, input.period);
  const position = input.userId === undefined ? null : await boardPosition(db, input, input.userId, input.size);
  const page = input.page ?? position?.page ?? 1;
  const offset = (page - 1) * input.size;
  // The score of the page's first row: the first score whose running player count passes the
  // offset; `before` players hold higher scores, `higher` distinct scores lie above it.
  const [total, boundary] = await Promise.all([
    boardTotal(db, input),
    rows<{ points: string; before: string | number; higher: string | number }>(
      db,
      sql`
      select h.points, h.upto - h.players as before, h.higher from (
        select s.points, s.players, sum(s.players) over w as upto, count(*) over w - 1 as higher
        from neuron_board_score s where ${scores} and s.players > 0
        window w as (order by s.points desc rows between unbounded preceding and current row)) h
      where h.upto > ${offset} order by h.points desc limit 1`,
    ),
  ]);
  let found: PageRow[] = [];
  if (boundary.length) {
    const { points, before } = boundary[0];
    // The skipped ties are read from the index alone; only the page's rows are joined to users.
    found = await rows<PageRow>(
      db,
      sql`select b.user_id, b.points, u.screen_name, u.first_name, u.last_name, u.avatar_url
      from (select b.user_id, b.points, b.sort_name from neuron_board b
            where ${key} and b.points <= ${points}::numeric
            order by b.points desc, b.sort_name, b.user_id limit ${input.size} offset ${offset - num(before)}) b
      join users u on u.id = b.user_id
      order by b.points desc, b.sort_name, b.user_id`,
    );
  }
  // The first row holds the boundary score; each lower score after it on the page is the next rank.
  let rank = boundary.length ? num(boundary[0].higher) + 1 : 0;
  const items = found.map((row, i) => {
    if (i > 0 && Number(row.points) < Number(found[i - 1].points)) rank++;
    return {
      rank,
      points: Number(row.points),
      user: toPersonSummary({
        id: row.user_id,
        screenName: row.screen_name,
        firstName: row.first_name,
        lastName: row.last_name,
        avatarUrl: row.avatar_url,
      }),
    };
  });
  return {
    items,
    total,
    page,
    size: input.size as Leaderboard['size'],
    role: input.role,
    period: input.period,
    since: input.olympiad ? input.olympiad.start.toISOString() : since ? since.toISOString() : null,
    position,
    window: input.olympiad
      ? { start: input.olympiad.start.toISOString(), end: input.olympiad.end.toISOString() }
      : null,
  };
}
