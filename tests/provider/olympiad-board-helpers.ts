// What the olympiad board tests share (olympiad-board.test.ts, olympiad-window-change.test.ts): an
// olympiad with an odd window, neurons earned at a time, the live board read page by page, the
// ledger's sum by the closing rule, and the board compared with a full rebuild of it.
import { eq, sql } from 'drizzle-orm';
import { leaderboardSchema } from '@/lib/contracts/browse';
import { olympiads, platforms, pointEvents } from '@/server/provider/db/schema';
import { rows } from '@/server/provider/db/client';
import { windowBoard } from '@/server/provider/domain/olympiad-closing';
import { dataOf } from './api-helpers';
import type { TestProvider } from './harness';

export const DAY = 86_400_000;

/** The helpers on a test file's provider, which its beforeAll creates (hence the getter). */
export function olympiadBoardHelpers(current: () => TestProvider) {
  const db = () => current().database.db;

  async function platformOf(slug: string) {
    const [platform] = await db().select().from(platforms).where(eq(platforms.slug, slug));
    return platform;
  }

  /** An olympiad whose window is no calendar week (a Wednesday 13:37), long before the seed's events. */
  async function oddOlympiad(slug: string, offsetDays: number, days = 5) {
    const platform = await platformOf(slug);
    const start = new Date(Date.UTC(2023, 0, 4, 13, 37) - offsetDays * DAY);
    const end = new Date(start.getTime() + days * DAY);
    const [row] = await db()
      .insert(olympiads)
      .values({ platformId: platform.id, title: `${slug} odd window`, cycle: 'weekly', startTime: start, endTime: end })
      .returning();
    return { row, platform, start, end };
  }

  async function earn(userId: number, platformId: number, points: number, at: Date, role = 'innovator') {
    await db().insert(pointEvents).values({ userId, platformId, role, reason: 'TestEarned', points, createdAt: at });
  }

  /** Every page of an olympiad's live board for a role, as [user id, neurons] best first. */
  async function liveBoard(slug: string, id: number, role = 'overall') {
    const found: [number, number][] = [];
    for (let page = 1; ; page++) {
      const board = await dataOf(
        await current().request(`/platforms/${slug}/leaderboard?olympiad=${id}&role=${role}&page=${page}`),
        200,
        leaderboardSchema,
      );
      found.push(...board.items.map((item): [number, number] => [item.user.id, item.points]));
      if (found.length >= board.total || board.items.length === 0) {
        expect(found).toHaveLength(board.total);
        return { items: found, board };
      }
    }
  }

  /** The ledger's sum over the window by the closing rule (windowBoard), as [user id, neurons]. */
  async function ledgerSum(row: typeof olympiads.$inferSelect, platformId: number | undefined) {
    const [fresh] = await db().select().from(olympiads).where(eq(olympiads.id, row.id));
    const sum = await windowBoard(db(), { start: fresh.startTime, end: fresh.endTime, platformId });
    return sum.map((p): [number, number] => [p.userId, p.neurons]);
  }

  /** The histogram of the olympiad's boards matches its rows (players per positive score). */
  async function expectHistogramInStep(id: number) {
    const off = await rows<{ n: string | number }>(
      db(),
      sql`select count(*) as n from (
        select role, facet, points, count(*)::int as players from neuron_board
        where period = 'olympiad' and scope = ${id} and points > 0 group by 1, 2, 3) b
      full join (select role, facet, points, players from neuron_board_score
        where period = 'olympiad' and scope = ${id} and players <> 0) s using (role, facet, points)
      where b.players is distinct from s.players`,
    );
    expect(Number(off[0].n)).toBe(0);
  }

  /**
   * Every row of an olympiad's board (all roles and facets, positive points) and its histogram, to
   * compare two boards: [role, facet, user id, points] and [role, facet, points, players].
   */
  async function boardRows(id: number, on = db()) {
    const board = await rows<{ role: string; facet: string; user_id: number; points: string | number }>(
      on,
      sql`select role, facet, user_id, points from neuron_board
        where period = 'olympiad' and scope = ${id} and points > 0 order by 1, 2, 3`,
    );
    const histogram = await rows<{ role: string; facet: string; points: string | number; players: number }>(
      on,
      sql`select role, facet, points, players from neuron_board_score
        where period = 'olympiad' and scope = ${id} and players <> 0 and points > 0 order by 1, 2, 3`,
    );
    return {
      board: board.map((r) => [r.role, r.facet, Number(r.user_id), Number(r.points)]),
      histogram: histogram.map((r) => [r.role, r.facet, Number(r.points), Number(r.players)]),
    };
  }

  /**
   * The board as a full rebuild makes it (neuron_olympiad_board_build from the ledger, in a
   * transaction rolled back afterwards) is the board kept by the window changes.
   */
  async function expectSameAsFullRebuild(id: number) {
    const kept = await boardRows(id);
    expect(kept.board.length).toBeGreaterThan(0);
    let rebuilt: Awaited<ReturnType<typeof boardRows>> | undefined;
    const rollback = new Error('rollback');
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`delete from neuron_board_score where period = 'olympiad' and scope = ${id}`);
        await tx.execute(sql`delete from neuron_board where period = 'olympiad' and scope = ${id}`);
        await tx.execute(sql`select neuron_olympiad_board_build(${id})`);
        rebuilt = await boardRows(id, tx as unknown as ReturnType<typeof db>);
        throw rollback;
      })
      .catch((err) => {
        if (err !== rollback) throw err;
      });
    expect(kept).toEqual(rebuilt);
    expect(await boardRows(id)).toEqual(kept);
    await expectHistogramInStep(id);
  }

  return {
    db,
    platformOf,
    oddOlympiad,
    earn,
    liveBoard,
    ledgerSum,
    expectHistogramInStep,
    boardRows,
    expectSameAsFullRebuild,
  };
}
