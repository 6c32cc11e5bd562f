// The trigger-kept boards (neuron_board with its facets, neuron_board_score) against a brute-force
// ranking of the ledger: every page at a small page size, every player's position and the total,
// for the whole board, periods, a category with its subcategories, places, and both together.
import { sql } from 'drizzle-orm';
import { boardPlacesSchema, leaderboardSchema } from '@/lib/contracts/browse';
import { periodStart, type LeaderboardPeriod } from '@/lib/leaderboard';
import { categories, challenges, ideas, platforms, pointEvents, users } from '@/server/provider/db/schema';
import { loadLeaderboard, type LeaderboardInput } from '@/server/provider/domain/leaderboard';
import { histogramMismatches } from './aggregates';
import { dataOf, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
const DAY = 86_400_000;
const NOW = new Date('2026-03-18T12:00:00Z'); // a Wednesday

interface Event {
  userId: number;
  platformId: number;
  role: string;
  points: number;
  challengeId: number | null;
  viaIdea: boolean;
  at: Date;
}
const ledger: Event[] = [];
const names = new Map<number, string>();
const ids: Record<string, number> = {};

async function award(e: Event) {
  ledger.push(e);
  let contextId = e.challengeId;
  if (e.challengeId !== null && e.viaIdea) {
    const [idea] = await db()
      .insert(ideas)
      .values({ challengeId: e.challengeId, authorId: e.userId, title: 'An idea' })
      .returning({ id: ideas.id });
    contextId = idea.id;
  }
  await db()
    .insert(pointEvents)
    .values({
      userId: e.userId,
      platformId: e.platformId,
      role: e.role,
      reason: 'Test',
      points: e.points,
      contextType: contextId === null ? null : e.viaIdea ? 'idea' : 'challenge',
      contextId,
      createdAt: e.at,
    });
}

beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
  const [one, two] = await db()
    .insert(platforms)
    .values([
      { slug: 'facet-main', subdomain: 'facet-main', name: 'facet-main', title: 'Main', isMain: true },
      { slug: 'facet-two', subdomain: 'facet-two', name: 'facet-two', title: 'Two' },
    ])
    .returning({ id: platforms.id });
  ids.one = one.id;
  ids.two = two.id;
  const people = await db()
    .insert(users)
    .values(
      Array.from({ length: 14 }, (_, i) => ({
        screenName: `Player${String.fromCharCode(65 + ((i * 5) % 14))}`,
        email: `p${i}@facets.test`,
        passwordHash: 'x',
        firstName: 'P',
        lastName: String(i),
      })),
    )
    .returning({ id: users.id, screenName: users.screenName });
  for (const p of people) names.set(p.id, p.screenName);
  const [civics] = await db()
    .insert(categories)
    .values({ name: 'Civics', slug: 'f-civics' })
    .returning({ id: categories.id });
  const [transit, parks] = await db()
    .insert(categories)
    .values([
      { name: 'Transit', slug: 'f-transit', parentId: civics.id },
      { name: 'Parks', slug: 'f-parks', parentId: civics.id },
    ])
    .returning({ id: categories.id });
  const [other] = await db()
    .insert(categories)
    .values({ name: 'Other', slug: 'f-other' })
    .returning({ id: categories.id });
  Object.assign(ids, { civics: civics.id, transit: transit.id, parks: parks.id, other: other.id });
  const made = await db()
    .insert(challenges)
    .values(
      [
        [transit.id, 'Austin, Texas, United States'],
        [parks.id, 'Dallas,Texas ,United States'],
        [civics.id, 'Lyon, France'],
        [other.id, 'Austin, Texas, United States'],
        [transit.id, null],
        [other.id, null],
      ].map(([category, location], i) => ({
        slug: `facet-${i}`,
        platformId: i % 2 ? two.id : one.id,
        catalystId: people[0].id,
        questionTitle: `Facet ${i}?`,
        mainCategoryId: category as number,
        location: location as string | null,
        durationStart: new Date(NOW.getTime() - 90 * DAY),
        durationEnd: new Date(NOW.getTime() + DAY),
      })),
    )
    .returning({ id: challenges.id });
  // A seeded pseudo-random ledger with ties: points in steps of 10, a few deductions.
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const roles = ['innovator', 'rater', 'catalyst'];
  for (let i = 0; i < 160; i++) {
    const c = next(8);
    await award({
      userId: people[next(people.length)].id,
      platformId: next(2) ? two.id : one.id,
      role: roles[next(3)],
      points: next(9) === 0 ? -10 : 10 * (1 + next(4)),
      challengeId: c < made.length ? made[c].id : null,
      viaIdea: next(2) === 1,
      at: new Date(NOW.getTime() - next(50) * DAY - next(24) * 3_600_000),
    });
  }
});
afterAll(async () => {
  await provider.close();
});

