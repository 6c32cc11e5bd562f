// Tournaments that close and pay (issue 17; spec 3 §2.5, §4, §9): an olympiad's board counts only
// its own window; closing (also twice at once) ranks once, holds flagged players and renews the
// cycle once; paying (also twice at once) moves the pool into wallets once; a held player is paid
// only after release; a reversal takes the neurons back and is listed on the public fair-play log.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { leaderboardSchema } from '@/lib/contracts/browse';
import { allocationSchema, fairPlayLogSchema, olympiadViewSchema } from '@/lib/contracts/olympiads';
import { MONEY_REASONS } from '@/lib/payments';
import {
  fairPlayFlags,
  notifications,
  olympiadResults,
  olympiads,
  platforms,
  pointEvents,
  traits,
} from '@/server/provider/db/schema';
import { EXTERNAL, balanceOf, postTransaction, prizePoolOf } from '@/server/provider/domain/ledger';
import { closeDueOlympiads, closeOlympiad, payOlympiad } from '@/server/provider/domain/olympiad-closing';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { walletBalance } from './money-helpers';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});
const db = () => provider.database.db;
const DAY = 86_400_000;

/**
 * A weekly olympiad of a community that runs none, with `pool` cents, ended long before the demo's
 * activity (the seed's events lie in the last months), so only this test's neurons are in it.
 */
async function endedWeekly(slug: string, pool: number, offsetDays = 700) {
  const [platform] = await db().select().from(platforms).where(eq(platforms.slug, slug));
  const end = new Date(Date.now() - 3_600_000 - offsetDays * DAY);
  const start = new Date(end.getTime() - 7 * DAY);
  const [row] = await db()
    .insert(olympiads)
    .values({
      platformId: platform.id,
      title: `${slug} Sprint, week of test`,
      cycle: 'weekly',
      startTime: start,
      endTime: end,
      isCurrent: true,
    })
    .returning();
  await db().transaction((tx) =>
    postTransaction(tx, {
      key: `test:pool:${row.id}`,
      reason: MONEY_REASONS.olympiadPool,
      reference: { type: 'olympiad', id: row.id },
      legs: [
        { account: EXTERNAL, cents: -pool },
        { account: prizePoolOf(row.id), cents: pool },
      ],
      sandbox: true,
    }),
  );
  return { row, platform, start, end };
}

async function earn(userId: number, platformId: number, points: number, at: Date, role = 'innovator') {
  await db().insert(pointEvents).values({ userId, platformId, role, reason: 'TestEarned', points, createdAt: at });
}

