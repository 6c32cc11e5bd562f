// Closing's money (issue 16 §4): entry fees from escrow split 65/28/7 to the cent for 1, 7, 333
// and 100,001 cents of fees; the prize total shared among 1 to 5 ranked ideas and held, then paid
// by the prize job or at once by the catalyst; a declined prize's money back to the catalyst; a
// challenge with no ranked idea returns its whole prize total to the catalyst.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { splitEntryFees } from '@/lib/challenges/closing';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { challenges, ideas, notifications, prizeAwards, ratings, users } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { balanceOf, escrowOf, REVENUE } from '@/server/provider/domain/ledger';
import { releaseDuePrizes } from '@/server/provider/domain/prize-money';
import { demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { holdPrize, payFee, walletBalance } from './money-helpers';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY = 86_400_000;
let serial = 0;
const db = () => provider.database.db;

/**
 * MayaChen's open challenge with `ideas` ideas by different players, rated so that idea i has the
 * average 5 - i (two ratings each) when `ranked`, one rating (unranked) otherwise; each idea paid
 * `feeCents`, the whole fee total landing on the first idea's fee so odd totals can be tested.
 */
async function challengeWith(opts: { ideas: number; prizeCents: number; feeTotalCents: number; ranked?: boolean }) {
  const maya = await demoUser(provider, 'MayaChen');
  const people = await db()
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, maya.id))
    .orderBy(users.id)
    .limit(12);
  const [template] = await db().select().from(challenges).limit(1);
  serial += 1;
  const now = Date.now();
  const [c] = await db()
    .insert(challenges)
    .values({
      slug: `money-closing-${serial}`,
      platformId: template.platformId,
      catalystId: maya.id,
      questionTitle: `How could money closing ${serial} work?`,
      durationStart: new Date(now - 5 * DAY),
      durationEnd: new Date(now + DAY),
      prizeType: 'money',
      prizeMoneyCents: opts.prizeCents,
    })
    .returning();
  await holdPrize(db(), c.id, maya.id, opts.prizeCents);
  const made = [];
  for (let i = 0; i < opts.ideas; i++) {
    const [idea] = await db()
      .insert(ideas)
      .values({
        challengeId: c.id,
        authorId: people[i].id,
        title: `Idea ${i}`,
        createdAt: new Date(now - (60 - i) * 60_000),
      })
      .returning();
    const raters = opts.ranked === false ? [people[11]] : [people[10], people[11]];
    await db()
      .insert(ratings)
      .values(raters.map((r) => ({ ideaId: idea.id, userId: r.id, value: Math.max(1, 5 - i) })));
    made.push(idea);
  }
  if (opts.feeTotalCents > 0) await payFee(db(), c.id, people[0].id, opts.feeTotalCents, made[0]?.id ?? 0);
  return { challenge: c, ideas: made, maya, people };
}

test.each([1, 7, 333, 100_001])(
  '%i cents of fees split 65/28/7 exactly: catalyst, prize total, platform',
  async (fees) => {
    const { challenge, maya } = await challengeWith({ ideas: 1, prizeCents: 0, feeTotalCents: fees });
    const split = splitEntryFees(fees);
    expect(split.creatorCents + split.prizePoolCents + split.platformCents).toBe(fees);
    const catalystBefore = await walletBalance(db(), maya.id);
    const revenueBefore = await balanceOf(db(), REVENUE);
    expect(await closeChallenge(db(), challenge.id, 'catalyst', new Date(), 0)).toBe(true);
    await releaseDuePrizes(db());
    expect((await walletBalance(db(), maya.id)) - catalystBefore).toBe(split.creatorCents);
    expect((await balanceOf(db(), REVENUE)) - revenueBefore).toBe(split.platformCents);
    const [award] = await db().select().from(prizeAwards).where(eq(prizeAwards.challengeId, challenge.id));
    expect(award?.amountCents ?? 0).toBe(split.prizePoolCents);
    expect(await balanceOf(db(), escrowOf(challenge.id))).toBe(0);
  },
);

test.each([1, 2, 3, 4, 5])(
  'a prize total shared among %i ranked ideas sums exactly and empties the escrow',
  async (n) => {
    const { challenge, people } = await challengeWith({ ideas: n, prizeCents: 10_001, feeTotalCents: 0 });
    const before = await Promise.all(people.slice(0, n).map((p) => walletBalance(db(), p.id)));
    await closeChallenge(db(), challenge.id, 'catalyst', new Date(), 0);
    const awards = await db()
      .select()
      .from(prizeAwards)
      .where(eq(prizeAwards.challengeId, challenge.id))
      .orderBy(prizeAwards.rank);
    expect(awards).toHaveLength(n);
    expect(awards.reduce((sum, a) => sum + a.amountCents, 0)).toBe(10_001);
    // Better places never get less.
    for (let i = 1; i < n; i++) expect(awards[i - 1].amountCents).toBeGreaterThanOrEqual(awards[i].amountCents);
    expect(await releaseDuePrizes(db())).toBeGreaterThanOrEqual(n);
    const after = await Promise.all(people.slice(0, n).map((p) => walletBalance(db(), p.id)));
    expect(after.map((a, i) => a - before[i]).reduce((x, y) => x + y, 0)).toBe(10_001);
    expect(await balanceOf(db(), escrowOf(challenge.id))).toBe(0);
  },
);

