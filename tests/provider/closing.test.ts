// Closing a challenge (spec 2 §4, §5, §9): ranks, prize awards in cents that sum to the pool, the
// 65/28/7 entry-fee split, neuron events once; ending early is the owner's alone; the scheduled
// job closes only challenges past their end; running twice or concurrently pays once.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CLOSING_POINTS, CLOSING_REASONS } from '@/lib/challenges/closing';
import { CLOSING_BONUS_POINTS, CLOSING_BONUS_REASONS } from '@/lib/challenges/closing-bonuses';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import {
  challengeClosings,
  challenges,
  ideas,
  pointEvents,
  prizeAwards,
  ratings,
  users,
} from '@/server/provider/db/schema';
import { CLOSING_MESSAGES, closeChallenge, closeDueChallenges } from '@/server/provider/domain/closing';
import { holdPrize, payFee } from './money-helpers';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY = 86_400_000;
let serial = 0;

/**
 * A challenge of MayaChen with 7 ideas by different innovators, created a minute apart:
 * averages 5, 4, 4, 3, 2, 1 (2 ratings each) and one idea with a single 5 (unranked).
 */
async function makeChallenge(opts: { endsInMs: number; prizeMoneyCents?: number; feeCents?: number }) {
  const db = provider.database.db;
  const maya = await demoUser(provider, 'MayaChen');
  const [platformOf] = await db
    .select({ platformId: challenges.platformId })
    .from(challenges)
    .where(eq(challenges.catalystId, maya.id))
    .limit(1);
  const people = await db.select({ id: users.id }).from(users).where(ne(users.id, maya.id)).orderBy(users.id).limit(10);
  const now = Date.now();
  serial += 1;
  const [c] = await db
    .insert(challenges)
    .values({
      slug: `closing-test-${serial}`,
      platformId: platformOf.platformId,
      catalystId: maya.id,
      questionTitle: `How could closing test ${serial} work?`,
      durationStart: new Date(now - 10 * DAY),
      durationEnd: new Date(now + opts.endsInMs),
      prizeType: 'money',
      prizeMoneyCents: opts.prizeMoneyCents ?? 10_000,
      ideaEntryFeeCents: opts.feeCents ?? 333,
    })
    .returning();
  // The money is in the ledger as the product puts it there: the prize held at publishing, each
  // idea's fee paid at entry.
  await holdPrize(db, c.id, maya.id, c.prizeMoneyCents);
  const plan: number[][] = [[5, 5], [4, 4], [4, 4], [3, 3], [2, 2], [1, 1], [5]];
  const made = [];
  for (const [i, values] of plan.entries()) {
    const [idea] = await db
      .insert(ideas)
      .values({
        challengeId: c.id,
        authorId: people[i].id,
        title: `Idea ${i}`,
        createdAt: new Date(now - (60 - i) * 60_000),
      })
      .returning();
    await db
      .insert(ratings)
      .values(values.map((value, j) => ({ ideaId: idea.id, userId: people[(i + j + 1) % people.length].id, value })));
    await payFee(db, c.id, people[i].id, c.ideaEntryFeeCents, idea.id);
    made.push(idea);
  }
  return { challenge: c, ideas: made, maya };
}

async function ledger(challengeId: number, ideaIds: number[]) {
  const db = provider.database.db;
  return [
    ...(await db
      .select()
      .from(pointEvents)
      .where(and(eq(pointEvents.contextType, 'challenge'), eq(pointEvents.contextId, challengeId)))),
    ...(await db
      .select()
      .from(pointEvents)
      .where(and(eq(pointEvents.contextType, 'idea'), inArray(pointEvents.contextId, ideaIds)))),
  ];
}

