import { sql } from 'drizzle-orm';
import { DEMO_COMMUNITIES } from '@/server/provider/db/seed/communities';
import { seedDemoData } from '@/server/provider/db/seed';
import { DEMO_PASSWORD } from '@/server/provider/db/seed/users';
import { authenticate } from '@/server/provider/domain/accounts';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

async function count(table: string): Promise<number> {
  const result = (await provider.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

test('the demo seed creates the main community, 13 system communities and about 30 users', async () => {
  expect(await count('platforms')).toBe(14);
  expect(DEMO_COMMUNITIES.filter((c) => c.isMain)).toHaveLength(1);
  const users = await count('users');
  expect(users).toBeGreaterThanOrEqual(28);
  expect(users).toBeLessThanOrEqual(35);
  expect(await count('feature_flags')).toBe(6);
  expect(await count('challenges')).toBeGreaterThanOrEqual(20);
  expect(await count('ideas')).toBeGreaterThan(80);
  expect(await count('ratings')).toBeGreaterThan(300);
});

test('seeding again changes nothing', async () => {
  const before = await Promise.all(['platforms', 'users', 'challenges', 'ideas', 'ratings', 'point_events'].map(count));
  expect(await seedDemoData(provider.database.db)).toEqual({ seeded: false });
  const after = await Promise.all(['platforms', 'users', 'challenges', 'ideas', 'ratings', 'point_events'].map(count));
  expect(after).toEqual(before);
});

test('open challenges end in the future and closed ones in the past', async () => {
  const result = (await provider.database.db.execute(
    sql.raw(
      `select count(*) filter (where not is_closed and duration_end <= now())::int as stale,
            count(*) filter (where is_closed and (duration_end > now() or status <> 'closed'))::int as bad_closed,
            count(*) filter (where is_closed)::int as closed,
            count(*) filter (where prize_money_cents > 0)::int as with_money
       from challenges`,
    ),
  )) as unknown as { rows: { stale: number; bad_closed: number; closed: number; with_money: number }[] };
  const row = result.rows[0];
  expect(row.stale).toBe(0);
  expect(row.bad_closed).toBe(0);
  expect(row.closed).toBeGreaterThan(3);
  expect(row.with_money).toBeGreaterThan(2);
});

test('nobody rates or answers their own work, and every player has neurons', async () => {
  const result = (await provider.database.db.execute(
    sql.raw(
      `select (select count(*)::int from ratings r join ideas i on i.id = r.idea_id where r.user_id = i.author_id) as self_rated,
            (select count(*)::int from ideas i join challenges c on c.id = i.challenge_id where i.author_id = c.catalyst_id) as self_answered,
            (select count(distinct user_id)::int from point_events where points > 0) as scorers`,
    ),
  )) as unknown as { rows: { self_rated: number; self_answered: number; scorers: number }[] };
  expect(result.rows[0]).toMatchObject({ self_rated: 0, self_answered: 0 });
  expect(result.rows[0].scorers).toBeGreaterThan(20);
});

test('demo users sign in with the demo password', async () => {
  const admin = await authenticate(provider.database.db, 'ADMIN@nervus.test', DEMO_PASSWORD);
  expect(admin).toMatchObject({ screenName: 'admin', globalAdmin: true });
  expect(await authenticate(provider.database.db, 'ambassador@nervus.test', DEMO_PASSWORD)).toMatchObject({
    platformAmbassador: true,
  });
  expect(await authenticate(provider.database.db, 'admin@nervus.test', 'wrong-password')).toBeNull();
  expect(await authenticate(provider.database.db, 'nobody@nervus.test', DEMO_PASSWORD)).toBeNull();
});

test('the demo tournaments: one current olympiad per running community, around now, one only', async () => {
  const result = (await provider.database.db.execute(
    sql.raw(
      `select p.slug, o.cycle, o.prize_total_cents as prize
       from olympiads o join platforms p on p.id = o.platform_id
      where o.is_current and o.start_time <= now() and o.end_time > now()
      order by p.slug`,
    ),
  )) as unknown as { rows: { slug: string; cycle: string; prize: number }[] };
  expect(result.rows).toEqual([
    { slug: 'business', cycle: 'monthly', prize: 50_000 },
    { slug: 'innovators', cycle: 'weekly', prize: 15_000 },
    { slug: 'nervus', cycle: 'monthly', prize: 250_000 },
  ]);
  // A second current olympiad for a community is refused by the partial unique index.
  await expect(
    provider.database.db.execute(
      sql.raw(
        `insert into olympiads (platform_id, title, cycle, start_time, end_time, is_current)
     select platform_id, 'Duplicate', cycle, start_time, end_time, true from olympiads where is_current limit 1`,
      ),
    ),
  ).rejects.toThrow();
});

test('closed demo challenges were settled by the closing routine: one closing each, awards and closing neurons', async () => {
  const result = (await provider.database.db.execute(
    sql.raw(
      `select (select count(*)::int from challenges where is_closed) as closed,
            (select count(*)::int from challenge_closings) as settled,
            (select count(*)::int from challenges c where is_closed and prize_money_cents > 0
               and not exists (select 1 from prize_awards a where a.challenge_id = c.id)) as unpaid,
            (select count(*)::int from point_events where reason = 'ChallengeClosed') as closed_events,
            (select count(*)::int from point_events e join ideas i on e.context_type = 'idea' and i.id = e.context_id
               join challenges c on c.id = i.challenge_id where e.reason = 'EarlyIdeaBonus' and not c.is_closed) as early_on_open`,
    ),
  )) as unknown as {
    rows: { closed: number; settled: number; unpaid: number; closed_events: number; early_on_open: number }[];
  };
  const row = result.rows[0];
  expect(row.settled).toBe(row.closed);
  expect(row.closed_events).toBe(row.closed);
  expect(row.unpaid).toBe(0);
  // The early bonus is paid at closing, as for live challenges.
  expect(row.early_on_open).toBe(0);
});

test('the demo players have the highlights their seeded ledger made, and a backfill twice writes nothing new', async () => {
  const result = (await provider.database.db.execute(
    sql.raw(
      `select count(*)::int as n, count(distinct user_id)::int as users,
            count(*) filter (where highlight_type = 'Catalyst.ChallengePublished')::int as published,
            count(*) filter (where highlight_type = 'Catalyst.ChallengeClosed')::int as closed,
            count(*) filter (where highlight_type like '%.UserBrainScoreUpdated')::int as levels,
            count(*) filter (where point_event_id is null)::int as orphans
       from highlights`,
    ),
  )) as unknown as {
    rows: { n: number; users: number; published: number; closed: number; levels: number; orphans: number }[];
  };
  const row = result.rows[0];
  expect(row.users).toBeGreaterThan(10);
  expect(row.published).toBeGreaterThan(0);
  expect(row.closed).toBeGreaterThan(3);
  expect(row.levels).toBeGreaterThan(0);
  expect(row.orphans).toBe(0);
  const { backfillHighlights } = await import('@/server/provider/realtime/deliver');
  expect(await backfillHighlights(provider.database.db)).toBe(0);
  expect(await count('highlights')).toBe(row.n);
});
