import { sql } from 'drizzle-orm';
import { leaderboardSchema, platformStatsSchema, type Leaderboard } from '@/lib/contracts/browse';
import { periodStart } from '@/lib/leaderboard';
import { platforms, pointEvents, users } from '@/server/provider/db/schema';
import { loadLeaderboard } from '@/server/provider/domain/leaderboard';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const ids: Record<string, number> = {};

async function community(slug: string): Promise<number> {
  const [row] = await provider.database.db
    .insert(platforms)
    .values({ slug, subdomain: slug, name: slug, title: `Board ${slug}` })
    .returning({ id: platforms.id });
  return row.id;
}

async function award(platformId: number, screenName: string, role: string, points: number, createdAt?: Date) {
  const userId = (await demoUser(provider, screenName)).id;
  ids[screenName] = userId;
  await provider.database.db
    .insert(pointEvents)
    .values({ userId, platformId, role, points, reason: 'Test', ...(createdAt ? { createdAt } : {}) });
}

beforeAll(async () => {
  provider = await createTestProvider();
  const board = await community('boardtest');
  await award(board, 'AdaLovelace', 'innovator', 50);
  await award(board, 'AdaLovelace', 'rater', 10);
  await award(board, 'MayaChen', 'innovator', 60);
  await award(board, 'TheoBrooks', 'catalyst', 40);
  await award(board, 'JunoPark', 'rater', 40);
  await award(board, 'SamOkafor', 'innovator', 30);
  await award(board, 'SamOkafor', 'innovator', -30);
});
afterAll(async () => {
  await provider.close();
});

const board = async (slug: string, query: Record<string, string> = {}) =>
  dataOf(
    await provider.request(`/platforms/${slug}/leaderboard?${new URLSearchParams(query)}`),
    200,
    leaderboardSchema,
  );
const rows = (b: Leaderboard) => b.items.map((i) => [i.rank, i.user.handle, i.points]);

test('overall: highest first, ties share a dense rank, ordered by screen name; zero totals are left out', async () => {
  const overall = await board('boardtest', { period: 'all' });
  expect(rows(overall)).toEqual([
    [1, 'AdaLovelace', 60],
    [1, 'MayaChen', 60],
    [2, 'JunoPark', 40],
    [2, 'TheoBrooks', 40],
  ]);
  expect(overall).toMatchObject({
    total: 4,
    page: 1,
    size: 20,
    role: 'overall',
    period: 'all',
    since: null,
    category: null,
    position: null,
  });
  expect(overall.items[0].user).toEqual({
    id: ids.AdaLovelace,
    handle: 'AdaLovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    avatar_url: '/avatars/adalovelace.svg',
  });
});

test('the role filter sums one role; analyst is the ledger’s rater', async () => {
  expect(rows(await board('boardtest', { role: 'innovator', period: 'all' }))).toEqual([
    [1, 'MayaChen', 60],
    [2, 'AdaLovelace', 50],
  ]);
  const analyst = await board('boardtest', { role: 'analyst', period: 'all' });
  expect(rows(analyst)).toEqual([
    [1, 'JunoPark', 40],
    [2, 'AdaLovelace', 10],
  ]);
  expect(analyst.role).toBe('analyst');
  expect((await board('boardtest', { role: 'rater', period: 'all' })).role).toBe('analyst');
  expect(rows(await board('boardtest', { role: 'catalyst', period: 'all' }))).toEqual([[1, 'TheoBrooks', 40]]);
  expect(rows(await board('boardtest', { role: 'scout', period: 'all' }))).toEqual([]);
  const bad = await errorsOf(await provider.request('/platforms/boardtest/leaderboard?role=wizard'), 422);
  expect(bad.errors[0].field).toBe('role');
  await errorsOf(await provider.request('/platforms/boardtest/leaderboard?period=year'), 422);
});

test('the default period is this month; since is the window start', async () => {
  const month = await board('boardtest');
  expect(month.period).toBe('month');
  expect(month.since).toBe(periodStart(new Date(), 'month')!.toISOString());
  expect(month.total).toBe(4);
  expect((await board('boardtest', { period: 'week' })).since).toBe(periodStart(new Date(), 'week')!.toISOString());
});

test('periods start on Monday 00:00 UTC and on the 1st, inclusive', async () => {
  const platformId = await community('periodtest');
  await award(platformId, 'AdaLovelace', 'innovator', 10, new Date('2025-03-10T00:00:00Z'));
  await award(platformId, 'MayaChen', 'innovator', 20, new Date('2025-03-09T23:59:59Z'));
  await award(platformId, 'TheoBrooks', 'innovator', 30, new Date('2025-03-01T00:00:00Z'));
  await award(platformId, 'JunoPark', 'innovator', 40, new Date('2025-02-28T23:59:59Z'));
  const now = new Date('2025-03-13T12:00:00Z'); // a Thursday
  const at = async (period: 'week' | 'month' | 'all') =>
    (await loadLeaderboard(provider.database.db, { platformId, role: 'overall', period, size: 20, now })).items.map(
      (i) => [i.user.handle, i.points],
    );
  expect(await at('week')).toEqual([['AdaLovelace', 10]]);
  expect(await at('month')).toEqual([
    ['TheoBrooks', 30],
    ['MayaChen', 20],
    ['AdaLovelace', 10],
  ]);
  expect(await at('all')).toEqual([
    ['JunoPark', 40],
    ['TheoBrooks', 30],
    ['MayaChen', 20],
    ['AdaLovelace', 10],
  ]);
});

