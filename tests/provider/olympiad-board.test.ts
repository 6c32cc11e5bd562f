// An olympiad's own board (issue 17; migrations 0048, 0052): the ledger trigger keeps a board per
// olympiad (period 'olympiad', scope = its id), so a live tournament board is an index read whatever
// its window. The tests compare that board with a sum of the ledger over the window, by the closing
// ranking's rule (windowBoard: start inclusive, end exclusive, director neurons left out of the
// overall race), at the window's edges, after an extension and an early close, with an award racing
// a window change, and check the histogram the board pages with. A custom date range is bounded and
// refused with 422 (its sums are checked in leaderboard-range.test.ts). Window changes against a
// full rebuild, is_main and the participants: olympiad-window-change.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CUSTOM_RANGE_MAX_DAYS, CUSTOM_RANGE_MESSAGES } from '@/lib/leaderboard';
import { leaderboardSchema } from '@/lib/contracts/browse';
import { olympiads } from '@/server/provider/db/schema';
import { rows } from '@/server/provider/db/client';
import { controlOlympiad } from '@/server/provider/domain/olympiad-controls';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { DAY, olympiadBoardHelpers } from './olympiad-board-helpers';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});
const { db, oddOlympiad, earn, liveBoard, ledgerSum, expectHistogramInStep, platformOf } = olympiadBoardHelpers(
  () => provider,
);

test("a community olympiad's board is the ledger of its window: edges, other communities, directors, extension", async () => {
  const { row, platform, start, end } = await oddOlympiad('comedy', 900);
  const other = await platformOf('politics');
  const [a, b, c, d] = await Promise.all(
    ['JunoPark', 'SamOkafor', 'LenaVogel', 'DiegoMarquez'].map((n) => demoUser(provider, n)),
  );
  await earn(a.id, platform.id, 30, start); // at the start: counts (inclusive)
  await earn(b.id, platform.id, 20, new Date(end.getTime() - 1)); // the last millisecond: counts
  await earn(c.id, platform.id, 5, new Date(start.getTime() + DAY), 'mentor');
  await earn(c.id, platform.id, 10, end); // at the end: not in the window (exclusive)
  await earn(d.id, platform.id, 40, new Date(start.getTime() - 1)); // before the start
  await earn(d.id, other.id, 50, new Date(start.getTime() + DAY)); // another community
  // A director's neurons stay off the overall race, as at closing (spec 3 §1), but on the director board.
  await earn(d.id, platform.id, 1_000, new Date(start.getTime() + 2 * DAY), 'director');

  const live = await liveBoard('comedy', row.id);
  expect(live.items).toEqual([
    [a.id, 30],
    [b.id, 20],
    [c.id, 5],
  ]);
  expect(live.items).toEqual(await ledgerSum(row, platform.id));
  expect(live.board.window).toEqual({ start: start.toISOString(), end: end.toISOString() });
  expect((await liveBoard('comedy', row.id, 'director')).items).toEqual([[d.id, 1_000]]);
  expect((await liveBoard('comedy', row.id, 'mentor')).items).toEqual([[c.id, 5]]);
  await expectHistogramInStep(row.id);

  // Extending the window (the admin control) adds the time gained to this olympiad's board in the
  // same transaction (migration 0052): the event at the old end is now inside, and an event after it lands live.
  expect(await controlOlympiad(db(), row.id, { action: 'extend', days: 1 })).toEqual({ ok: true });
  await earn(a.id, platform.id, 1, new Date(end.getTime() + DAY - 1));
  const extended = await liveBoard('comedy', row.id);
  expect(extended.items).toEqual([
    [a.id, 31],
    [b.id, 20],
    [c.id, 15],
  ]);
  expect(extended.items).toEqual(await ledgerSum(row, platform.id));
  await expectHistogramInStep(row.id);

  // Moving the start later (a changed window) drops what fell before it.
  await db()
    .update(olympiads)
    .set({ startTime: new Date(start.getTime() + 1) })
    .where(eq(olympiads.id, row.id));
  const moved = await liveBoard('comedy', row.id);
  expect(moved.items).toEqual(await ledgerSum(row, platform.id));
  expect(moved.items).toEqual([
    [b.id, 20],
    [c.id, 15],
    [a.id, 1],
  ]);
  await expectHistogramInStep(row.id);

  // A reversal-like negative event inside the window (recorded after the fact) lands too.
  await earn(b.id, platform.id, -20, new Date(start.getTime() + 3 * DAY));
  expect((await liveBoard('comedy', row.id)).items).toEqual(await ledgerSum(row, platform.id));
  await expectHistogramInStep(row.id);
});

test("the main community's olympiad counts every community and closes on exactly its live board", async () => {
  const main = await platformOf('nervus');
  const { row, start, end } = await oddOlympiad('nervus', 1_200, 3);
  const comedy = await platformOf('comedy');
  const [a, b, c] = await Promise.all(['AishaBello', 'KaiNakamura', 'NoorHaddad'].map((n) => demoUser(provider, n)));
  await earn(a.id, comedy.id, 25, new Date(start.getTime() + DAY));
  await earn(b.id, main.id, 25, new Date(start.getTime() + DAY));
  await earn(c.id, comedy.id, 500, new Date(start.getTime() + DAY), 'director');
  await earn(c.id, main.id, 3, new Date(end.getTime() - 1));
  const live = await liveBoard('nervus', row.id);
  const closing = await ledgerSum(row, undefined);
  expect(live.items).toEqual(closing);
  // Ties share a rank and are ordered by screen name, as the closing ranks them.
  expect(live.items).toEqual([
    [a.id, 25],
    [b.id, 25],
    [c.id, 3],
  ]);
  expect(live.board.items.map((i) => i.rank)).toEqual([1, 1, 2]);
  await expectHistogramInStep(row.id);

  // Deleting the olympiad removes its board.
  await db()
    .delete(olympiads)
    .where(and(eq(olympiads.id, row.id)));
  const left = await rows<{ n: string | number }>(
    db(),
    sql`select (select count(*) from neuron_board where period = 'olympiad' and scope = ${row.id})
      + (select count(*) from neuron_board_score where period = 'olympiad' and scope = ${row.id}) as n`,
  );
  expect(Number(left[0].n)).toBe(0);
});

