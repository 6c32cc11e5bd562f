// POST /challenges/{slug}/ratings and GET /challenges/{slug}/my-ratings (spec 2 §4-§7): a rating
// with its RatingCreated and IdeaRated neurons; refused signed out, on one's own idea or test idea,
// twice (also at once), on a closed challenge and on another challenge's idea; closing ranks the
// ideas rated twice.
import { and, eq } from 'drizzle-orm';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { myRatingsSchema, ratingCreatedSchema } from '@/lib/contracts/rating';
import { RATING_CREATED_POINTS, RATING_MESSAGES } from '@/lib/challenges/rating';
import { challenges, pointEvents, ratings } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { makeChallengeWithIdeas } from './fixtures';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const makeChallenge = (authors: string[], over: Partial<typeof challenges.$inferInsert> = {}) =>
  makeChallengeWithIdeas(provider, authors, { over });

const rate = (token: string | undefined, slug: string, body: unknown) =>
  provider.request(`/challenges/${slug}/ratings`, { method: 'POST', token, body });

test('201: the rating is stored to its tenth; the rater earns RatingCreated and the author IdeaRated', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(['JunoPark']);
  const token = await tokenFor(provider, 'TheoBrooks');
  const created = await dataOf(await rate(token, c.slug, { idea_id: idea, value: 3.7 }), 201, ratingCreatedSchema);
  expect(created).toEqual({
    idea_id: idea,
    value: 3.7,
    challenge: { id: c.id, slug: c.slug },
    platform: expect.any(String),
  });
  const [theo, juno] = await Promise.all([demoUser(provider, 'TheoBrooks'), demoUser(provider, 'JunoPark')]);
  const events = await provider.database.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'idea'), eq(pointEvents.contextId, idea)));
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        userId: theo.id,
        role: 'rater',
        reason: 'RatingCreated',
        points: RATING_CREATED_POINTS,
        platformId: c.platformId,
      }),
      expect.objectContaining({
        userId: juno.id,
        role: 'innovator',
        reason: 'IdeaRated',
        points: 7,
        platformId: c.platformId,
      }),
    ]),
  );
  expect(events).toHaveLength(2);
  expect(
    await dataOf(await provider.request(`/challenges/${c.slug}/my-ratings`, { token }), 200, myRatingsSchema),
  ).toEqual({ ratings: [{ idea_id: idea, value: 3.7 }], own_idea_ids: [] });
  // The ideas list counts it; the score stays hidden while open.
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  expect(detail.ideas[0]).toMatchObject({ id: idea, rating_count: 1, average: null });
});

test('401 signed out; 422 a value outside 1-5 or with two decimals', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(['JunoPark']);
  await errorsOf(await rate(undefined, c.slug, { idea_id: idea, value: 4 }), 401);
  await errorsOf(await provider.request(`/challenges/${c.slug}/my-ratings`), 401);
  const token = await tokenFor(provider, 'TheoBrooks');
  expect((await errorsOf(await rate(token, c.slug, { idea_id: idea, value: 0.9 }), 422)).errors).toEqual([
    { field: 'value', error: RATING_MESSAGES.outOfRange },
  ]);
  expect((await errorsOf(await rate(token, c.slug, { idea_id: idea, value: 5.1 }), 422)).errors).toEqual([
    { field: 'value', error: RATING_MESSAGES.outOfRange },
  ]);
  expect((await errorsOf(await rate(token, c.slug, { idea_id: idea, value: 3.55 }), 422)).errors).toEqual([
    { field: 'value', error: RATING_MESSAGES.oneDecimal },
  ]);
  expect(await provider.database.db.select().from(ratings).where(eq(ratings.ideaId, idea))).toEqual([]);
});

test("403 one's own idea, and the catalyst's own test idea; the catalyst may rate the crowd's ideas", async () => {
  const {
    c,
    ideaIds: [juno, test],
  } = await makeChallenge(['JunoPark', 'MayaChen']);
  expect(
    (await errorsOf(await rate(await tokenFor(provider, 'JunoPark'), c.slug, { idea_id: juno, value: 5 }), 403))
      .errors[0].error,
  ).toBe(RATING_MESSAGES.ownIdea);
  const maya = await tokenFor(provider, 'MayaChen');
  expect((await errorsOf(await rate(maya, c.slug, { idea_id: test, value: 5 }), 403)).errors[0].error).toBe(
    RATING_MESSAGES.ownTestIdea,
  );
  await dataOf(await rate(maya, c.slug, { idea_id: juno, value: 2 }), 201, ratingCreatedSchema);
  expect(
    await dataOf(await provider.request(`/challenges/${c.slug}/my-ratings`, { token: maya }), 200, myRatingsSchema),
  ).toEqual({ ratings: [{ idea_id: juno, value: 2 }], own_idea_ids: [test] });
});