type Filter = {
  platformId?: number;
  role: 'overall' | 'innovator';
  period: LeaderboardPeriod;
  categories?: number[];
  places?: number[];
};

/** The board as the ledger defines it, ranked in TypeScript. */
function expected(f: Filter, challengeOk: (id: number | null) => boolean) {
  const since = periodStart(NOW, f.period);
  const totals = new Map<number, number>();
  for (const e of ledger) {
    if (f.platformId !== undefined && e.platformId !== f.platformId) continue;
    if (f.role !== 'overall' && e.role !== f.role) continue;
    if (since && e.at < since) continue;
    if (!challengeOk(e.challengeId)) continue;
    totals.set(e.userId, (totals.get(e.userId) ?? 0) + e.points);
  }
  const sorted = [...totals]
    .filter(([, p]) => p > 0)
    .sort(
      (a, b) =>
        b[1] - a[1] || names.get(a[0])!.toLowerCase().localeCompare(names.get(b[0])!.toLowerCase()) || a[0] - b[0],
    );
  let rank = 0;
  return sorted.map(([userId, points], i) => ({
    userId,
    points,
    rank: i > 0 && points === sorted[i - 1][1] ? rank : ++rank,
  }));
}

async function expectBoard(input: Omit<LeaderboardInput, 'size' | 'now'>, challengeOk: (id: number | null) => boolean) {
  const want = expected(
    { platformId: input.platformId, role: input.role as 'overall', period: input.period },
    challengeOk,
  );
  const size = 3;
  const pages = Math.max(1, Math.ceil(want.length / size));
  for (let page = 1; page <= pages + 1; page++) {
    const got = await loadLeaderboard(db(), { ...input, size, now: NOW, page });
    expect(got.total).toBe(want.length);
    expect(got.items.map((i) => [i.user.id, i.points, i.rank])).toEqual(
      want.slice((page - 1) * size, page * size).map((w) => [w.userId, w.points, w.rank]),
    );
  }
  for (const [i, w] of want.entries()) {
    const got = await loadLeaderboard(db(), { ...input, size, now: NOW, userId: w.userId });
    expect(got.position).toEqual({ rank: w.rank, points: w.points, page: Math.floor(i / size) + 1 });
    expect(got.items.some((item) => item.user.id === w.userId)).toBe(true);
  }
  return want;
}

const challengeRows = async () =>
  db()
    .select({ id: challenges.id, category: challenges.mainCategoryId, location: challenges.location })
    .from(challenges);

test('whole boards: dense ranks with ties, pages, positions and totals in every scope, role and period', async () => {
  for (const period of ['all', 'month', 'week'] as const) {
    for (const platformId of [undefined, ids.two]) {
      for (const role of ['overall', 'innovator'] as const) {
        const want = await expectBoard({ platformId, role, period }, () => true);
        if (period === 'all' && platformId === undefined && role === 'overall') {
          expect(want.length).toBeGreaterThan(9);
          expect(new Set(want.map((w) => w.rank)).size).toBeLessThan(want.length); // the data has ties
        }
      }
    }
  }
});

test('a parent category’s board includes its subcategories; a subcategory’s only its own', async () => {
  const rows = await challengeRows();
  const inCats = (cats: number[]) => (id: number | null) => rows.some((r) => r.id === id && cats.includes(r.category!));
  for (const period of ['all', 'month'] as const) {
    const parent = await expectBoard(
      { role: 'overall', period, categoryIds: [ids.civics, ids.transit, ids.parks] },
      inCats([ids.civics, ids.transit, ids.parks]),
    );
    const sub = await expectBoard({ role: 'overall', period, categoryIds: [ids.transit] }, inCats([ids.transit]));
    if (period === 'all') expect(parent.length).toBeGreaterThan(sub.length);
  }
  await expectBoard(
    { platformId: ids.one, role: 'innovator', period: 'all', categoryIds: [ids.other] },
    inCats([ids.other]),
  );
});

