// An olympiad's board through changes of its window and of its community (issue 17; migration
// 0055): extended at either end, shrunk, moved, after a change of is_main, and a window change
// that meets an award in flight; each time the kept board is compared with a full rebuild of it. The
// participants of the widget and the stats are the players on the overall board.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { olympiads, platforms, pointEvents } from '@/server/provider/db/schema';
import { rows } from '@/server/provider/db/client';
import { controlOlympiad } from '@/server/provider/domain/olympiad-controls';
import { dataOf, demoUser } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { DAY, olympiadBoardHelpers } from './olympiad-board-helpers';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});
const { db, oddOlympiad, earn, liveBoard, ledgerSum, platformOf, expectSameAsFullRebuild } = olympiadBoardHelpers(
  () => provider,
);

test('a window change keeps the board a full rebuild would make: extend either end, shrink, move (M5)', async () => {
  const { row, platform, start, end } = await oddOlympiad('comedy', 2_100, 4);
  // Events on a challenge of the community with a category (and a place when one has it), so the
  // facet rows (category, place, both) take part in the comparison.
  const [challenge] = await rows<{ id: number }>(
    db(),
    sql`select id from challenges where platform_id = ${platform.id} and main_category_id is not null
      order by location is null, id limit 1`,
  );
  const [a, b, c, d] = await Promise.all(
    ['JunoPark', 'SamOkafor', 'LenaVogel', 'DiegoMarquez'].map((n) => demoUser(provider, n)),
  );
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
  const put = (userId: number, points: number, when: Date, role = 'innovator') =>
    db().insert(pointEvents).values({
      userId,
      platformId: platform.id,
      role,
      reason: 'TestEarned',
      points,
      createdAt: when,
      contextType: 'challenge',
      contextId: challenge.id,
    });
  await put(a.id, 30, at(start, DAY));
  await put(b.id, 20, at(start, 2 * DAY), 'mentor');
  await put(c.id, 15, at(end, DAY)); // after the end
  await put(d.id, 25, at(start, -DAY)); // before the start
  await put(d.id, 400, at(start, -DAY / 2), 'director'); // before the start, a director's
  await put(a.id, 10, at(end, 3 * DAY)); // far after the end
  await expectSameAsFullRebuild(row.id);

  const move = (startTime: Date, endTime: Date) =>
    db().update(olympiads).set({ startTime, endTime }).where(eq(olympiads.id, row.id));

  // Extending the end adds [old end, new end): c's 15.
  expect(await controlOlympiad(db(), row.id, { action: 'extend', days: 2 })).toEqual({ ok: true });
  expect((await liveBoard('comedy', row.id)).items).toEqual([
    [a.id, 30],
    [b.id, 20],
    [c.id, 15],
  ]);
  await expectSameAsFullRebuild(row.id);
  // Moving the start earlier adds [new start, old start): d's 25 (the director's 400 only on the
  // director board).
  await move(at(start, -2 * DAY), at(end, 2 * DAY));
  expect((await liveBoard('comedy', row.id)).items).toEqual(await ledgerSum(row, platform.id));
  expect((await liveBoard('comedy', row.id, 'director')).items).toEqual([[d.id, 400]]);
  await expectSameAsFullRebuild(row.id);
  // Both ends out at once, to the far event.
  await move(at(start, -3 * DAY), at(end, 4 * DAY));
  await expectSameAsFullRebuild(row.id);
  // Shrinking the end past nothing (no event in the time lost) and past events (subtracted, 0055).
  await move(at(start, -3 * DAY), at(end, 3 * DAY + 1));
  await expectSameAsFullRebuild(row.id);
  await move(at(start, -3 * DAY), at(end, DAY / 2));
  expect((await liveBoard('comedy', row.id)).items).toEqual(await ledgerSum(row, platform.id));
  await expectSameAsFullRebuild(row.id);
  // Shrinking the start past d's events, after their challenge moved to another category and place
  // (its players' rows were rebuilt then), so the time lost is subtracted under today's facets.
  const [other] = await rows<{ id: number }>(
    db(),
    sql`select id from categories where id <> (select main_category_id from challenges where id = ${challenge.id})
      order by id limit 1`,
  );
  await db().execute(
    sql`update challenges set main_category_id = ${other.id}, location = 'Lyon, France' where id = ${challenge.id}`,
  );
  await expectSameAsFullRebuild(row.id);
  await move(at(start, -1), at(end, DAY / 2));
  await expectSameAsFullRebuild(row.id);
  // Moving the whole window later (overlapping), then to a disjoint one, then back.
  await move(at(start, 2 * DAY), at(end, 2 * DAY));
  await expectSameAsFullRebuild(row.id);
  await move(at(end, 2 * DAY), at(end, 4 * DAY));
  expect((await liveBoard('comedy', row.id)).items).toEqual([[a.id, 10]]);
  await expectSameAsFullRebuild(row.id);
  await move(start, end);
  expect((await liveBoard('comedy', row.id)).items).toEqual([
    [a.id, 30],
    [b.id, 20],
  ]);
  await expectSameAsFullRebuild(row.id);
});