test('an award landing while a window change is in flight is counted once, by one side or the other', async () => {
  const { row, platform, end } = await oddOlympiad('comedy', 1_500, 2);
  const [a, b] = await Promise.all(['JunoPark', 'SamOkafor'].map((n) => demoUser(provider, n)));
  await earn(a.id, platform.id, 10, new Date(end.getTime() - DAY));
  // The extension holds its transaction open; on Postgres the award's ledger trigger waits for it
  // (the community's advisory lock) and then counts the event in the new window. Without the lock
  // the award would compute its keys from the old window while the rebuild cannot see its event.
  const extension = db().transaction(async (tx) => {
    await tx
      .update(olympiads)
      .set({ endTime: new Date(end.getTime() + DAY) })
      .where(eq(olympiads.id, row.id));
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  await Promise.all([extension, earn(b.id, platform.id, 7, new Date(end.getTime() + 1_000))]);
  const live = await liveBoard('comedy', row.id);
  expect(live.items).toEqual(await ledgerSum(row, platform.id));
  expect(live.items).toEqual([
    [a.id, 10],
    [b.id, 7],
  ]);
  await expectHistogramInStep(row.id);
});

test('closing early ends the window now: its role boards drop what falls after, the ranking matches the board', async () => {
  const platform = await platformOf('comedy');
  const now = Date.now();
  const start = new Date(now - 2 * DAY - 4_321);
  const [row] = await db()
    .insert(olympiads)
    .values({
      platformId: platform.id,
      title: 'comedy closed early',
      cycle: 'weekly',
      startTime: start,
      endTime: new Date(now + 5 * DAY),
    })
    .returning();
  const [a, b] = await Promise.all(['NoorHaddad', 'OwenMcCarthy'].map((n) => demoUser(provider, n)));
  await earn(a.id, platform.id, 12, new Date(start.getTime() + 1_000), 'mentor');
  await earn(b.id, platform.id, 9, new Date(now - 60_000), 'mentor');
  // Dated after the close (a correction recorded ahead): on the board until the window ends before it.
  await earn(b.id, platform.id, 100, new Date(now + DAY), 'mentor');
  expect((await liveBoard('comedy', row.id, 'mentor')).items).toEqual([
    [b.id, 109],
    [a.id, 12],
  ]);
  expect(await controlOlympiad(db(), row.id, { action: 'close' })).toEqual({ ok: true });
  const mentors = await liveBoard('comedy', row.id, 'mentor');
  expect(mentors.items).toEqual([
    [a.id, 12],
    [b.id, 9],
  ]);
  const [closed] = await db().select().from(olympiads).where(eq(olympiads.id, row.id));
  expect(closed.state).toBe('review');
  expect(closed.endTime.getTime()).toBeLessThanOrEqual(Date.now());
  // The frozen overall result (the closing's ranking) is this window's board.
  const overall = await rows<{ user_id: number; points: string | number }>(
    db(),
    sql`select user_id, points from neuron_board where period = 'olympiad' and scope = ${row.id}
      and role = 'overall' and facet = '' and points > 0 order by points desc`,
  );
  expect(overall.map((r): [number, number] => [Number(r.user_id), Number(r.points)])).toEqual(
    (await liveBoard('comedy', row.id)).items,
  );
  await expectHistogramInStep(row.id);
});

test('a custom range is summed within its bound; a backwards or too long range is a 422', async () => {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const ok = await dataOf(
    await provider.request(`/platforms/nervus/leaderboard?from=${day(Date.now() - 30 * DAY)}`),
    200,
    leaderboardSchema,
  );
  expect(ok.window?.start).toBe(`${day(Date.now() - 30 * DAY)}T00:00:00.000Z`);
  const backwards = await provider.request('/platforms/nervus/leaderboard?from=2026-03-02&to=2026-03-01');
  expect((await errorsOf(backwards, 422)).errors).toEqual([{ field: 'to', error: CUSTOM_RANGE_MESSAGES.order }]);
  const long = await provider.request('/platforms/nervus/leaderboard?from=2020-01-01&to=2021-01-01');
  expect((await errorsOf(long, 422)).errors).toEqual([{ field: 'from', error: CUSTOM_RANGE_MESSAGES.tooLong }]);
  // Exactly the bound is allowed (both days inclusive).
  const bound = await provider.request(
    `/platforms/nervus/leaderboard?from=2024-01-01&to=${day(Date.UTC(2024, 0, 1) + (CUSTOM_RANGE_MAX_DAYS - 1) * DAY)}`,
  );
  expect(bound.status).toBe(200);
  // 'to' alone covers the bound's days before it.
  const upTo = await dataOf(
    await provider.request('/platforms/nervus/leaderboard?to=2025-06-30'),
    200,
    z.object({ window: z.object({ start: z.string(), end: z.string() }) }).passthrough(),
  );
  expect(Date.parse(upTo.window.end) - Date.parse(upTo.window.start)).toBe(CUSTOM_RANGE_MAX_DAYS * DAY);
});