test('pages hold 20; a tie spans pages with one rank; user= finds a player’s page', async () => {
  const platformId = await community('pagetest');
  const everyone = await provider.database.db
    .select({ screenName: users.screenName })
    .from(users)
    .orderBy(sql`lower(${users.screenName})`);
  for (const u of everyone) await award(platformId, u.screenName, 'scout', 5);
  const first = await board('pagetest', { role: 'scout' });
  expect(first.total).toBe(everyone.length);
  expect(first.items).toHaveLength(20);
  expect(first.items.map((i) => i.user.handle)).toEqual(everyone.slice(0, 20).map((u) => u.screenName));
  const second = await board('pagetest', { role: 'scout', page: '2' });
  expect(second.items.map((i) => i.user.handle)).toEqual(everyone.slice(20).map((u) => u.screenName));
  expect([...first.items, ...second.items].every((i) => i.rank === 1)).toBe(true);
  expect((await board('pagetest', { role: 'scout', page: '9' })).total).toBe(everyone.length);

  const last = everyone[everyone.length - 1].screenName;
  const around = await board('pagetest', { role: 'scout', user: last.toLowerCase() });
  expect(around.position).toEqual({ rank: 1, points: 5, page: 2 });
  expect(around.page).toBe(2);
  expect((await board('pagetest', { role: 'scout', user: last, page: '1' })).page).toBe(1);
});

test('user= reports null for a player without neurons, 404 for an unknown one', async () => {
  expect((await board('boardtest', { user: 'SamOkafor' })).position).toBeNull();
  expect((await board('boardtest', { user: 'JunoPark', period: 'all' })).position).toEqual({
    rank: 2,
    points: 40,
    page: 1,
  });
  await errorsOf(await provider.request('/platforms/boardtest/leaderboard?user=NoSuchUser123'), 404);
  await errorsOf(await provider.request('/platforms/no-such-place/leaderboard'), 404);
});

test('the main community’s board spans every community; others count only their own', async () => {
  const sumFor = async (userId: number, platformId?: number) => {
    const result = (await provider.database.db.execute(sql`select coalesce(sum(points), 0)::int as n from point_events
      where user_id = ${userId} ${platformId === undefined ? sql`` : sql`and platform_id = ${platformId}`}`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0].n;
  };
  const main = await board('nervus', { period: 'all', user: 'MayaChen' });
  const maya = (await board('nervus', { period: 'all', page: String(main.position!.page) })).items.find(
    (i) => i.user.id === ids.MayaChen,
  )!;
  expect(maya.points).toBe(await sumFor(ids.MayaChen));
  const comedyId = (
    await provider.database.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(sql`slug = 'comedy'`)
  )[0].id;
  const comedy = await board('comedy', { period: 'all', user: 'JunoPark' });
  expect(comedy.position!.points).toBe(await sumFor(ids.JunoPark, comedyId));
});

test('a category narrows the board to neurons earned on that category’s challenges', async () => {
  const all = await board('nervus', { role: 'catalyst', period: 'all', user: 'JunoPark' });
  const standUp = await board('nervus', { role: 'catalyst', period: 'all', category: 'stand-up', user: 'JunoPark' });
  expect(standUp.category).toEqual({ slug: 'stand-up', name: expect.any(String) });
  expect(standUp.position!.points).toBeGreaterThan(0);
  expect(standUp.position!.points).toBeLessThanOrEqual(all.position!.points);
  expect(standUp.total).toBeLessThan(all.total);
  await errorsOf(await provider.request('/platforms/nervus/leaderboard?category=no-such-category'), 404);
});

test('GET /platforms/{slug}/stats counts a community’s players, neurons, challenges, ideas and ratings', async () => {
  const stats = await dataOf(await provider.request('/platforms/boardtest/stats'), 200, platformStatsSchema);
  expect(stats).toEqual({
    players_with_neurons: 4,
    neurons_this_week: 200,
    week_start: periodStart(new Date(), 'week')!.toISOString(),
    challenges_open: 0,
    ideas: 0,
    ratings: 0,
  });
  const main = await dataOf(await provider.request('/platforms/nervus/stats'), 200, platformStatsSchema);
  const comedy = await dataOf(await provider.request('/platforms/comedy/stats'), 200, platformStatsSchema);
  expect(main.players_with_neurons).toBeGreaterThan(comedy.players_with_neurons);
  expect(main.challenges_open).toBeGreaterThan(comedy.challenges_open);
  expect(comedy.challenges_open).toBeGreaterThan(0);
  expect(main.ideas).toBeGreaterThan(comedy.ideas);
  expect(main.ratings).toBeGreaterThan(main.ideas);
  await errorsOf(await provider.request('/platforms/no-such-place/stats'), 404);
});