test('closing twice at once ranks once, counts only the 7 days, renews once, and pays once', async () => {
  const { row, platform, start, end } = await endedWeekly('comedy', 1_000);
  const [a, b, c, d] = await Promise.all(
    ['JunoPark', 'SamOkafor', 'LenaVogel', 'DiegoMarquez'].map((n) => demoUser(provider, n)),
  );
  await earn(a.id, platform.id, 300, new Date(start.getTime() + DAY));
  await earn(b.id, platform.id, 100, new Date(start.getTime() + 2 * DAY));
  await earn(c.id, platform.id, 50, new Date(end.getTime() - 1));
  await earn(d.id, platform.id, 5, new Date(start.getTime() + 3 * DAY));
  // Outside the window: before the start and at the end (exclusive) — not on this board.
  await earn(d.id, platform.id, 10_000, new Date(start.getTime() - 1));
  await earn(c.id, platform.id, 10_000, end);
  // A director's neurons do not count toward the race (spec 3 §1).
  await earn(d.id, platform.id, 10_000, new Date(start.getTime() + DAY), 'director');

  // The live board of the olympiad (before closing) reads its own window.
  const live = await dataOf(
    await provider.request(`/platforms/comedy/leaderboard?olympiad=${row.id}`),
    200,
    leaderboardSchema,
  );
  expect(live.window?.start).toBe(start.toISOString());

  const now = new Date();
  const [first, second] = await Promise.all([closeOlympiad(db(), row.id, now), closeOlympiad(db(), row.id, now)]);
  expect([first, second].filter(Boolean)).toHaveLength(1);
  const closed = (first ?? second)!;
  expect(closed).toMatchObject({ players: 4, winners: 2, poolCents: 1_000 });
  expect(await closeOlympiad(db(), row.id, new Date())).toBeNull();

  const results = await db().select().from(olympiadResults).where(eq(olympiadResults.olympiadId, row.id));
  const byUser = new Map(results.map((r) => [r.userId, r]));
  expect([a, b, c, d].map((u) => Number(byUser.get(u.id)?.neurons))).toEqual([300, 100, 50, 5]);
  expect([a, b, c, d].map((u) => byUser.get(u.id)?.prizeCents)).toEqual([750, 250, 0, 0]);

  // Each ranked player hears their place (and a winner their prize) once, in one statement.
  const told = await db()
    .select({ userId: notifications.userId, text: notifications.text, href: notifications.href })
    .from(notifications)
    .where(and(eq(notifications.kind, 'tournament-result'), inArray(notifications.userId, [a.id, b.id, c.id, d.id])));
  expect(told).toHaveLength(4);
  const toldTo = new Map(told.map((n) => [n.userId, n]));
  expect(toldTo.get(a.id)?.text).toMatch(
    /you placed #1 with 300 neurons and won \$7\.50, paid once the admins review it\.$/,
  );
  expect(toldTo.get(d.id)?.text).toMatch(/you placed #4 with 5 neurons\.$/);
  expect(toldTo.get(a.id)?.href).toBe('/comedy/tournaments');

  // Renewal: exactly one next cycle, starting at the end, current.
  const next = await db()
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.platformId, platform.id), eq(olympiads.startTime, end)));
  expect(next).toHaveLength(1);
  expect(next[0]).toMatchObject({ isCurrent: true, cycle: 'weekly', state: 'open' });
  expect(next[0].endTime.getTime() - end.getTime()).toBe(7 * DAY);
  const [old] = await db().select().from(olympiads).where(eq(olympiads.id, row.id));
  expect(old).toMatchObject({ state: 'review', isCurrent: false });

  // The frozen board: the olympiad's 7 days only.
  const board = await dataOf(
    await provider.request(`/platforms/comedy/leaderboard?olympiad=${row.id}`),
    200,
    leaderboardSchema,
  );
  expect(board.items.map((i) => [i.user.handle, i.points])).toEqual([
    ['JunoPark', 300],
    ['SamOkafor', 100],
    ['LenaVogel', 50],
    ['DiegoMarquez', 5],
  ]);

  // Paying: only an admin (or the director); twice at once moves the money once.
  const player = await tokenFor(provider, 'JunoPark');
  await errorsOf(
    await provider.request('/admin/payout/olympiad', { method: 'POST', token: player, body: { olympiad_id: row.id } }),
    403,
  );
  const before = [await walletBalance(db(), a.id), await walletBalance(db(), b.id)];
  const admin = await tokenFor(provider, 'admin');
  const review = await dataOf(
    await provider.request(`/admin/payments/olympiads/${row.id}`, { token: admin }),
    200,
    allocationSchema,
  );
  expect(review.allocation.map((s) => [s.user.handle, s.prize_cents, s.paid])).toEqual([
    ['JunoPark', 750, false],
    ['SamOkafor', 250, false],
  ]);
  const pay = () =>
    provider.request('/admin/payout/olympiad', { method: 'POST', token: admin, body: { olympiad_id: row.id } });
  const paid = await Promise.all([pay(), pay()]);
  const counts = await Promise.all(paid.map((res) => dataOf(res, 200, z.object({ paid: z.number() }))));
  expect(counts.map((x) => x.paid).sort()).toEqual([0, 2]);
  expect(await walletBalance(db(), a.id)).toBe(before[0] + 750);
  expect(await walletBalance(db(), b.id)).toBe(before[1] + 250);
  expect(await balanceOf(db(), prizePoolOf(row.id))).toBe(0);
  expect((await payOlympiad(db(), row.id, null)).ok).toBe(true);
  expect(await walletBalance(db(), a.id)).toBe(before[0] + 750);
  const view = await dataOf(await provider.request(`/olympiad/olympiads/${row.id}`), 200, olympiadViewSchema);
  expect(view).toMatchObject({ state: 'paid', status: 'closed' });
});

