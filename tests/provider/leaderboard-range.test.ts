// A custom date range's board (leaderboard-range.ts, migration 0054) against a direct sum of the
// ledger: ranges of whole days across a whole month, partial first and last days, a range inside one
// day and a range that runs to now; every community, one community, a role, a category and a
// category with a place; events at midnight and a millisecond either side of each edge, in other
// communities, and deductions. Then the kept ranking: an award or a deletion in the range starts a
// new one (served once built), one outside it leaves the ranking kept, an award in flight while a
// ranking is built is in it, and a deleted player leaves it once its time is up. The day boards' histogram stays in step with their rows.
import { sql } from 'drizzle-orm';
import { leaderboardSchema } from '@/lib/contracts/browse';
import { rows } from '@/server/provider/db/client';
import { categories, challenges, ideas, platforms, pointEvents, users } from '@/server/provider/db/schema';
import { findCategoryFilter, loadLeaderboard, type LeaderboardInput } from '@/server/provider/domain/leaderboard';
import { settleRangeBuilds } from '@/server/provider/domain/leaderboard-range';
import { histogramMismatches } from './aggregates';
import { dataOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
const DAY = 86_400_000;
const NOW = new Date('2026-03-18T12:00:00Z');
const at = (iso: string) => new Date(iso);
const ids: Record<string, number> = {};
let people: number[] = [];
let austin = '';

async function earn(userId: number, platformId: number, points: number, when: Date, role = 'innovator', ctx?: string) {
  const [type, id] = ctx ? ctx.split(':') : [null, null];
  const [row] = await db()
    .insert(pointEvents)
    .values({
      userId,
      platformId,
      role,
      reason: 'Test',
      points,
      contextType: type,
      contextId: id === null ? null : Number(id),
      createdAt: when,
    })
    .returning({ id: pointEvents.id });
  return row.id;
}

beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
  const [one, two] = await db()
    .insert(platforms)
    .values([
      { slug: 'range-main', subdomain: 'range-main', name: 'range-main', title: 'Main', isMain: true },
      { slug: 'range-two', subdomain: 'range-two', name: 'range-two', title: 'Two' },
    ])
    .returning({ id: platforms.id });
  Object.assign(ids, { one: one.id, two: two.id });
  people = (
    await db()
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          screenName: `Ranger${String.fromCharCode(65 + ((i * 5) % 12))}`,
          email: `r${i}@range.test`,
          passwordHash: 'x',
          firstName: 'R',
          lastName: String(i),
        })),
      )
      .returning({ id: users.id })
  ).map((p) => p.id);
  const [civics] = await db().insert(categories).values({ name: 'Civics', slug: 'r-civics' }).returning();
  const [transit] = await db()
    .insert(categories)
    .values({ name: 'Transit', slug: 'r-transit', parentId: civics.id })
    .returning();
  const made = await db()
    .insert(challenges)
    .values(
      [
        [transit.id, 'Austin, Texas, United States', one.id],
        [civics.id, 'Lyon, France', two.id],
        [transit.id, null, two.id],
      ].map(([category, location, platformId], i) => ({
        slug: `range-${i}`,
        platformId: platformId as number,
        catalystId: people[0],
        questionTitle: `Range ${i}?`,
        mainCategoryId: category as number,
        location: location as string | null,
        durationStart: at('2025-12-01T00:00:00Z'),
        durationEnd: NOW,
      })),
    )
    .returning({ id: challenges.id });
  const [idea] = await db()
    .insert(ideas)
    .values({ challengeId: made[0].id, authorId: people[1], title: 'An idea' })
    .returning({ id: ideas.id });
  const contexts = [undefined, `challenge:${made[0].id}`, `challenge:${made[1].id}`, `challenge:${made[2].id}`];
  contexts.push(`idea:${idea.id}`);
  const [keys] = await rows<{ k: string }>(db(), sql`select neuron_place_keys('Austin, Texas, United States') as k`);
  austin = keys.k;
  // A seeded pseudo-random ledger from 2026-01-15 to 2026-03-15, steps of 5, some deductions.
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const roles = ['innovator', 'rater', 'scout'];
  for (let i = 0; i < 220; i++)
    await earn(
      people[next(people.length)],
      next(2) ? two.id : one.id,
      next(7) === 0 ? -15 : 5 * (1 + next(6)),
      new Date(Date.parse('2026-01-15T00:00:00Z') + next(59) * DAY + next(86_400) * 1000),
      roles[next(3)],
      contexts[next(contexts.length)],
    );
  // The edges: at each midnight and boundary below, and a millisecond either side.
  const edges = ['2026-01-27T13:37:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-03-02T10:00:00Z'];
  edges.push('2026-03-05T00:00:00Z', '2026-02-10T05:00:00Z', '2026-02-10T20:00:00Z', '2026-01-25T00:00:00Z');
  for (const [i, edge] of edges.entries())
    for (const shift of [-1, 0, 1])
      await earn(
        people[(i * 3 + shift + 12) % 12],
        i % 2 ? two.id : one.id,
        35 + shift * 5,
        new Date(Date.parse(edge) + shift),
        'scout',
        contexts[i % 5],
      );
  // A player whose deductions outweigh their gains in the range is off the board.
  await earn(people[11], one.id, 10, at('2026-02-03T08:00:00Z'));
  await earn(people[11], two.id, -400, at('2026-02-04T08:00:00Z'));
});
afterAll(async () => {
  await provider.close();
});

