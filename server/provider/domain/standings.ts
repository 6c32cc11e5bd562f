// GET /me/standings (My Progress → Leaderboards, spec 3 §2.4): the player's place on every role's
// board of one period in one query, instead of one board read per role. Each role's branch reads
// neuron_board through the boards' own key (boardKey: window, scope, role, points > 0), so it is
// ranges of the index neuron_board_rank, and it counts as the board pages count: dense rank (one
// more than the distinct higher scores), the page from the rows ahead in (points desc, sort_name,
// user_id) order, and the players on the board.
import { sql } from 'drizzle-orm';
import type { Standings } from '../../../lib/contracts/awards';
import { LEADERBOARD_PAGE_SIZE, ROLE_SLUGS, type LeaderboardPeriod } from '../../../lib/leaderboard';
import type { Db } from '../db/client';
import { rows } from './leaderboard';
import { boardKey } from './leaderboard-board';

type Row = { role: string; total: string | number; points: string | null; rank: string | number | null; ahead: string | number | null };

export async function loadStandings(db: Db, input: { userId: number; platformId?: number; period: LeaderboardPeriod; now: Date }): Promise<Standings> {
  const branches = ROLE_SLUGS.map((role) => {
    const key = boardKey({ ...input, role });
    return sql`select ${role}::text as role,
      (select count(*) from neuron_board b where ${key}) as total,
      m.points,
      case when m.points is null then null else 1 + (select count(*) from (select distinct b.points from neuron_board b where ${key} and b.points > m.points) d) end as rank,
      case when m.points is null then null else (select count(*) from neuron_board b where ${key}
        and (b.points > m.points or (b.points = m.points and (b.sort_name, b.user_id) < (m.sort_name, m.user_id)))) end as ahead
      from (select 1) one
      left join lateral (select b.points, b.sort_name, b.user_id from neuron_board b where ${key} and b.user_id = ${input.userId}) m on true`;
  });
  const found = await rows<Row>(db, sql.join(branches, sql` union all `));
  const byRole = new Map(found.map((r) => [r.role, r]));
  return {
    period: input.period,
    size: LEADERBOARD_PAGE_SIZE,
    items: ROLE_SLUGS.map((role) => {
      const r = byRole.get(role)!;
      return {
        role,
        total: Number(r.total),
        position: r.points === null ? null : { rank: Number(r.rank), points: Number(r.points), page: Math.floor(Number(r.ahead) / LEADERBOARD_PAGE_SIZE) + 1 },
      };
    }),
  };
}
