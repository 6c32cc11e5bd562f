// The olympiad detail calls of spec 3 §7 (issue 17): a race's board of an olympiad (frozen for a
// closed olympiad's Idea Race, live otherwise), a frozen result with its neighbours on the board,
// and olympiads across communities; with their edges: unknown ids and races are 404, bad queries
// 422, pages past the end empty, the first and last rows have one neighbour.
import { and, eq } from 'drizzle-orm';
import { OLYMPIAD_TEXTS, olympiadPageSchema, raceResultSchema, resultBoundSchema } from '@/lib/contracts/olympiads';
import { MESSAGES } from '@/lib/constants';
import { olympiadResults, olympiads, platforms, pointEvents } from '@/server/provider/db/schema';
import { closeOlympiad } from '@/server/provider/domain/olympiad-closing';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
let row: typeof olympiads.$inferSelect;
let start: Date;
let end: Date;
const players = ['JunoPark', 'SamOkafor', 'LenaVogel', 'DiegoMarquez'];

/**
 * A closed weekly olympiad of 'comedy' long before the demo's activity: JunoPark 300, SamOkafor
 * 100, LenaVogel 100 (a tie), DiegoMarquez 50 innovator neurons, and DiegoMarquez 40 scout ones.
 */
beforeAll(async () => {
  provider = await createTestProvider();
  const [platform] = await db().select().from(platforms).where(eq(platforms.slug, 'comedy'));
  end = new Date(Date.now() - 3_600_000 - 700 * DAY);
  start = new Date(end.getTime() - 7 * DAY);
  [row] = await db()
    .insert(olympiads)
    .values({
      platformId: platform.id,
      title: 'Comedy Sprint, week of test',
      cycle: 'weekly',
      startTime: start,
      endTime: end,
      isCurrent: true,
      races: [
        { name: 'Idea Race', prize_cents: 1_000 },
        { name: 'Scout Race', prize_cents: 200 },
      ],
    })
    .returning();
  const users = await Promise.all(players.map((n) => demoUser(provider, n)));
  const earn = (i: number, points: number, role = 'innovator') =>
    db()
      .insert(pointEvents)
      .values({
        userId: users[i].id,
        platformId: platform.id,
        role,
        reason: 'TestEarned',
        points,
        createdAt: new Date(start.getTime() + DAY),
      });
  await earn(0, 300);
  await earn(1, 100);
  await earn(2, 100);
  await earn(3, 10);
  await earn(3, 40, 'scout');
  expect(await closeOlympiad(db(), row.id, new Date())).not.toBeNull();
});
afterAll(async () => {
  await provider.close();
});

const race = (path: string) => provider.request(`/olympiad/races/${path}`);

test("a closed olympiad's Idea Race is its frozen result; other races read its window", async () => {
  const overall = await dataOf(await race(`overall/result?olympiad=${row.id}`), 200, raceResultSchema);
  expect(overall).toMatchObject({ frozen: true, total: 4, page: 1, role: 'overall', period: 'week' });
  expect(overall.race).toEqual({ slug: 'overall', name: 'Idea Race', prize_cents: 1_000 });
  expect(overall.olympiad).toMatchObject({ id: row.id, state: 'review' });
  expect(overall.items.map((i) => [i.rank, i.user.handle, i.points])).toEqual([
    [1, 'JunoPark', 300],
    [2, 'LenaVogel', 100],
    [2, 'SamOkafor', 100],
    [3, 'DiegoMarquez', 50],
  ]);
  expect(overall.window).toEqual({ start: start.toISOString(), end: end.toISOString() });

  const scout = await dataOf(await race(`scout/result?olympiad=${row.id}`), 200, raceResultSchema);
  expect(scout).toMatchObject({ frozen: false, total: 1, race: { name: 'Scout Race', prize_cents: 200 } });
  expect(scout.items.map((i) => [i.user.handle, i.points])).toEqual([['DiegoMarquez', 40]]);
  // A role the olympiad names no race for still has its board, without a prize; 'rater' is 'analyst'.
  const innovator = await dataOf(await race(`innovator/result?olympiad=${row.id}`), 200, raceResultSchema);
  expect(innovator.race).toEqual({ slug: 'innovator', name: 'Innovator Race', prize_cents: 0 });
  expect(innovator.items.map((i) => i.points)).toEqual([300, 100, 100, 10]);
  const analyst = await dataOf(await race(`rater/result?olympiad=${row.id}`), 200, raceResultSchema);
  expect(analyst).toMatchObject({ role: 'analyst', total: 0, items: [] });
});