test('a place’s board counts challenges located in it, at every level; with a category, both apply', async () => {
  const rows = await challengeRows();
  const located = (key: string) => (id: number | null) =>
    rows.some(
      (r) =>
        r.id === id &&
        (r.location ?? '')
          .toLowerCase()
          .replace(/\s*,\s*/g, ', ')
          .endsWith(key),
    );
  const country = await expectBoard(
    { role: 'overall', period: 'all', place: 'united states' },
    located('united states'),
  );
  const texas = await expectBoard(
    { role: 'overall', period: 'all', place: 'texas, united states' },
    located('texas, united states'),
  );
  const austin = await expectBoard(
    { role: 'overall', period: 'all', place: 'austin, texas, united states' },
    located('austin, texas, united states'),
  );
  expect(country.length).toBeGreaterThanOrEqual(texas.length);
  expect(austin.length).toBeGreaterThan(0);
  await expectBoard({ role: 'overall', period: 'month', place: 'france' }, located('france'));
  const both = (id: number | null) =>
    located('united states')(id) &&
    rows.some((r) => r.id === id && [ids.civics, ids.transit, ids.parks].includes(r.category!));
  const want = await expectBoard(
    { role: 'overall', period: 'all', place: 'united states', categoryIds: [ids.civics, ids.transit, ids.parks] },
    both,
  );
  expect(want.length).toBeLessThan(country.length);
});

test('GET …/leaderboard?place= and …/leaderboard/places: options from located challenges; unknown place 404, blank 422', async () => {
  const places = await dataOf(
    await provider.request('/platforms/facet-main/leaderboard/places'),
    200,
    boardPlacesSchema,
  );
  expect(places.map((p) => p.key)).toEqual([
    'france',
    'lyon, france',
    'united states',
    'texas, united states',
    'austin, texas, united states',
    'dallas, texas, united states',
  ]);
  const board = await dataOf(
    await provider.request('/platforms/facet-main/leaderboard?period=all&place=Texas,%20United%20States'),
    200,
    leaderboardSchema,
  );
  expect(board.place).toEqual({ key: 'texas, united states', label: 'Texas, United States' });
  expect(board.total).toBeGreaterThan(0);
  // The second community's own located challenges are in Dallas and Austin, none in France.
  const two = await dataOf(await provider.request('/platforms/facet-two/leaderboard/places'), 200, boardPlacesSchema);
  expect(two.map((p) => p.key)).toEqual([
    'united states',
    'texas, united states',
    'austin, texas, united states',
    'dallas, texas, united states',
  ]);
  expect(two[3].label).toBe('Dallas, Texas, United States');
  await errorsOf(await provider.request('/platforms/facet-two/leaderboard?place=France'), 404);
  await errorsOf(await provider.request('/platforms/facet-main/leaderboard?place=Atlantis'), 404);
  const blank = await errorsOf(await provider.request('/platforms/facet-main/leaderboard?place=%20,%20'), 422);
  expect(blank.errors[0].field).toBe('place');
  expect(
    (await dataOf(await provider.request('/platforms/facet-main/leaderboard?period=all'), 200, leaderboardSchema))
      .place,
  ).toBeNull();
});

