// Patron funding (spec 3 §1, §9; issue 16 §5): once or monthly, minimum $1; a user, a challenge's
// escrow, a community's tournament pool or a category's open challenges; the monthly charge runs
// as a job on the pg-boss queue and stops with a notice when the wallet is short. And the job queue
// itself runs on this database (PGlite or Postgres).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PATRON_REASON } from '@/lib/payments';
import { walletViewSchema } from '@/lib/contracts/wallet';
import { challenges, fundings, olympiads, pointEvents } from '@/server/provider/db/schema';
import { chargeDueFundings } from '@/server/provider/domain/fundings';
import { balanceOf, escrowOf, prizePoolOf } from '@/server/provider/domain/ledger';
import { startJobQueue } from '@/server/provider/jobs/queue';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { makeOpenChallenge } from './fixtures';
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
const created = z.object({ id: z.number(), status: z.enum(['active', 'done', 'stopped']) });
const fund = (token: string, body: Record<string, unknown>) =>
  provider.request('/fundings', { method: 'POST', token, body });

test('funding a user once moves the money and earns the patron neurons', async () => {
  const patron = await demoUser(provider, 'KaiNakamura');
  const juno = await demoUser(provider, 'JunoPark');
  const token = await tokenFor(provider, 'KaiNakamura');
  const [patronBefore, junoBefore] = [await walletBalance(db(), patron.id), await walletBalance(db(), juno.id)];
  const refused = await errorsOf(
    await fund(token, { target_type: 'user', target: 'JunoPark', amount_cents: 99, recurrence: 'once' }),
    422,
  );
  expect(refused.errors[0].error).toBe('Funding minimum is $1.');
  const done = await dataOf(
    await fund(token, { target_type: 'user', target: 'JunoPark', amount_cents: 1500, recurrence: 'once' }),
    201,
    created,
  );
  expect(done.status).toBe('done');
  expect(await walletBalance(db(), patron.id)).toBe(patronBefore - 1500);
  expect(await walletBalance(db(), juno.id)).toBe(junoBefore + 1500);
  const neurons = await db().select().from(pointEvents).where(eq(pointEvents.contextId, done.id));
  expect(neurons.filter((n) => n.reason === PATRON_REASON).map((n) => [n.role, n.points])).toEqual([['patron', 15]]);
  expect(
    (
      await errorsOf(
        await fund(token, { target_type: 'user', target: 'KaiNakamura', amount_cents: 100, recurrence: 'once' }),
        422,
      )
    ).errors[0].error,
  ).toBe('You cannot fund yourself.');
  await errorsOf(
    await fund(token, { target_type: 'user', target: 'nobody-here', amount_cents: 100, recurrence: 'once' }),
    404,
  );
});

test('a challenge, a category and a community: escrow, open challenges, the tournament pool', async () => {
  const token = await tokenFor(provider, 'KaiNakamura');
  const c = await makeOpenChallenge(provider, { state: 'published' });
  await dataOf(
    await fund(token, { target_type: 'challenge', target: c.slug, amount_cents: 700, recurrence: 'once' }),
    201,
    created,
  );
  expect(await balanceOf(db(), escrowOf(c.id))).toBe(700);

  const [withCategory] = await db().select().from(challenges).where(eq(challenges.id, c.id));
  const { categories } = await import('@/server/provider/db/schema');
  const [category] = await db().select().from(categories).where(eq(categories.id, withCategory.mainCategoryId!));
  await dataOf(
    await fund(token, { target_type: 'category', target: category.slug, amount_cents: 1001, recurrence: 'once' }),
    201,
    created,
  );
  // The category's open challenges share it; this one got its share.
  expect(await balanceOf(db(), escrowOf(c.id))).toBeGreaterThan(700);

  const [current] = await db().select().from(olympiads).where(eq(olympiads.isCurrent, true)).limit(1);
  const { platforms } = await import('@/server/provider/db/schema');
  const [platform] = await db().select().from(platforms).where(eq(platforms.id, current.platformId));
  const poolBefore = await balanceOf(db(), prizePoolOf(current.id));
  await dataOf(
    await fund(token, { target_type: 'platform', target: platform.slug, amount_cents: 2500, recurrence: 'once' }),
    201,
    created,
  );
  // The demo's tournament pools hold their advertised prize already; the funding adds to it.
  expect(await balanceOf(db(), prizePoolOf(current.id))).toBe(poolBefore + 2500);
  const [after] = await db().select().from(olympiads).where(eq(olympiads.id, current.id));
  expect(after.prizeTotalCents).toBe(current.prizeTotalCents + 2500);
});