test('a race result finds the standing of `user`, and pages past the end are empty', async () => {
  const lena = await dataOf(await race(`overall/result?olympiad=${row.id}&user=@LenaVogel`), 200, raceResultSchema);
  expect(lena.position).toEqual({ rank: 2, points: 100, page: 1 });
  const past = await dataOf(await race(`overall/result?olympiad=${row.id}&page=2`), 200, raceResultSchema);
  expect(past).toMatchObject({ page: 2, total: 4, items: [] });
  const livePast = await dataOf(await race(`innovator/result?olympiad=${row.id}&page=500`), 200, raceResultSchema);
  expect(livePast).toMatchObject({ page: 500, total: 4, items: [] });
});

test("without olympiad= a race result reads the community's current olympiad", async () => {
  const current = await dataOf(await race('overall/result?platform=nervus'), 200, raceResultSchema);
  expect(current.olympiad).toMatchObject({ is_current: true, title: expect.stringContaining('Nervus Idea Olympiad') });
  expect(current.frozen).toBe(false);
  expect((await errorsOf(await race('overall/result?platform=news'), 404)).errors[0].error).toBe(
    OLYMPIAD_TEXTS.noCurrent,
  );
  expect((await errorsOf(await race('overall/result?platform=no-such-place'), 404)).errors[0].error).toBe(
    'Platform not found',
  );
});

test('race result refusals: unknown race, olympiad or user 404; bad query 422', async () => {
  expect((await errorsOf(await race(`juggler/result?olympiad=${row.id}`), 404)).errors[0].error).toBe(
    OLYMPIAD_TEXTS.unknownRace,
  );
  expect((await errorsOf(await race('overall/result?olympiad=99999999'), 404)).errors[0].error).toBe(
    'Tournament not found',
  );
  expect((await errorsOf(await race(`overall/result?olympiad=${row.id}&user=NoSuchPlayer`), 404)).errors[0].error).toBe(
    MESSAGES.userNotFound,
  );
  expect((await errorsOf(await race('overall/result'), 422)).errors).toEqual([
    { field: 'olympiad', error: OLYMPIAD_TEXTS.noTournamentNamed },
  ]);
  for (const bad of [
    'olympiad=abc',
    'olympiad=0',
    'olympiad=1.5',
    `olympiad=${row.id}&page=0`,
    `olympiad=${row.id}&page=501`,
    `olympiad=${row.id}&user=a%20b`,
  ])
    await errorsOf(await race(`overall/result?${bad}`), 422);
});

async function resultOf(handle: string) {
  const user = await demoUser(provider, handle);
  const [found] = await db()
    .select()
    .from(olympiadResults)
    .where(and(eq(olympiadResults.olympiadId, row.id), eq(olympiadResults.userId, user.id)));
  return found;
}
/** A player's own result bound, read as that player. */
const bound = async (handle: string) =>
  dataOf(
    await provider.request(`/olympiad/results/${(await resultOf(handle)).id}/bound`, {
      token: await tokenFor(provider, handle),
    }),
    200,
    resultBoundSchema.strict(),
  );

test('a result bound: the first row has no one above, the last no one below, ties are 0 apart', async () => {
  const first = await bound('JunoPark');
  expect(first).toMatchObject({ total: 4, page: 1, above: null, gap_above: null, gap_below: 200 });
  expect(first.result).toMatchObject({ rank: 1, position: 1, neurons: 300, user: { handle: 'JunoPark' } });
  expect(first.result.prize_cents).toBe((await resultOf('JunoPark')).prizeCents);
  expect(first.below?.user.handle).toBe('LenaVogel');
  // A neighbour's prize is theirs: the rows above and below carry none.
  expect(first.below).not.toHaveProperty('prize_cents');
  expect(first.platform).toEqual({ slug: 'comedy', title: expect.any(String) });
  expect(first.olympiad.id).toBe(row.id);

  const tie = await bound('SamOkafor');
  expect(tie).toMatchObject({ gap_above: 0, gap_below: 50 });
  expect([tie.above?.user.handle, tie.result.position, tie.below?.user.handle]).toEqual([
    'LenaVogel',
    3,
    'DiegoMarquez',
  ]);

  const last = await bound('DiegoMarquez');
  expect(last).toMatchObject({ below: null, gap_below: null, gap_above: 50 });
  expect(last.result).toMatchObject({ rank: 3, position: 4 });
});

test('a result bound skips rows reversed off the board; unknown or reversed results are 404', async () => {
  const juno = { token: await tokenFor(provider, 'JunoPark') };
  await errorsOf(await provider.request('/olympiad/results/99999999/bound', juno), 404);
  await errorsOf(await provider.request('/olympiad/results/abc/bound', juno), 404);
  const lena = await resultOf('LenaVogel');
  await db()
    .update(olympiadResults)
    .set({ neurons: 0 })
    .where(and(eq(olympiadResults.olympiadId, row.id), eq(olympiadResults.userId, lena.userId)));
  const sam = await bound('SamOkafor');
  expect(sam).toMatchObject({ total: 3, gap_above: 200 });
  // The frozen board's own page counts the same three (its last position less those off it).
  const board = await dataOf(await race(`overall/result?olympiad=${row.id}`), 200, raceResultSchema);
  expect(board).toMatchObject({ total: 3 });
  expect(board.items.map((item) => item.user.handle)).not.toContain('LenaVogel');
  expect(sam.above?.user.handle).toBe('JunoPark');
  expect(
    (
      await errorsOf(
        await provider.request(`/olympiad/results/${lena.id}/bound`, { token: await tokenFor(provider, 'LenaVogel') }),
        404,
      )
    ).errors[0].error,
  ).toBe(OLYMPIAD_TEXTS.notOnBoard);
  await db()
    .update(olympiadResults)
    .set({ neurons: 100 })
    .where(and(eq(olympiadResults.olympiadId, row.id), eq(olympiadResults.userId, lena.userId)));
});

