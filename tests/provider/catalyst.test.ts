// The catalyst's calls (spec 2 §5-§7, spec 3 §5): Top 3 picker push-out and crowd fill, owner
// checks, own and declined ideas refused, closing pays Top3IdeaBonus to the effective Top 3 (picks
// first), closed challenges refuse changes, catalyst updates, and declining a prize lowers the
// catalyst's trust score once.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CLOSING_POINTS, CLOSING_REASONS } from '@/lib/challenges/closing';
import { CATALYST_UPDATE_MAX, CATALYST_UPDATE_MESSAGES } from '@/lib/challenges/catalyst-updates';
import { PICKER_MESSAGES, pickerStateSchema } from '@/lib/challenges/picker';
import { DECLINE_MESSAGES, declineResultSchema, ideaFeedbackSchema } from '@/lib/challenges/prize-decline';
import { TRUST_SCORE } from '@/lib/challenges/trust';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { challenges, ideas, pointEvents, prizeAwards, ratings, users } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { holdPrize } from './money-helpers';
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
 * A challenge of MayaChen: 6 crowd ideas with averages 5, 4.5, 4, 3, 2 (2 ratings each) and one
 * with a single rating (unranked), plus Maya's own test idea (5, 5) and one declined idea.
 */
async function makeChallenge() {
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
      slug: `catalyst-test-${serial}`,
      platformId: platformOf.platformId,
      catalystId: maya.id,
      questionTitle: `How could catalyst test ${serial} work?`,
      durationStart: new Date(Date.now() - 10 * DAY),
      durationEnd: new Date(Date.now() + 5 * DAY),
      prizeType: 'money',
      prizeMoneyCents: 10_000,
    })
    .returning();
  // The prize money is in the escrow, as publishing puts it there (issue 16).
  await holdPrize(db, c.id, maya.id, 10_000);
  const plan: number[][] = [[5, 5], [4.5, 4.5], [4, 4], [3, 3], [2, 2], [5]];
  const crowd = [];
  for (const [i, values] of plan.entries()) {
    const [idea] = await db
      .insert(ideas)
      .values({ challengeId: c.id, authorId: people[i].id, title: `Idea ${i}` })
      .returning();
    await db
      .insert(ratings)
      .values(values.map((value, j) => ({ ideaId: idea.id, userId: people[(i + j + 1) % people.length].id, value })));
    crowd.push(idea);
  }
  const [own] = await db
    .insert(ideas)
    .values({ challengeId: c.id, authorId: maya.id, title: 'My test idea' })
    .returning();
  await db.insert(ratings).values([
    { ideaId: own.id, userId: people[7].id, value: 5 },
    { ideaId: own.id, userId: people[8].id, value: 5 },
  ]);
  const [declined] = await db
    .insert(ideas)
    .values({ challengeId: c.id, authorId: people[9].id, title: 'Declined', declined: true })
    .returning();
  return { challenge: c, crowd, own, declined, maya };
}

const pickerPath = (slug: string) => `/challenges/${slug}/catalyst/picker`;
async function pick(slug: string, token: string, ideaId: number, place: 1 | 2 | 3 | null) {
  return provider.request(pickerPath(slug), { method: 'PUT', token, body: { idea_id: ideaId, place } });
}

test('picker: a dropped-in idea pushes out the 3rd, moves work, missing places fill from the crowd', async () => {
  const { challenge, crowd, own } = await makeChallenge();
  const token = await tokenFor(provider, 'MayaChen');
  const ids = crowd.map((i) => i.id);

  // Nothing picked: the crowd's Top 3, never the catalyst's own idea (it ties for 1st).
  let state = await dataOf(await provider.request(pickerPath(challenge.slug), { token }), 200, pickerStateSchema);
  expect(state.picks).toEqual([]);
  expect(state.top3).toEqual([
    { place: 1, idea_id: ids[0], picked: false },
    { place: 2, idea_id: ids[1], picked: false },
    { place: 3, idea_id: ids[2], picked: false },
  ]);
  expect(state.ideas.find((i) => i.id === own.id)).toMatchObject({ own: true, average: 5, rating_count: 2 });
  expect(state.ideas.map((i) => i.id)).not.toContain(undefined);

  // One pick goes first; the crowd fills places 2 and 3.
  state = await dataOf(await pick(challenge.slug, token, ids[4], 3), 200, pickerStateSchema);
  expect(state.picks).toEqual([{ place: 1, idea_id: ids[4] }]);
  expect(state.top3.map((t) => [t.idea_id, t.picked])).toEqual([
    [ids[4], true],
    [ids[0], false],
    [ids[1], false],
  ]);

  await pick(challenge.slug, token, ids[3], 2);
  await pick(challenge.slug, token, ids[5], 3);
  state = await dataOf(await provider.request(pickerPath(challenge.slug), { token }), 200, pickerStateSchema);
  expect(state.picks.map((p) => p.idea_id)).toEqual([ids[4], ids[3], ids[5]]);

  // Dropping a new idea in at 1st moves the others down and pushes out the 3rd.
  state = await dataOf(await pick(challenge.slug, token, ids[2], 1), 200, pickerStateSchema);
  expect(state.picks.map((p) => p.idea_id)).toEqual([ids[2], ids[4], ids[3]]);
  // Moving a picked idea pushes nobody out.
  state = await dataOf(await pick(challenge.slug, token, ids[3], 1), 200, pickerStateSchema);
  expect(state.picks.map((p) => p.idea_id)).toEqual([ids[3], ids[2], ids[4]]);
  // Taking one out lets the crowd fill the place.
  state = await dataOf(await pick(challenge.slug, token, ids[2], null), 200, pickerStateSchema);
  expect(state.picks.map((p) => [p.place, p.idea_id])).toEqual([
    [1, ids[3]],
    [2, ids[4]],
  ]);
  expect(state.top3.map((t) => t.idea_id)).toEqual([ids[3], ids[4], ids[0]]);
});

