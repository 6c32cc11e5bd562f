// Checks of the trigger-kept score aggregates shared by the provider tests.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/provider/db/client';

/** Histogram rows (neuron_board_score) that disagree with a count of the board's players per positive score; 0 when exact. */
export async function histogramMismatches(db: Db): Promise<number> {
  const diff = (await db.execute(sql`
    with counted as (select period, period_start, scope, role, facet, points, count(*)::int as players
                     from neuron_board where points > 0 group by 1, 2, 3, 4, 5, 6),
         kept as (select period, period_start, scope, role, facet, points, players from neuron_board_score where players <> 0)
    select count(*)::int as n from ((select * from counted except select * from kept) union all (select * from kept except select * from counted)) d`)) as unknown as {
    rows: { n: number }[];
  };
  return diff.rows[0].n;
}