test("a result's bound is its player's, an admin's or the director's: a visitor is asked to sign in, another player finds nothing", async () => {
  const juno = await resultOf('JunoPark');
  await errorsOf(await provider.request(`/olympiad/results/${juno.id}/bound`), 401);
  await errorsOf(
    await provider.request(`/olympiad/results/${juno.id}/bound`, { token: await tokenFor(provider, 'SamOkafor') }),
    404,
  );
  const asAdmin = dataOf(
    await provider.request(`/olympiad/results/${juno.id}/bound`, { token: await tokenFor(provider, 'admin') }),
    200,
    resultBoundSchema,
  );
  expect((await asAdmin).result.user.handle).toBe('JunoPark');
});

const query = async (q: string) => dataOf(await provider.request(`/olympiad/query?${q}`), 200, olympiadPageSchema);

test('the olympiad query lists every community newest first, filtered by community, state, cycle, text and days', async () => {
  const all = await query('');
  expect(all.page).toBe(1);
  expect(new Set(all.items.map((o) => o.platform.slug))).toEqual(
    new Set(['nervus', 'business', 'innovators', 'comedy']),
  );
  const starts = all.items.map((o) => Date.parse(o.start_time));
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
  expect(all.total).toBe(all.items.length);

  const ids = async (q: string) => (await query(q)).items.map((o) => o.id);
  expect(await ids('platform=comedy&state=review')).toEqual([row.id]);
  // The renewed cycle (state open) ended long ago too: Closed by its window, as the list badges it.
  const [renewed] = await db()
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.platformId, row.platformId), eq(olympiads.startTime, end)));
  expect(await ids('platform=comedy&state=closed')).toEqual([renewed.id, row.id]);
  expect(await ids('platform=comedy&state=open')).toEqual([]);
  expect(await ids('platform=nervus&state=open')).toHaveLength(1);
  expect(await ids('platform=comedy&cycle=monthly')).toEqual([]);
  expect(await ids('q=comedy%20sprint%2C%20week%20of%20test')).toEqual([row.id]);
  // % is the text '%', not a wildcard.
  expect(await ids('q=%25')).toEqual([]);
  expect(await ids(`from=${day(start)}&to=${day(start)}`)).toEqual([row.id]);
  expect(await ids(`to=${day(new Date(start.getTime() - DAY))}&platform=comedy`)).toEqual([]);
  // A GET form's "any" options arrive empty.
  expect((await query('state=&cycle=&q=&from=&to=&platform=')).total).toBe(all.total);
  // A scheduled next cycle (not started, not current) is not listed.
  const [news] = await db().select().from(platforms).where(eq(platforms.slug, 'news'));
  await db()
    .insert(olympiads)
    .values({
      platformId: news.id,
      title: 'News Cup, later',
      cycle: 'monthly',
      startTime: new Date(Date.now() + DAY),
      endTime: new Date(Date.now() + 30 * DAY),
    });
  expect(await ids('platform=news')).toEqual([]);
});

test('the olympiad query pages: past the end is empty; bad values are 422, an unknown community 404', async () => {
  const past = await query('page=2');
  expect(past).toMatchObject({ page: 2, items: [], size: 20 });
  expect(past.total).toBeGreaterThan(0);
  const field = async (q: string) =>
    (await errorsOf(await provider.request(`/olympiad/query?${q}`), 422)).errors.map((e) => e.field);
  expect(await field('state=done')).toEqual(['state']);
  expect(await field('cycle=daily')).toEqual(['cycle']);
  expect(await field('from=2026-02-30')).toEqual(['from']);
  expect(await field('from=yesterday')).toEqual(['from']);
  expect(await field('from=2026-11-02&to=2026-11-01')).toEqual(['to']);
  expect(await field('page=0')).toEqual(['page']);
  expect(await field('page=501')).toEqual(['page']);
  expect(await field(`q=${'x'.repeat(101)}`)).toEqual(['q']);
  expect((await errorsOf(await provider.request('/olympiad/query?platform=no-such-place'), 404)).errors[0].error).toBe(
    'Platform not found',
  );
});