test('the catalyst ends early: ranked and revealed, prizes in cents sum to the pool, events once', async () => {
  const { challenge, ideas: made, maya } = await makeChallenge({ endsInMs: 5 * DAY });
  const token = await tokenFor(provider, 'MayaChen');
  const ended = await dataOf(
    await provider.request(`/challenges/${challenge.slug}/end`, { method: 'POST', token }),
    200,
    z.object({ slug: z.string(), platform: z.string() }),
  );
  expect(ended.slug).toBe(challenge.slug);

  const db = provider.database.db;
  const [stored] = await db.select().from(challenges).where(eq(challenges.id, challenge.id));
  expect(stored).toMatchObject({ isClosed: true, status: 'closed', state: 'published' });
  expect(stored.durationEnd.getTime()).toBeLessThanOrEqual(Date.now());

  // 7 ideas x 333 cents = 2331: 65/28/7 -> 1515.15 / 652.68 / 163.17 -> 1515 + 653 + 163
  const [closing] = await db.select().from(challengeClosings).where(eq(challengeClosings.challengeId, challenge.id));
  expect(closing).toMatchObject({
    closedBy: 'catalyst',
    entryFeesCents: 2331,
    creatorCents: 1515,
    platformCents: 163,
    prizePoolCents: 10_653,
  });

  const awards = await db
    .select()
    .from(prizeAwards)
    .where(eq(prizeAwards.challengeId, challenge.id))
    .orderBy(prizeAwards.rank, prizeAwards.ideaId);
  expect(awards.reduce((sum, a) => sum + a.amountCents, 0)).toBe(10_653);
  expect(awards.map((a) => [a.ideaId, a.rank])).toEqual([
    [made[0].id, 1],
    [made[1].id, 2],
    [made[2].id, 2],
    [made[3].id, 4],
    [made[4].id, 5],
  ]);
  expect(awards.map((a) => a.userId)).toEqual(made.slice(0, 5).map((i) => i.authorId));
  expect(awards.some((a) => a.ideaId === made[6].id)).toBe(false); // 1 rating: no prize

  const events = await ledger(
    challenge.id,
    made.map((i) => i.id),
  );
  const count = (reason: string) => events.filter((e) => e.reason === reason).length;
  expect(events.filter((e) => e.reason === CLOSING_REASONS.challengeClosed)).toEqual([
    expect.objectContaining({ userId: maya.id, role: 'catalyst', points: CLOSING_POINTS.challengeClosed }),
  ]);
  expect(count(CLOSING_REASONS.earlyIdea)).toBe(3);
  expect(events.filter((e) => e.reason === CLOSING_REASONS.earlyIdea).map((e) => e.contextId)).toEqual(
    made.slice(0, 3).map((i) => i.id),
  );
  expect(count(CLOSING_REASONS.top5)).toBe(5);
  expect(
    events
      .filter((e) => e.reason === CLOSING_REASONS.top3)
      .map((e) => e.contextId)
      .sort(),
  ).toEqual(
    made
      .slice(0, 3)
      .map((i) => i.id)
      .sort(),
  );

  const detail = await dataOf(await provider.request(`/challenges/${challenge.slug}`), 200, challengeDetailSchema);
  expect(detail.closed).toBe(true);
  expect(detail.ideas.map((i) => i.rank)).toEqual([1, 2, 2, 4, 5, 6, null]);
  expect(detail.ideas.every((i) => i.author !== null)).toBe(true);
  expect(detail.ideas.map((i) => i.prize_cents ?? 0).reduce((a, b) => a + b, 0)).toBe(10_653);
  expect(detail.ideas.at(-1)!.prize_cents).toBeNull();

  // Twice: refused, and nothing new in the ledger or the awards.
  expect(
    (await errorsOf(await provider.request(`/challenges/${challenge.slug}/end`, { method: 'POST', token }), 422))
      .errors[0].error,
  ).toBe(CLOSING_MESSAGES.alreadyClosed);
  expect(await closeChallenge(db, challenge.id, 'schedule')).toBe(false);
  expect(await closeDueChallenges(db)).not.toContain(challenge.id);
  expect(
    await ledger(
      challenge.id,
      made.map((i) => i.id),
    ),
  ).toHaveLength(events.length);
  expect(await db.select().from(prizeAwards).where(eq(prizeAwards.challengeId, challenge.id))).toHaveLength(5);
});

test('only the owner may end it: another user 403, a visitor 401, unknown 404', async () => {
  const { challenge } = await makeChallenge({ endsInMs: 5 * DAY });
  const other = await tokenFor(provider, 'JunoPark');
  expect(
    (await errorsOf(await provider.request(`/challenges/${challenge.slug}/end`, { method: 'POST', token: other }), 403))
      .errors[0].error,
  ).toBe(CLOSING_MESSAGES.notOwner);
  await errorsOf(await provider.request(`/challenges/${challenge.slug}/end`, { method: 'POST' }), 401);
  await errorsOf(await provider.request('/challenges/no-such-challenge/end', { method: 'POST', token: other }), 404);
  const [stored] = await provider.database.db.select().from(challenges).where(eq(challenges.id, challenge.id));
  expect(stored.isClosed).toBe(false);
});