test('a flagged player is held, paid only after release; a reversal is on the public fair-play log', async () => {
  const { row, platform, start } = await endedWeekly('news', 900);
  const names = ['MayaChen', 'TheoBrooks', 'AishaBello', 'OwenMcCarthy', 'NoorHaddad', 'AdaLovelace'];
  const users = await Promise.all(names.map((n) => demoUser(provider, n)));
  const points = [500, 400, 300, 20, 10, 5];
  for (const [i, u] of users.entries()) await earn(u.id, platform.id, points[i], new Date(start.getTime() + DAY));
  // Maya and Theo share one device with a third account: many accounts from one fingerprint.
  const fp = `test-device-${row.id}`;
  for (const u of [users[0], users[1], users[5]])
    await db().insert(traits).values({ userId: u.id, fingerprint: fp, type: 'track', event: 'test' });

  // The job closes it (the same work the queue's 'close-due-olympiads' runs).
  const closed = await closeDueOlympiads(db(), new Date());
  expect(closed.map((o) => o.id)).toContain(row.id);
  const flags = await db().select().from(fairPlayFlags).where(eq(fairPlayFlags.olympiadId, row.id));
  expect(flags.map((f) => [f.userId, f.kind, f.state]).sort()).toEqual(
    [users[0], users[1], users[5]].map((u) => [u.id, 'shared_fingerprint', 'held']).sort(),
  );
  expect(JSON.stringify(flags.map((f) => f.evidence))).not.toContain(fp);

  const admin = await tokenFor(provider, 'admin');
  const before = await Promise.all(users.map((u) => walletBalance(db(), u.id)));
  await dataOf(
    await provider.request(`/olympiad/olympiads/${row.id}/pay`, { method: 'POST', token: admin }),
    200,
    z.object({ paid: z.number() }),
  );
  // Top third of 6 = 2: Maya (held) and Theo (held); nobody else has a share, so nobody is paid yet.
  const after = await Promise.all(users.map((u) => walletBalance(db(), u.id)));
  expect(after).toEqual(before);

  const flagOf = (userId: number) => flags.find((f) => f.userId === userId)!;
  // Release Theo: paid at once (the olympiad was already paid).
  await dataOf(
    await provider.request(`/olympiad/flags/${flagOf(users[1].id).id}`, {
      method: 'POST',
      token: admin,
      body: { action: 'release' },
    }),
    200,
    z.object({ decided: z.literal(true) }),
  );
  expect(await walletBalance(db(), users[1].id)).toBe(before[1] + 400);
  // Reverse Maya: her share is withheld, her window's neurons taken back, and the log says so.
  const player = await tokenFor(provider, 'JunoPark');
  await errorsOf(
    await provider.request(`/olympiad/flags/${flagOf(users[0].id).id}`, {
      method: 'POST',
      token: player,
      body: { action: 'reverse', reason: 'Three accounts on one device' },
    }),
    403,
  );
  await dataOf(
    await provider.request(`/olympiad/flags/${flagOf(users[0].id).id}`, {
      method: 'POST',
      token: admin,
      body: { action: 'reverse', reason: 'Three accounts played from one device.' },
    }),
    200,
    z.object({ decided: z.literal(true) }),
  );
  await errorsOf(
    await provider.request(`/olympiad/flags/${flagOf(users[0].id).id}`, {
      method: 'POST',
      token: admin,
      body: { action: 'release' },
    }),
    409,
  );
  expect(await walletBalance(db(), users[0].id)).toBe(before[0]);
  expect(await balanceOf(db(), prizePoolOf(row.id))).toBe(900 - 400);
  const log = await dataOf(await provider.request(`/olympiad/olympiads/${row.id}/fair-play`), 200, fairPlayLogSchema);
  expect(log).toEqual([
    {
      screen_name: 'MayaChen',
      kind: 'shared_fingerprint',
      neurons: 500,
      reason: 'Three accounts played from one device.',
      decided_at: expect.any(String),
    },
  ]);
  const board = await dataOf(
    await provider.request(`/platforms/news/leaderboard?olympiad=${row.id}&role=innovator`),
    200,
    leaderboardSchema,
  );
  expect(board.items.map((i) => i.user.handle)).not.toContain('MayaChen');
});