type Filter = Pick<LeaderboardInput, 'platformId' | 'role' | 'categoryIds' | 'place'>;

/** The board as a direct sum of the ledger over [start, end), ranked densely, ties by screen name. */
async function ledgerBoard(f: Filter, start: Date, end: Date) {
  const role = f.role === 'overall' ? null : f.role;
  const categoryIds = `{${(f.categoryIds ?? []).join(',')}}`;
  const matching = sql`array(select ch.id from challenges ch where ch.main_category_id = any(${categoryIds}::int[])
    and (${f.place ?? null}::text is null or ${f.place ?? null}::text in (select neuron_place_keys(ch.location))))`;
  const found = await rows<{ user_id: number; points: string }>(
    db(),
    sql`select pe.user_id, sum(pe.points) as points from point_events pe join users u on u.id = pe.user_id
      where u.deleted_at is null and pe.created_at >= ${start.toISOString()}::timestamptz
        and pe.created_at < ${end.toISOString()}::timestamptz
        and (${f.platformId ?? null}::int is null or pe.platform_id = ${f.platformId ?? null}::int)
        and (${role}::text is null or pe.role = ${role}::text)
        and (${f.categoryIds ? 1 : 0}::int = 0
          or (pe.context_type = 'challenge' and pe.context_id = any(${matching}))
          or (pe.context_type = 'idea'
            and pe.context_id in (select i.id from ideas i where i.challenge_id = any(${matching}))))
      group by pe.user_id, u.screen_name having sum(pe.points) > 0
      order by sum(pe.points) desc, lower(u.screen_name), pe.user_id`,
  );
  let rank = 0;
  return found.map((row, i) => {
    if (i === 0 || Number(row.points) !== Number(found[i - 1].points)) rank++;
    return [row.user_id, Number(row.points), rank];
  });
}

async function rangeBoard(f: Filter, start: Date, end: Date, extra: Partial<LeaderboardInput> = {}) {
  return loadLeaderboard(db(), { ...f, period: 'month', size: 50, now: NOW, window: { start, end }, ...extra });
}

const RANGES: [string, Date, Date][] = [
  ['whole days across a whole month', at('2026-01-25T00:00:00Z'), at('2026-03-05T00:00:00Z')],
  ['partial first and last days', at('2026-01-27T13:37:00Z'), at('2026-03-02T10:00:00Z')],
  ['inside one day', at('2026-02-10T05:00:00Z'), at('2026-02-10T20:00:00Z')],
  ['running to now', at('2026-02-01T00:00:00Z'), NOW],
];

test.each(RANGES)('a range of %s is the ledger sum in every scope, role and facet', async (_, start, end) => {
  const civics = (await findCategoryFilter(db(), 'r-civics'))!.ids;
  const filters: Filter[] = [];
  for (const platformId of [undefined, ids.one, ids.two])
    for (const role of ['overall', 'scout'] as const)
      for (const facet of [{}, { categoryIds: civics }, { categoryIds: civics, place: austin }])
        filters.push({ platformId, role, ...facet });
  let nonEmpty = 0;
  for (const f of filters) {
    const want = await ledgerBoard(f, start, end);
    const got = await rangeBoard(f, start, end);
    expect(got.total).toBe(want.length);
    expect(got.items.map((i) => [i.user.id, i.points, i.rank])).toEqual(want);
    if (want.length) nonEmpty++;
  }
  expect(nonEmpty).toBeGreaterThan(filters.length / 3);
});

test('pages and a player’s place come from the kept ranking; the route answers a whole-day range', async () => {
  const [, start, end] = RANGES[1];
  const want = await ledgerBoard({ role: 'overall' }, start, end);
  expect(want.length).toBeGreaterThan(6);
  for (let page = 1; page <= Math.ceil(want.length / 3) + 1; page++) {
    const got = await rangeBoard({ role: 'overall' }, start, end, { size: 3, page });
    expect(got.items.map((i) => [i.user.id, i.points, i.rank])).toEqual(want.slice((page - 1) * 3, page * 3));
  }
  for (const [i, [userId, points, rank]] of want.entries()) {
    const got = await rangeBoard({ role: 'overall' }, start, end, { size: 3, userId });
    expect(got.position).toEqual({ rank, points, page: Math.floor(i / 3) + 1 });
  }
  const viaRoute = await dataOf(
    await provider.request('/platforms/range-two/leaderboard?from=2026-01-25&to=2026-03-04&role=scout'),
    200,
    leaderboardSchema,
  );
  const direct = await ledgerBoard({ platformId: ids.two, role: 'scout' }, RANGES[0][1], RANGES[0][2]);
  expect(viaRoute.items.map((i) => [i.user.id, i.points, i.rank])).toEqual(direct.slice(0, viaRoute.size));
  expect(viaRoute.window).toEqual({ start: '2026-01-25T00:00:00.000Z', end: '2026-03-05T00:00:00.000Z' });
});