test('ties: 100, 100, 90 rank 1, 1, 2, and the histogram follows deletions, moves and deleted players', async () => {
  const [p] = await db()
    .insert(platforms)
    .values({ slug: 'facet-ties', subdomain: 'facet-ties', name: 'facet-ties', title: 'Ties' })
    .returning({ id: platforms.id });
  const [a, b, c] = await db()
    .insert(users)
    .values(['Tia', 'Tib', 'Tic'].map((s) => ({ screenName: s, email: `${s}@facets.test`, passwordHash: 'x' })))
    .returning({ id: users.id });
  const [ch] = await db()
    .insert(challenges)
    .values({
      slug: 'facet-ties-c',
      platformId: p.id,
      catalystId: a.id,
      questionTitle: 'Ties?',
      mainCategoryId: ids.parks,
      durationStart: NOW,
      durationEnd: NOW,
    })
    .returning({ id: challenges.id });
  await db()
    .insert(pointEvents)
    .values(
      [
        [b, 100],
        [a, 100],
        [c, 90],
      ].map(([u, points]) => ({
        userId: (u as { id: number }).id,
        platformId: p.id,
        role: 'innovator',
        reason: 'T',
        points: points as number,
        contextType: 'challenge',
        contextId: ch.id,
      })),
    );
  const at = async (over: Partial<LeaderboardInput> = {}) =>
    loadLeaderboard(db(), { platformId: p.id, role: 'overall', period: 'all', size: 20, now: new Date(), ...over });
  expect((await at()).items.map((i) => [i.user.handle, i.rank])).toEqual([
    ['Tia', 1],
    ['Tib', 1],
    ['Tic', 2],
  ]);
  expect((await at({ userId: c.id })).position).toEqual({ rank: 2, points: 90, page: 1 });
  expect((await at({ categoryIds: [ids.civics] })).total).toBe(3);
  // The challenge moves to another category and gets a place: its players' facet rows follow.
  await db()
    .update(challenges)
    .set({ mainCategoryId: ids.other, location: 'Lyon, France' })
    .where(sql`id = ${ch.id}`);
  expect((await at({ categoryIds: [ids.civics] })).total).toBe(0);
  expect((await at({ categoryIds: [ids.other] })).items.map((i) => i.rank)).toEqual([1, 1, 2]);
  expect((await at({ place: 'france' })).total).toBe(3);
  // A deleted player leaves every board; the one below moves up a rank.
  await db()
    .update(users)
    .set({ deletedAt: new Date() })
    .where(sql`id = ${a.id}`);
  expect((await at()).items.map((i) => [i.user.handle, i.rank])).toEqual([
    ['Tib', 1],
    ['Tic', 2],
  ]);
  await db()
    .update(users)
    .set({ deletedAt: null })
    .where(sql`id = ${a.id}`);
  // A deduction takes Tia below Tic: 100, 90, 80 -> 1, 2, 3.
  await db().insert(pointEvents).values({
    userId: a.id,
    platformId: p.id,
    role: 'innovator',
    reason: 'T',
    points: -20,
    contextType: 'challenge',
    contextId: ch.id,
  });
  expect((await at({ place: 'lyon, france' })).items.map((i) => [i.user.handle, i.points, i.rank])).toEqual([
    ['Tib', 100, 1],
    ['Tic', 90, 2],
    ['Tia', 80, 3],
  ]);
  await db().execute(sql`delete from point_events where user_id = ${b.id}`);
  expect((await at()).items.map((i) => [i.user.handle, i.rank])).toEqual([
    ['Tic', 1],
    ['Tia', 2],
  ]);
  await expectHistogramExact();
});

test('concurrent award statements neither deadlock nor lose a count (on Postgres they really overlap)', async () => {
  const [p] = await db()
    .insert(platforms)
    .values({ slug: 'facet-race', subdomain: 'facet-race', name: 'facet-race', title: 'Race' })
    .returning({ id: platforms.id });
  const racers = await db()
    .insert(users)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        screenName: `Racer${i}`,
        email: `r${i}@facets.test`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const [ch] = await db()
    .insert(challenges)
    .values({
      slug: 'facet-race-c',
      platformId: p.id,
      catalystId: racers[0].id,
      questionTitle: 'Race?',
      mainCategoryId: ids.transit,
      location: 'Austin, Texas, United States',
      durationStart: NOW,
      durationEnd: NOW,
    })
    .returning({ id: challenges.id });
  // 120 statements in parallel, several players per statement in both orders, all on few scores.
  await Promise.all(
    Array.from({ length: 120 }, (_, i) => {
      const who = [racers[i % 12], racers[(i * 7 + 3) % 12]];
      if (i % 2) who.reverse();
      return db()
        .insert(pointEvents)
        .values(
          who.map((u) => ({
            userId: u.id,
            platformId: p.id,
            role: i % 3 ? 'rater' : 'innovator',
            reason: 'Race',
            points: 10,
            contextType: 'challenge',
            contextId: ch.id,
          })),
        );
    }),
  );
  const board = await loadLeaderboard(db(), {
    platformId: p.id,
    role: 'overall',
    period: 'all',
    size: 20,
    now: new Date(),
    place: 'texas, united states',
  });
  expect(board.items.reduce((sum, i) => sum + i.points, 0)).toBe(120 * 2 * 10);
  await expectHistogramExact();
});

async function expectHistogramExact() {
  expect(await histogramMismatches(db())).toBe(0);
}