test('prizes are held: a declined one goes back to the catalyst; the catalyst may pay the rest now', async () => {
  const {
    challenge,
    ideas: made,
    maya,
    people,
  } = await challengeWith({ ideas: 3, prizeCents: 9000, feeTotalCents: 0 });
  await closeChallenge(db(), challenge.id, 'catalyst', new Date(), 72);
  expect(await releaseDuePrizes(db())).toBe(0);
  const awards = await db()
    .select()
    .from(prizeAwards)
    .where(eq(prizeAwards.challengeId, challenge.id))
    .orderBy(prizeAwards.rank);
  const token = await tokenFor(provider, 'MayaChen');
  const catalystBefore = await walletBalance(db(), maya.id);
  const declined = await provider.request(`/ideas/${made[2].id}/decline`, {
    method: 'POST',
    token,
    body: { feedback: 'Copied from elsewhere.' },
  });
  expect(declined.status).toBe(200);
  expect((await walletBalance(db(), maya.id)) - catalystBefore).toBe(awards[2].amountCents);
  const winnerBefore = await walletBalance(db(), people[0].id);
  const paid = await provider.request(`/challenges/${challenge.slug}/prizes/pay`, { method: 'POST', token });
  expect(paid.status).toBe(200);
  expect((await walletBalance(db(), people[0].id)) - winnerBefore).toBe(awards[0].amountCents);
  expect(await balanceOf(db(), escrowOf(challenge.id))).toBe(0);
  // Paid prizes can no longer be declined, and there is nothing left to pay.
  const late = await errorsOf(
    await provider.request(`/ideas/${made[0].id}/decline`, { method: 'POST', token, body: { feedback: '' } }),
    422,
  );
  expect(late.errors[0].error).toBe(PAYMENT_MESSAGES.prizePaid);
  const none = await errorsOf(
    await provider.request(`/challenges/${challenge.slug}/prizes/pay`, { method: 'POST', token }),
    422,
  );
  expect(none.errors[0].error).toBe(PAYMENT_MESSAGES.noHeldPrizes);
  const other = await tokenFor(provider, 'JunoPark');
  await errorsOf(
    await provider.request(`/challenges/${challenge.slug}/prizes/pay`, { method: 'POST', token: other }),
    403,
  );
});

test('no ranked idea: the whole prize total, with the fees’ 28 %, goes back to the catalyst', async () => {
  const { challenge, maya } = await challengeWith({ ideas: 2, prizeCents: 5000, feeTotalCents: 1000, ranked: false });
  const before = await walletBalance(db(), maya.id);
  await closeChallenge(db(), challenge.id, 'catalyst', new Date(), 0);
  const split = splitEntryFees(1000);
  expect((await walletBalance(db(), maya.id)) - before).toBe(5000 + split.prizePoolCents + split.creatorCents);
  expect(await db().select().from(prizeAwards).where(eq(prizeAwards.challengeId, challenge.id))).toHaveLength(0);
  expect(await balanceOf(db(), escrowOf(challenge.id))).toBe(0);
});

test('publishing a money prize holds it from the wallet; a short wallet gets the message', async () => {
  const token = await tokenFor(provider, 'JunoPark');
  const juno = await demoUser(provider, 'JunoPark');
  const balance = await walletBalance(db(), juno.id);
  const [c] = await db()
    .insert(challenges)
    .values({
      slug: `prize-raise-${Date.now()}`,
      platformId: (await db().select().from(challenges).limit(1))[0].platformId,
      catalystId: juno.id,
      questionTitle: 'How could raising a prize work?',
      durationStart: new Date(Date.now() - DAY),
      durationEnd: new Date(Date.now() + 5 * DAY),
      state: 'published',
      prizeType: 'money',
      prizeMoneyCents: 0,
    })
    .returning();
  const tooMuch = (balance + 100) / 100;
  const refused = await errorsOf(
    await provider.request(`/prizes/${c.id}`, {
      method: 'PUT',
      token,
      body: { prize_type: 'money', prize_money: String(tooMuch) },
    }),
    402,
  );
  expect(refused.errors[0]).toMatchObject({ field: 'prize_money' });
  expect(refused.errors[0].error).toContain('Add funds to your wallet first.');
  const [unchanged] = await db().select().from(challenges).where(eq(challenges.id, c.id));
  expect(unchanged.prizeMoneyCents).toBe(0);
  const raised = await provider.request(`/prizes/${c.id}`, {
    method: 'PUT',
    token,
    body: { prize_type: 'money', prize_money: '25' },
  });
  expect(raised.status).toBe(200);
  expect(await balanceOf(db(), escrowOf(c.id))).toBe(2500);
  expect(await walletBalance(db(), juno.id)).toBe(balance - 2500);
});

test('closing tells the catalyst, every innovator, and each winner their place and prize', async () => {
  const { challenge, maya, people } = await challengeWith({ ideas: 2, prizeCents: 1000, feeTotalCents: 0 });
  await closeChallenge(db(), challenge.id, 'catalyst', new Date(), 72);
  const told = await db()
    .select({ userId: notifications.userId, kind: notifications.kind, text: notifications.text })
    .from(notifications)
    .where(eq(notifications.href, `/challenges/${challenge.slug}`));
  const byUser = (id: number) => told.filter((n) => n.userId === id).map((n) => n.kind);
  expect(byUser(maya.id)).toEqual(['challenge-closed']);
  expect(byUser(people[0].id)).toEqual(['challenge-closed']);
  expect(byUser(people[1].id)).toEqual(['challenge-closed']);
  const prizes = await db()
    .select({ userId: notifications.userId, text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.kind, 'prize'), inArray(notifications.userId, [people[0].id, people[1].id])));
  const prizeOf = new Map(
    prizes.filter((n) => n.text.includes(challenge.questionTitle)).map((n) => [n.userId, n.text]),
  );
  expect(prizeOf.get(people[0].id)).toContain(`Your idea placed #1 on “${challenge.questionTitle}”: a $`);
  expect(prizeOf.get(people[1].id)).toContain('placed #2');
});