test('409 a second rating, also when two arrive at once: one rating and one pair of events stand', async () => {
  const {
    c,
    ideaIds: [idea, other],
  } = await makeChallenge(['JunoPark', 'SamOkafor']);
  const token = await tokenFor(provider, 'TheoBrooks');
  await dataOf(await rate(token, c.slug, { idea_id: idea, value: 4 }), 201, ratingCreatedSchema);
  expect((await errorsOf(await rate(token, c.slug, { idea_id: idea, value: 1 }), 409)).errors[0].error).toBe(
    RATING_MESSAGES.already,
  );
  const both = await Promise.all([
    rate(token, c.slug, { idea_id: other, value: 2 }),
    rate(token, c.slug, { idea_id: other, value: 3 }),
  ]);
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  const db = provider.database.db;
  expect(await db.select().from(ratings).where(eq(ratings.ideaId, idea))).toEqual([
    expect.objectContaining({ value: 4 }),
  ]);
  expect(await db.select().from(ratings).where(eq(ratings.ideaId, other))).toHaveLength(1);
  expect(
    await db
      .select()
      .from(pointEvents)
      .where(and(eq(pointEvents.contextType, 'idea'), eq(pointEvents.contextId, other))),
  ).toHaveLength(2);
});

test('nine people rating one idea twice each, all at once, leave nine ratings with their values', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(['JunoPark']);
  const names = [
    'AdaLovelace',
    'TheoBrooks',
    'SamOkafor',
    'LenaVogel',
    'DiegoMarquez',
    'AishaBello',
    'OwenMcCarthy',
    'NoorHaddad',
    'MayaChen',
  ];
  const tokens = await Promise.all(names.map((n) => tokenFor(provider, n)));
  const values = tokens.map((_, i) => 1 + (i % 5));
  const statuses = await Promise.all(
    tokens
      .flatMap((token, i) => [
        rate(token, c.slug, { idea_id: idea, value: values[i] }),
        rate(token, c.slug, { idea_id: idea, value: values[i] }),
      ])
      .map((p) => p.then((r) => r.status)),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(names.length);
  expect(statuses.filter((s) => s === 409)).toHaveLength(names.length);
  const stored = await provider.database.db.select().from(ratings).where(eq(ratings.ideaId, idea));
  expect(stored.map((r) => r.value).sort()).toEqual([...values].sort());
});

test('409 on a closed challenge; 404 an idea of another challenge or an unknown challenge', async () => {
  const {
    c: closed,
    ideaIds: [closedIdea],
  } = await makeChallenge(['JunoPark'], { isClosed: true, status: 'closed' });
  const {
    c: ended,
    ideaIds: [endedIdea],
  } = await makeChallenge(['JunoPark'], { durationEnd: new Date(Date.now() - 1000) });
  const { c: open } = await makeChallenge(['SamOkafor']);
  const token = await tokenFor(provider, 'TheoBrooks');
  expect((await errorsOf(await rate(token, closed.slug, { idea_id: closedIdea, value: 3 }), 409)).errors[0].error).toBe(
    RATING_MESSAGES.closed,
  );
  await errorsOf(await rate(token, ended.slug, { idea_id: endedIdea, value: 3 }), 409);
  expect((await errorsOf(await rate(token, open.slug, { idea_id: closedIdea, value: 3 }), 404)).errors).toEqual([
    { field: 'idea_id', error: RATING_MESSAGES.ideaNotFound },
  ]);
  await errorsOf(await rate(token, 'no-such-challenge', { idea_id: closedIdea, value: 3 }), 404);
});

test('closing after ratings ranks the ideas rated at least twice', async () => {
  const {
    c,
    ideaIds: [twice, once],
  } = await makeChallenge(['JunoPark', 'SamOkafor']);
  const [theo, lena] = await Promise.all([tokenFor(provider, 'TheoBrooks'), tokenFor(provider, 'LenaVogel')]);
  await dataOf(await rate(theo, c.slug, { idea_id: twice, value: 4.5 }), 201, ratingCreatedSchema);
  await dataOf(await rate(lena, c.slug, { idea_id: twice, value: 3.2 }), 201, ratingCreatedSchema);
  await dataOf(await rate(theo, c.slug, { idea_id: once, value: 5 }), 201, ratingCreatedSchema);
  expect(await closeChallenge(provider.database.db, c.id, 'catalyst')).toBe(true);
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  const byId = new Map(detail.ideas.map((i) => [i.id, i]));
  expect(byId.get(twice)).toMatchObject({ rank: 1, rating_count: 2, average: 3.85 });
  expect(byId.get(once)).toMatchObject({ rank: null, rating_count: 1 });
  expect((await errorsOf(await rate(lena, c.slug, { idea_id: once, value: 2 }), 409)).errors[0].error).toBe(
    RATING_MESSAGES.closed,
  );
});