test('two parallel closings pay once', async () => {
  const { challenge, ideas: made } = await makeChallenge({ endsInMs: -60_000, prizeMoneyCents: 1, feeCents: 0 });
  const db = provider.database.db;
  const results = await Promise.all([
    closeChallenge(db, challenge.id, 'schedule'),
    closeChallenge(db, challenge.id, 'schedule'),
  ]);
  expect(results.sort()).toEqual([false, true]);
  const awards = await db.select().from(prizeAwards).where(eq(prizeAwards.challengeId, challenge.id));
  expect(awards.map((a) => [a.ideaId, a.amountCents])).toEqual([[made[0].id, 1]]); // zero-cent shares are not stored
  expect(
    (
      await ledger(
        challenge.id,
        made.map((i) => i.id),
      )
    ).filter((e) => e.reason === CLOSING_REASONS.challengeClosed),
  ).toHaveLength(1);
});

test('the job closes only challenges past their end', async () => {
  const past = await makeChallenge({ endsInMs: -60_000 });
  const future = await makeChallenge({ endsInMs: DAY });
  const closed = await closeDueChallenges(provider.database.db);
  expect(closed).toContain(past.challenge.id);
  expect(closed).not.toContain(future.challenge.id);
  const [stored] = await provider.database.db.select().from(challenges).where(eq(challenges.id, past.challenge.id));
  // A scheduled close keeps the original end time.
  expect(stored).toMatchObject({ isClosed: true, status: 'closed', durationEnd: past.challenge.durationEnd });
});

test('closing rewards how it was played: a popular challenge, a rater who agrees with the crowd, a flat rater loses points', async () => {
  const db = provider.database.db;
  const maya = await demoUser(provider, 'MayaChen');
  const [platformOf] = await db
    .select({ platformId: challenges.platformId })
    .from(challenges)
    .where(eq(challenges.catalystId, maya.id))
    .limit(1);
  const people = await db.select({ id: users.id }).from(users).where(ne(users.id, maya.id)).orderBy(users.id).limit(10);
  serial += 1;
  const [c] = await db
    .insert(challenges)
    .values({
      slug: `closing-test-${serial}`,
      platformId: platformOf.platformId,
      catalystId: maya.id,
      questionTitle: `How could closing test ${serial} be played?`,
      durationStart: new Date(Date.now() - 10 * DAY),
      durationEnd: new Date(Date.now() + DAY),
    })
    .returning();
  // Authors people[0..2]; raters people[3..9]. people[3] agrees with the crowd, people[4] gives 3 to all.
  const crowd = [
    [5, 5, 4, 5, 5],
    [3, 3, 3, 2, 3],
    [1, 2, 1, 1, 1],
  ];
  const made = [];
  for (const [i, values] of crowd.entries()) {
    const [idea] = await db
      .insert(ideas)
      .values({ challengeId: c.id, authorId: people[i].id, title: `Played ${i}` })
      .returning();
    await db
      .insert(ratings)
      .values([
        { ideaId: idea.id, userId: people[3].id, value: [4.5, 3, 1.5][i] },
        { ideaId: idea.id, userId: people[4].id, value: 3 },
        ...values.map((value, j) => ({ ideaId: idea.id, userId: people[5 + j].id, value })),
      ]);
    made.push(idea);
  }
  expect(await closeChallenge(db, c.id, 'catalyst')).toBe(true);
  const events = await ledger(
    c.id,
    made.map((i) => i.id),
  );
  const of = (reason: string) => events.filter((e) => e.reason === reason).map((e) => [e.userId, e.role, e.points]);
  expect(of(CLOSING_BONUS_REASONS.popularChallenge)).toEqual([
    [maya.id, 'catalyst', CLOSING_BONUS_POINTS.popularChallenge],
  ]);
  expect(of(CLOSING_BONUS_REASONS.correlatedCrowd)).toContainEqual([
    people[3].id,
    'rater',
    CLOSING_BONUS_POINTS.correlatedCrowd,
  ]);
  expect(of(CLOSING_BONUS_REASONS.varianceLow)).toEqual([[people[4].id, 'rater', CLOSING_BONUS_POINTS.varianceLow]]);
  // Closing again pays nothing twice.
  expect(await closeChallenge(db, c.id, 'schedule')).toBe(false);
  expect(
    (
      await ledger(
        c.id,
        made.map((i) => i.id),
      )
    ).length,
  ).toBe(events.length);
});