test('monthly funding charges each month by the job, and stops with a notice when the wallet is short', async () => {
  const patron = await demoUser(provider, 'ElenaRossi');
  const token = await tokenFor(provider, 'ElenaRossi');
  const balance = await walletBalance(db(), patron.id);
  const monthly = await dataOf(
    await fund(token, { target_type: 'user', target: 'JunoPark', amount_cents: balance - 100, recurrence: 'monthly' }),
    201,
    created,
  );
  expect(monthly.status).toBe('active');
  const [row] = await db().select().from(fundings).where(eq(fundings.id, monthly.id));
  expect(row.charges).toBe(1);
  expect(row.nextChargeAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  // Nothing is due yet.
  expect(await chargeDueFundings(db())).toEqual({ charged: 0, stopped: 0 });
  // A month later the wallet holds $1: the charge is refused and the funding stops with a notice.
  const monthLater = new Date(row.nextChargeAt!.getTime() + 1000);
  expect(await chargeDueFundings(db(), monthLater)).toEqual({ charged: 0, stopped: 1 });
  const wallet = await dataOf(await provider.request('/wallet', { token }), 200, walletViewSchema);
  const shown = wallet.fundings.find((f) => f.id === monthly.id)!;
  expect(shown.status).toBe('stopped');
  expect(shown.stopped_reason).toMatch(
    /^Your monthly funding of .* for @JunoPark stopped on \d{4}-\d{2}-\d{2}: your wallet was short\./,
  );
  expect(await walletBalance(db(), patron.id)).toBe(100);
});

test('after an outage, a monthly funding is charged once, not once per missed month', async () => {
  const token = await tokenFor(provider, 'KaiNakamura');
  const monthly = await dataOf(
    await fund(token, { target_type: 'user', target: 'JunoPark', amount_cents: 100, recurrence: 'monthly' }),
    201,
    created,
  );
  const [row] = await db().select().from(fundings).where(eq(fundings.id, monthly.id));
  const fourMonthsLater = new Date(row.nextChargeAt!.getTime() + 100 * 86_400_000);
  await chargeDueFundings(db(), fourMonthsLater);
  const [after] = await db().select().from(fundings).where(eq(fundings.id, monthly.id));
  expect(after.charges).toBe(2);
  expect(after.nextChargeAt!.getTime()).toBeGreaterThan(fourMonthsLater.getTime());
});

test('a patron stops a monthly funding', async () => {
  const token = await tokenFor(provider, 'KaiNakamura');
  const monthly = await dataOf(
    await fund(token, { target_type: 'user', target: 'JunoPark', amount_cents: 100, recurrence: 'monthly' }),
    201,
    created,
  );
  await dataOf(await provider.request(`/fundings/${monthly.id}`, { method: 'DELETE', token }), 200, created);
  await errorsOf(await provider.request(`/fundings/${monthly.id}`, { method: 'DELETE', token }), 404);
  const [row] = await db().select().from(fundings).where(eq(fundings.id, monthly.id));
  expect(row.status).toBe('stopped');
});

test('the job queue starts on this database with its schedules, and their work runs', async () => {
  const queue = await startJobQueue(provider.database, provider.config, () => {});
  try {
    expect(await queue.runNow('charge-fundings')).toBeNull();
    const schedules = await provider.database.executeSql('select name, cron from pgboss.schedule order by name');
    expect(schedules.rows).toEqual([
      { name: 'charge-fundings', cron: '17 * * * *' },
      { name: 'close-due-challenges', cron: '* * * * *' },
      { name: 'close-due-olympiads', cron: '* * * * *' },
      { name: 'deliver-email', cron: '* * * * *' },
      { name: 'expire-friend-requests', cron: '23 * * * *' },
      { name: 'prune-realtime-claims', cron: '*/10 * * * *' },
      { name: 'release-prizes', cron: '*/5 * * * *' },
      { name: 'send-digests', cron: '7 * * * *' },
      { name: 'sweep-rate-limits', cron: '*/5 * * * *' },
    ]);
  } finally {
    await queue.stop();
  }
});