test('picker refuses the catalyst’s own idea, declined ideas, other challenges’ ideas and bad places', async () => {
  const { challenge, own, declined } = await makeChallenge();
  const other = await makeChallenge();
  const token = await tokenFor(provider, 'MayaChen');
  expect((await errorsOf(await pick(challenge.slug, token, own.id, 1), 422)).errors).toEqual([
    { field: 'idea_id', error: PICKER_MESSAGES.ownIdea },
  ]);
  expect((await errorsOf(await pick(challenge.slug, token, declined.id, 1), 422)).errors[0].error).toBe(
    PICKER_MESSAGES.declined,
  );
  expect((await errorsOf(await pick(challenge.slug, token, other.crowd[0].id, 1), 422)).errors[0].error).toBe(
    PICKER_MESSAGES.ideaNotFound,
  );
  await errorsOf(
    await provider.request(pickerPath(challenge.slug), {
      method: 'PUT',
      token,
      body: { idea_id: other.crowd[0].id, place: 4 },
    }),
    422,
  );
  const state = await dataOf(await provider.request(pickerPath(challenge.slug), { token }), 200, pickerStateSchema);
  expect(state.picks).toEqual([]);
});

test('picker and updates are the owner’s: 401 signed out, 403 another user, 404 unknown', async () => {
  const { challenge, crowd } = await makeChallenge();
  const juno = await tokenFor(provider, 'JunoPark');
  for (const res of [
    await provider.request(pickerPath(challenge.slug), { token: juno }),
    await pick(challenge.slug, juno, crowd[0].id, 1),
    await provider.request(`/challenges/${challenge.slug}/catalyst/updates`, {
      method: 'PUT',
      token: juno,
      body: { text: 'Hi' },
    }),
  ])
    expect((await errorsOf(res, 403)).errors[0].error).toBe(PICKER_MESSAGES.notOwner);
  await errorsOf(await provider.request(pickerPath(challenge.slug)), 401);
  await errorsOf(await pick(challenge.slug, '', crowd[0].id, 1), 401);
  await errorsOf(await provider.request(pickerPath('no-such-challenge'), { token: juno }), 404);
});

test('closing pays Top3IdeaBonus to the picks first, then the crowd; a closed picker refuses changes', async () => {
  const { challenge, crowd, own } = await makeChallenge();
  const token = await tokenFor(provider, 'MayaChen');
  const ids = crowd.map((i) => i.id);
  await pick(challenge.slug, token, ids[5], 1); // the unranked idea, picked anyway
  await pick(challenge.slug, token, ids[4], 2);
  await dataOf(
    await provider.request(`/challenges/${challenge.slug}/end`, { method: 'POST', token }),
    200,
    z.object({ slug: z.string() }),
  );

  const db = provider.database.db;
  const bonus = await db
    .select()
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.reason, CLOSING_REASONS.top3),
        eq(pointEvents.contextType, 'idea'),
        inArray(pointEvents.contextId, [...ids, own.id]),
      ),
    );
  expect(bonus.map((e) => e.contextId).sort()).toEqual([ids[5], ids[4], ids[0]].sort());
  expect(bonus.every((e) => e.points === CLOSING_POINTS.top3 && e.role === 'innovator')).toBe(true);

  const detail = await dataOf(await provider.request(`/challenges/${challenge.slug}`), 200, challengeDetailSchema);
  const placeOf = (id: number) => detail.ideas.find((i) => i.id === id)!.top3_place;
  expect([placeOf(ids[5]), placeOf(ids[4]), placeOf(ids[0]), placeOf(ids[1]), placeOf(own.id)]).toEqual([
    1,
    2,
    3,
    null,
    null,
  ]);

  expect((await errorsOf(await pick(challenge.slug, token, ids[1], 1), 422)).errors[0].error).toBe(
    PICKER_MESSAGES.closed,
  );
  const state = await dataOf(await provider.request(pickerPath(challenge.slug), { token }), 200, pickerStateSchema);
  expect(state).toMatchObject({
    closed: true,
    picks: [
      { place: 1, idea_id: ids[5] },
      { place: 2, idea_id: ids[4] },
    ],
  });
});