test('the participants of the widget and the stats are the players on the overall board: directing alone does not count', async () => {
  // A window long before the seed's events: only this test's events are in it.
  const { row, platform, start } = await oddOlympiad('comedy', 2_400, 3);
  const now = start.getTime() + 2 * DAY;
  const [a, b, c, d] = await Promise.all(
    ['AishaBello', 'KaiNakamura', 'NoorHaddad', 'OwenMcCarthy'].map((n) => demoUser(provider, n)),
  );
  const participants = async () => {
    const widget = await dataOf(
      await provider.request(`/widgets/olympiads/${row.id}?platform_slug=comedy`),
      200,
      z.object({ current: z.object({ participants: z.number() }) }),
    );
    const stats = await dataOf(
      await provider.request(`/olympiad/olympiads/${row.id}/stats`),
      200,
      z.object({ players: z.number() }),
    );
    const board = await liveBoard('comedy', row.id);
    expect(widget.current.participants).toBe(board.board.total);
    expect(stats.players).toBe(board.board.total);
    return board.board.total;
  };
  const base = await participants();
  expect(base).toBe(0);
  // Only directing: on the director board, not a participant.
  await earn(a.id, platform.id, 500, new Date(now - DAY), 'director');
  expect(await participants()).toBe(base);
  expect((await liveBoard('comedy', row.id, 'director')).items).toContainEqual([a.id, 500]);
  // Directing and the smallest entry of another role: a participant.
  await earn(b.id, platform.id, 500, new Date(now - DAY), 'director');
  await earn(b.id, platform.id, 0.001, new Date(now - DAY), 'innovator');
  expect(await participants()).toBe(base + 1);
  // Neurons that came to nothing (a reversal): not.
  await earn(c.id, platform.id, 5, new Date(now - DAY), 'rater');
  await earn(c.id, platform.id, -5, new Date(now - DAY / 2), 'rater');
  expect(await participants()).toBe(base + 1);
  // Another community, or outside the window: not.
  await earn(d.id, (await platformOf('politics')).id, 5, new Date(now - DAY));
  await earn(d.id, platform.id, 5, new Date(now - 3 * DAY));
  expect(await participants()).toBe(base + 1);
  // At the start (inclusive): a participant.
  await earn(d.id, platform.id, 5, start, 'scout');
  expect(await participants()).toBe(base + 2);
});