test('an award or a deletion in a kept range shows once the ranking it starts is built; one outside leaves it kept', async () => {
  const [, start, end] = RANGES[1];
  const read = async () => (await rangeBoard({ platformId: ids.two, role: 'overall' }, start, end)).items;
  const direct = async () => ledgerBoard({ platformId: ids.two, role: 'overall' }, start, end);
  expect((await read()).map((i) => [i.user.id, i.points, i.rank])).toEqual(await direct());
  const kept = async () =>
    rows<{ id: number; stale: boolean }>(
      db(),
      sql`select id, stale from range_boards where scope = ${ids.two} and role = 'overall' and facet = ''
        and start_time = ${start.toISOString()}::timestamptz and end_time = ${end.toISOString()}::timestamptz`,
    );
  const before = await kept();
  expect(before).toEqual([{ id: expect.any(Number), stale: false }]);
  // Outside the range, or in a community the board does not count: the ranking stays kept.
  await earn(people[4], ids.two, 500, at('2026-03-02T10:00:00Z'));
  await earn(people[4], ids.one, 500, at('2026-02-15T10:00:00Z'));
  expect(await kept()).toEqual(before);
  // On a partial edge day, on a whole day, and a deletion: the first read after each still answers
  // the ranking kept before it and starts a new one; once built, reads answer the ledger again.
  const settled = async () => {
    const lagging = (await read()).map((i) => [i.user.id, i.points, i.rank]);
    await settleRangeBuilds();
    return lagging;
  };
  let shown = (await read()).map((i) => [i.user.id, i.points, i.rank]);
  const expectNext = async () => {
    const want = await direct();
    expect(want).not.toEqual(shown);
    // The kept ranking, or already the new one when its build finished during the read (Postgres).
    expect([shown, want]).toContainEqual(await settled());
    shown = (await read()).map((i) => [i.user.id, i.points, i.rank]);
    expect(shown).toEqual(want);
  };
  await earn(people[5], ids.two, 45, at('2026-01-27T13:37:00Z'));
  await expectNext();
  const added = await earn(people[6], ids.two, 300, at('2026-02-20T00:00:00Z'));
  await expectNext();
  expect(shown[0][0]).toBe(people[6]);
  await db().execute(sql`delete from point_events where id = ${added}`);
  await expectNext();
  expect(shown[0][0]).not.toBe(people[6]);
  expect(await histogramMismatches(db())).toBe(0);
});

test('an award in flight while a range is ranked is in that ranking (Postgres: the build waits for it)', async () => {
  const [, start, end] = RANGES[1];
  const filter: Filter = { platformId: ids.one, role: 'innovator' };
  // The award's transaction stays open after its insert, holding its shared board lock; its trigger
  // ran before the range's key existed, so only the build's wait for a free lock brings it in.
  const award = db().transaction(async (tx) => {
    await tx.insert(pointEvents).values({
      userId: people[2],
      platformId: ids.one,
      role: 'innovator',
      reason: 'Test',
      points: 95,
      createdAt: at('2026-02-12T09:00:00Z'),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  await Promise.all([award, rangeBoard(filter, start, end)]);
  await settleRangeBuilds();
  const got = await rangeBoard(filter, start, end);
  expect(got.items.map((i) => [i.user.id, i.points, i.rank])).toEqual(await ledgerBoard(filter, start, end));
  expect(got.items.some((i) => i.user.id === people[2] && i.points >= 95)).toBe(true);
});

test('a deleted player leaves the day boards at once and a kept range ranking once its time is up', async () => {
  const [, start, end] = RANGES[0];
  const first = (await rangeBoard({ role: 'overall' }, start, end)).items[0].user.id;
  await db().execute(sql`update users set deleted_at = now() where id = ${first}`);
  const days = await rows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from neuron_board where period = 'day' and user_id = ${first}`,
  );
  expect(days[0].n).toBe(0);
  // The ranking kept before the deletion is served until RANGE_BOARD_SECONDS have passed.
  await db().execute(sql`update range_boards set built_at = built_at - interval '1 hour'`);
  const got = await rangeBoard({ role: 'overall' }, start, end);
  expect(got.items.map((i) => [i.user.id, i.points, i.rank])).toEqual(
    await ledgerBoard({ role: 'overall' }, start, end),
  );
  expect(got.items.some((i) => i.user.id === first)).toBe(false);
  expect(await histogramMismatches(db())).toBe(0);
});