test('catalyst updates: shown on the challenge page, 1000 characters at most, empty removes', async () => {
  const { challenge } = await makeChallenge();
  const token = await tokenFor(provider, 'MayaChen');
  const path = `/challenges/${challenge.slug}/catalyst/updates`;
  const saved = await dataOf(
    await provider.request(path, { method: 'PUT', token, body: { text: '  Thanks, keep them coming!  ' } }),
    200,
    z.object({ update: z.object({ text: z.string() }) }),
  );
  expect(saved.update.text).toBe('Thanks, keep them coming!');
  let detail = await dataOf(await provider.request(`/challenges/${challenge.slug}`), 200, challengeDetailSchema);
  expect(detail.catalyst_update?.text).toBe('Thanks, keep them coming!');
  await dataOf(
    await provider.request(path, { method: 'PUT', token, body: { text: 'x'.repeat(CATALYST_UPDATE_MAX) } }),
    200,
    z.unknown(),
  );
  expect(
    (
      await errorsOf(
        await provider.request(path, { method: 'PUT', token, body: { text: 'x'.repeat(CATALYST_UPDATE_MAX + 1) } }),
        422,
      )
    ).errors[0].error,
  ).toBe(CATALYST_UPDATE_MESSAGES.tooLong);
  await dataOf(await provider.request(path, { method: 'PUT', token, body: { text: '' } }), 200, z.unknown());
  detail = await dataOf(await provider.request(`/challenges/${challenge.slug}`), 200, challengeDetailSchema);
  expect(detail.catalyst_update).toBeNull();
});

test('declining a prize lowers the catalyst’s trust score once; only the owner, only when closed', async () => {
  const { challenge, crowd, maya } = await makeChallenge();
  const token = await tokenFor(provider, 'MayaChen');
  const db = provider.database.db;
  const path = (id: number) => `/ideas/${id}/decline`;
  expect(
    (await errorsOf(await provider.request(path(crowd[0].id), { method: 'POST', token, body: {} }), 422)).errors[0]
      .error,
  ).toBe(DECLINE_MESSAGES.notClosed);
  expect(await closeChallenge(db, challenge.id, 'catalyst')).toBe(true);
  expect(
    (
      await errorsOf(
        await provider.request(path(crowd[0].id), {
          method: 'POST',
          token: await tokenFor(provider, 'JunoPark'),
          body: {},
        }),
        403,
      )
    ).errors[0].error,
  ).toBe(DECLINE_MESSAGES.notOwner);
  await errorsOf(await provider.request(path(crowd[0].id), { method: 'POST', body: {} }), 401);
  expect(
    (await errorsOf(await provider.request(path(crowd[5].id), { method: 'POST', token, body: {} }), 422)).errors[0]
      .error,
  ).toBe(DECLINE_MESSAGES.noPrize);

  const [before] = await db.select({ trust: users.trustScore }).from(users).where(eq(users.id, maya.id));
  const twice = await Promise.all(
    [1, 2].map(() =>
      provider.request(path(crowd[0].id), { method: 'POST', token, body: { feedback: 'Not workable.' } }),
    ),
  );
  const results = await Promise.all(twice.map((res) => dataOf(res, 200, declineResultSchema)));
  const [after] = await db.select({ trust: users.trustScore }).from(users).where(eq(users.id, maya.id));
  expect(after.trust).toBe(before.trust - TRUST_SCORE.declinePenalty);
  expect(results.map((r) => r.trust_score)).toEqual([after.trust, after.trust]);
  const [award] = await db.select().from(prizeAwards).where(eq(prizeAwards.ideaId, crowd[0].id));
  expect(award).toMatchObject({ declineFeedback: 'Not workable.' });
  expect(award.declinedAt).not.toBeNull();

  // The author (and the catalyst) read the feedback; others may not.
  const author = await db.select({ screenName: users.screenName }).from(users).where(eq(users.id, crowd[0].authorId));
  const feedbacks = await dataOf(
    await provider.request(`/ideas/${crowd[0].id}/feedbacks`, {
      token: await tokenFor(provider, author[0].screenName),
    }),
    200,
    z.array(ideaFeedbackSchema),
  );
  expect(feedbacks).toEqual([
    expect.objectContaining({ kind: 'prize-declined', text: 'Not workable.', amount_cents: award.amountCents }),
  ]);
  const stranger = author[0].screenName === 'JunoPark' ? 'LenaVogel' : 'JunoPark';
  await errorsOf(
    await provider.request(`/ideas/${crowd[0].id}/feedbacks`, { token: await tokenFor(provider, stranger) }),
    403,
  );
  const detail = await dataOf(await provider.request(`/challenges/${challenge.slug}`), 200, challengeDetailSchema);
  expect(detail.ideas.find((i) => i.id === crowd[0].id)!.prize_declined).toBe(true);
});