test('admin controls: pause keeps it open past its end, resume and extend move the end, schedule next once', async () => {
  const [platform] = await db().select().from(platforms).where(eq(platforms.slug, 'politics'));
  const start = new Date(Date.now() - DAY);
  const [row] = await db()
    .insert(olympiads)
    .values({
      platformId: platform.id,
      title: 'Politics Cup, November 2026',
      cycle: 'monthly',
      startTime: start,
      endTime: new Date(Date.now() + DAY),
    })
    .returning();
  const admin = await tokenFor(provider, 'admin');
  const control = (body: unknown, token = admin) =>
    provider.request(`/olympiad/olympiads/${row.id}/controls`, { method: 'POST', token, body });
  await errorsOf(await control({ action: 'pause' }, await tokenFor(provider, 'JunoPark')), 403);
  expect((await dataOf(await control({ action: 'pause' }), 200, olympiadViewSchema)).paused).toBe(true);
  expect((await closeDueOlympiads(db(), new Date(Date.now() + 2 * DAY))).map((o) => o.id)).not.toContain(row.id);
  const resumed = await dataOf(await control({ action: 'resume' }), 200, olympiadViewSchema);
  expect(resumed.paused).toBe(false);
  const extended = await dataOf(await control({ action: 'extend', days: 3 }), 200, olympiadViewSchema);
  expect(Date.parse(extended.end_time) - Date.parse(resumed.end_time)).toBe(3 * DAY);
  await errorsOf(await control({ action: 'extend', days: 0 }), 422);
  expect(
    (await dataOf(await control({ action: 'profanity', allowed: true }), 200, olympiadViewSchema)).profanity_allowed,
  ).toBe(true);
  await dataOf(await control({ action: 'schedule-next' }), 200, olympiadViewSchema);
  await dataOf(await control({ action: 'schedule-next' }), 200, olympiadViewSchema);
  const nexts = await db()
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.platformId, platform.id), eq(olympiads.startTime, new Date(extended.end_time))));
  expect(nexts).toHaveLength(1);
  expect(nexts[0].title).toBe(
    'Politics Cup, ' +
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(nexts[0].startTime),
  );
  // Closing now ends the window now; the scheduled next cycle becomes current.
  await dataOf(await control({ action: 'close' }), 200, olympiadViewSchema);
  const [after] = await db().select().from(olympiads).where(eq(olympiads.id, nexts[0].id));
  expect(after.isCurrent).toBe(true);
  await errorsOf(await control({ action: 'close' }), 409);
});

test('a platform lists its olympiads newest first, with their closing state', async () => {
  const list = await dataOf(await provider.request('/olympiad/nervus/olympiads'), 200, z.array(olympiadViewSchema));
  expect(list.length).toBeGreaterThanOrEqual(2);
  expect(list[0].is_current).toBe(true);
  expect(list[0].prize_total).toBe(250_000);
  expect(Date.parse(list[0].start_time)).toBeGreaterThan(Date.parse(list[1].start_time));
  expect(await balanceOf(db(), prizePoolOf(list[0].id))).toBe(250_000);
});

test("result-prize-calcualtion closes an olympiad and answers its allocation; totals and the player's own results", async () => {
  const { row, platform, start } = await endedWeekly('life', 300);
  const juno = await demoUser(provider, 'JunoPark');
  await earn(juno.id, platform.id, 40, new Date(start.getTime() + DAY));
  const admin = await tokenFor(provider, 'admin');
  await errorsOf(
    await provider.request(`/admin/olympiads/${row.id}/result-prize-calcualtion`, {
      method: 'POST',
      token: await tokenFor(provider, 'JunoPark'),
    }),
    403,
  );
  const allocation = await dataOf(
    await provider.request(`/admin/olympiads/${row.id}/result-prize-calcualtion`, { method: 'POST', token: admin }),
    200,
    allocationSchema,
  );
  expect(allocation.olympiad.state).toBe('review');
  expect(allocation.allocation.map((s) => [s.user.handle, s.prize_cents])).toEqual([['JunoPark', 300]]);
  const stats = await dataOf(
    await provider.request(`/olympiad/olympiads/${row.id}/stats`),
    200,
    z.object({ players: z.number(), ideas: z.number() }),
  );
  expect(stats).toMatchObject({ players: 1, ideas: 0 });
  const mine = await dataOf(
    await provider.request('/olympiad/me/results', { token: await tokenFor(provider, 'JunoPark') }),
    200,
    z.array(z.object({ olympiad_id: z.number(), rank: z.number(), prize_cents: z.number(), paid: z.boolean() })),
  );
  expect(mine.find((r) => r.olympiad_id === row.id)).toMatchObject({ rank: 1, prize_cents: 300, paid: false });
});
