import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { PRIZE_UPDATE_MESSAGES } from '@/lib/challenges/prize-update';
import { challenges, users } from '@/server/provider/db/schema';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

async function openChallengeOf(handle: string) {
  const rows = await provider.database.db
    .select({ c: challenges })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.catalystId))
    .where(and(eq(users.screenName, handle), eq(challenges.state, 'published'), eq(challenges.isClosed, false)));
  return rows.map((r) => r.c).find((c) => c.durationEnd.getTime() > Date.now() + 86_400_000 && c.status === 'open')!;
}

test('the catalyst raises the money, changes the prize and moves the closing date later', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const c = await openChallengeOf('MayaChen');
  const later = new Date(c.durationEnd.getTime() + 10 * 86_400_000).toISOString();
  const body = {
    prize_type: 'other',
    prize_money: String(c.prizeMoneyCents / 100 + 50),
    prize_title: 'Lunch',
    prize_description: 'Lunch for two.',
    duration_end: later,
  };
  await dataOf(
    await provider.request(`/prizes/${c.id}`, { method: 'PUT', token, body }),
    200,
    z.object({ slug: z.string(), platform: z.string() }),
  );
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  expect(detail).toMatchObject({
    prize_type: 'other',
    prize_title: 'Lunch',
    prize_money_cents: c.prizeMoneyCents + 5000,
    duration_end: later,
  });
});

test('nobody else may, money never goes down, and unknown challenges are 404', async () => {
  const c = await openChallengeOf('MayaChen');
  const other = await tokenFor(provider, 'JunoPark');
  const body = { prize_type: 'money', prize_money: '999' };
  expect(
    (await errorsOf(await provider.request(`/prizes/${c.id}`, { method: 'PUT', token: other, body }), 403)).errors[0]
      .error,
  ).toBe(PRIZE_UPDATE_MESSAGES.notCatalyst);
  const token = await tokenFor(provider, 'MayaChen');
  const [fresh] = await provider.database.db.select().from(challenges).where(eq(challenges.id, c.id));
  if (fresh.prizeMoneyCents > 0) {
    const lower = await provider.request(`/prizes/${c.id}`, {
      method: 'PUT',
      token,
      body: { prize_type: 'money', prize_money: '0' },
    });
    expect((await errorsOf(lower, 422)).errors).toEqual([
      { field: 'prize_money', error: PRIZE_UPDATE_MESSAGES.moneyLowered },
    ]);
  }
  await errorsOf(await provider.request('/prizes/999999', { method: 'PUT', token, body }), 404);
  await errorsOf(await provider.request(`/prizes/${c.id}`, { method: 'PUT', body }), 401);
});

test('a closed challenge keeps its prize', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const c = await openChallengeOf('MayaChen');
  await provider.database.db.update(challenges).set({ isClosed: true }).where(eq(challenges.id, c.id));
  const res = await provider.request(`/prizes/${c.id}`, {
    method: 'PUT',
    token,
    body: { prize_type: 'money', prize_money: '999999' },
  });
  expect((await errorsOf(res, 422)).errors[0].error).toBe(PRIZE_UPDATE_MESSAGES.closed);
  await provider.database.db.update(challenges).set({ isClosed: false }).where(eq(challenges.id, c.id));
});
