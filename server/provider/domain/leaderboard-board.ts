// Leaderboard pages from neuron_board (issue 6 §7): every read is a range of the index
// neuron_board_rank (window, scope, role, points desc, sort_name, user_id), so a page costs the
// rows before it at worst and page 1 costs 20 rows, whatever the number of players. Ranking is
// dense (100, 100, 90 -> 1, 1, 2); ties are ordered by screen name, as the ledger query orders them.
import { sql, type SQL } from 'drizzle-orm';
import type { Leaderboard } from '../../../lib/contracts/browse';
import { ledgerRole, periodStart } from '../../../lib/leaderboard';
import type { Db } from '../db/client';
import type { LeaderboardInput } from './leaderboard';
import { rows } from './leaderboard';
import { toPersonSummary } from './mappers';

export function boardKey(input: Pick<LeaderboardInput, 'now' | 'period' | 'platformId' | 'role'>): SQL {
  const since = periodStart(input.now, input.period);
  const start = since ? since.toISOString().slice(0, 10) : '1970-01-01';
  return sql`b.period = ${input.period} and b.period_start = ${start}::date and b.scope = ${input.platformId ?? 0}
    and b.role = ${ledgerRole(input.role) ?? 'overall'} and b.points > 0`;
}

/** Dense rank of a score: one more than the distinct higher scores. */
export async function denseRank(db: Db, key: SQL, points: string): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, sql`select count(*) as n from (select distinct b.points from neuron_board b where ${key} and b.points > ${points}::numeric) d`);
  return Number(row.n) + 1;
}

type PageRow = { user_id: number; points: string; screen_name: string; first_name: string; last_name: string; avatar_url: string | null };

export async function loadBoardPage(db: Db, input: LeaderboardInput): Promise<Omit<Leaderboard, 'category'>> {
  const key = boardKey(input);
  const since = periodStart(input.now, input.period);
  let position: Leaderboard['position'] = null;
  if (input.userId !== undefined) {
    const [mine] = await rows<{ points: string; sort_name: string }>(db, sql`select b.points, b.sort_name from neuron_board b where ${key} and b.user_id = ${input.userId}`);
    if (mine) {
      const [ahead] = await rows<{ n: string | number }>(db, sql`select count(*) as n from neuron_board b where ${key}
        and (b.points > ${mine.points}::numeric or (b.points = ${mine.points}::numeric and (b.sort_name, b.user_id) < (${mine.sort_name}, ${input.userId})))`);
      position = { rank: await denseRank(db, key, mine.points), points: Number(mine.points), page: Math.floor(Number(ahead.n) / input.size) + 1 };
    }
  }
  const page = input.page ?? position?.page ?? 1;
  const [found, counted] = await Promise.all([
    rows<PageRow>(db, sql`select b.user_id, b.points, u.screen_name, u.first_name, u.last_name, u.avatar_url
      from neuron_board b join users u on u.id = b.user_id
      where ${key} order by b.points desc, b.sort_name, b.user_id limit ${input.size} offset ${(page - 1) * input.size}`),
    rows<{ n: string | number }>(db, sql`select count(*) as n from neuron_board b where ${key}`),
  ]);
  // The first row's rank is counted; each lower score after it on the page is the next rank.
  let rank = found.length ? await denseRank(db, key, found[0].points) : 0;
  const items = found.map((row, i) => {
    if (i > 0 && Number(row.points) < Number(found[i - 1].points)) rank++;
    return {
      rank,
      points: Number(row.points),
      user: toPersonSummary({ id: row.user_id, screenName: row.screen_name, firstName: row.first_name, lastName: row.last_name, avatarUrl: row.avatar_url }),
    };
  });
  return {
    items,
    total: Number(counted[0].n),
    page,
    size: input.size as Leaderboard['size'],
    role: input.role,
    period: input.period,
    since: since ? since.toISOString() : null,
    position,
  };
}