test("changing a platform's is_main rebuilds the boards of its olympiads", async () => {
  const nervus = await platformOf('nervus');
  const comedy = await platformOf('comedy');
  const politics = await platformOf('politics');
  const { row, start } = await oddOlympiad('comedy', 2_700, 2);
  const [mainRow] = await db()
    .insert(olympiads)
    .values({
      platformId: nervus.id,
      title: 'nervus same window',
      cycle: 'weekly',
      startTime: row.startTime,
      endTime: row.endTime,
    })
    .returning();
  const [a, b, c] = await Promise.all(['JunoPark', 'SamOkafor', 'LenaVogel'].map((n) => demoUser(provider, n)));
  await earn(a.id, comedy.id, 30, new Date(start.getTime() + DAY));
  await earn(b.id, politics.id, 20, new Date(start.getTime() + DAY));
  await earn(c.id, nervus.id, 10, new Date(start.getTime() + DAY));
  expect((await liveBoard('comedy', row.id)).items).toEqual([[a.id, 30]]);
  expect((await liveBoard('nervus', mainRow.id)).items).toEqual([
    [a.id, 30],
    [b.id, 20],
    [c.id, 10],
  ]);
  const swapMain = (slug: string) =>
    db()
      .update(platforms)
      .set({ isMain: sql`slug = ${slug}` })
      .where(sql`slug in ('nervus', 'comedy')`);
  try {
    // comedy becomes the main community: its olympiad counts every community, nervus's only its own.
    await swapMain('comedy');
    expect((await liveBoard('comedy', row.id)).items).toEqual(await ledgerSum(row, undefined));
    expect((await liveBoard('comedy', row.id)).items).toEqual([
      [a.id, 30],
      [b.id, 20],
      [c.id, 10],
    ]);
    expect((await liveBoard('nervus', mainRow.id)).items).toEqual([[c.id, 10]]);
    await expectSameAsFullRebuild(row.id);
    await expectSameAsFullRebuild(mainRow.id);
    // And an award after the swap lands by the new rule.
    await earn(b.id, politics.id, 1, new Date(start.getTime() + DAY));
    expect((await liveBoard('comedy', row.id)).items).toEqual(await ledgerSum(row, undefined));
  } finally {
    await swapMain('nervus');
  }
  expect((await liveBoard('comedy', row.id)).items).toEqual([[a.id, 30]]);
  expect((await liveBoard('nervus', mainRow.id)).items).toEqual(await ledgerSum(mainRow, undefined));
  await expectSameAsFullRebuild(row.id);
  await expectSameAsFullRebuild(mainRow.id);
});

const onPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');
// PGlite has one connection, so an award cannot hold the board lock while a window change waits.
if (!onPostgres)
  console.log('olympiad board lock timeout: skipped on PGlite (one connection); the Postgres pass runs it');
(onPostgres ? test : test.skip)(
  'a window change waits about a second for an award in flight, then gives up; the control retries it',
  async () => {
    const { row, platform, start } = await oddOlympiad('comedy', 3_000, 2);
    const a = await demoUser(provider, 'JunoPark');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // An award transaction left open holds its community's shared board lock.
    const award = db().transaction(async (tx) => {
      await tx.insert(pointEvents).values({
        userId: a.id,
        platformId: platform.id,
        role: 'innovator',
        reason: 'TestEarned',
        points: 8,
        createdAt: new Date(start.getTime() + DAY),
      });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const t0 = Date.now();
    const codes: string[] = [];
    await db()
      .update(olympiads)
      .set({ endTime: new Date(start.getTime() + 3 * DAY) })
      .where(eq(olympiads.id, row.id))
      .catch((err) => {
        for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
          if (e.code) codes.push(e.code);
      });
    expect(codes).toContain('55P03');
    expect(Date.now() - t0).toBeLessThan(2_500);
    // The control retries until the award has committed, then counts its event.
    setTimeout(release, 1_200);
    expect(await controlOlympiad(db(), row.id, { action: 'extend', days: 1 })).toEqual({ ok: true });
    await award;
    expect((await liveBoard('comedy', row.id)).items).toEqual([[a.id, 8]]);
    await expectSameAsFullRebuild(row.id);
  },
);
