// GET /challenges/{slug}/rate-queue (spec 2 §2 challenges.rate): the ideas the signed-in person can
// still rate, fewest ratings first; never their own idea, the catalyst's own test idea, an idea they
// rated or a declined one; with how many they may rate and have rated. 401 signed out, 404 unknown,
// 409 closed.
import { eq } from 'drizzle-orm';
import { challenges, ideas, ratings } from '@/server/provider/db/schema';
import { rateQueueSchema } from '@/lib/contracts/rating';
import { RATE_QUEUE_LIMIT } from '@/lib/challenges/rate-flow';
import { RATING_MESSAGES } from '@/lib/challenges/rating';
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
  makeChallengeWithIdeas(provider, authors, { over, ideaTitle: (author, i) => `Idea ${i + 1} by ${author}` });

async function giveRatings(ideaId: number, raters: string[]) {
  for (const rater of raters) {
    await provider.database.db
      .insert(ratings)
      .values({ ideaId, userId: (await demoUser(provider, rater)).id, value: 3 });
  }
}

const queueOf = async (slug: string, token: string) =>
  dataOf(await provider.request(`/challenges/${slug}/rate-queue`, { token }), 200, rateQueueSchema);

test('fewest ratings first; own, rated and declined ideas are left out; counts of rateable and rated', async () => {
  const {
    c,
    ideaIds: [twice, none, once, theos, declined, alsoNone],
  } = await makeChallenge(['JunoPark', 'SamOkafor', 'LenaVogel', 'TheoBrooks', 'DevSharma', 'AishaBello']);
  await giveRatings(twice, ['AdaLovelace', 'OwenMcCarthy']);
  await giveRatings(once, ['AdaLovelace']);
  await provider.database.db.update(ideas).set({ declined: true }).where(eq(ideas.id, declined));
  const token = await tokenFor(provider, 'TheoBrooks');
  const queue = await queueOf(c.slug, token);
  // Theo's own idea is not his to rate; the declined idea is not shown at all.
  expect(queue.rateable).toBe(4);
  expect(queue.rated).toBe(0);
  expect(queue.ideas.map((i) => i.rating_count)).toEqual([0, 0, 1, 2]);
  expect(new Set(queue.ideas.slice(0, 2).map((i) => i.id))).toEqual(new Set([none, alsoNone]));
  expect(queue.ideas.slice(2).map((i) => i.id)).toEqual([once, twice]);
  expect(queue.ideas.map((i) => i.id)).not.toContain(theos);
  expect(queue.ideas[0]).toEqual({
    id: expect.any(Number),
    title: expect.stringMatching(/^Idea \d by /),
    description: '',
    rating_count: 0,
  });

  // Once rated through the API, an idea leaves the queue and counts as rated.
  const res = await provider.request(`/challenges/${c.slug}/ratings`, {
    method: 'POST',
    token,
    body: { idea_id: none, value: 4.2 },
  });
  expect(res.status).toBe(201);
  const after = await queueOf(c.slug, token);
  expect(after).toMatchObject({ rateable: 4, rated: 1 });
  expect(after.ideas.map((i) => i.id)).not.toContain(none);
  expect(after.ideas).toHaveLength(3);
});

test("the catalyst's queue leaves out their own test idea; an idea's caption comes with it", async () => {
  const {
    c,
    ideaIds: [test, crowd],
  } = await makeChallenge(['MayaChen', 'JunoPark']);
  await provider.database.db
    .update(ideas)
    .set({ captionTop: 'When the queue', captionBottom: '' })
    .where(eq(ideas.id, crowd));
  const queue = await queueOf(c.slug, await tokenFor(provider, 'MayaChen'));
  expect(queue).toEqual({
    ideas: [expect.objectContaining({ id: crowd, caption: { top: 'When the queue', bottom: '' } })],
    rateable: 1,
    rated: 0,
  });
  expect(queue.ideas.map((i) => i.id)).not.toContain(test);
});

test('an author with only their own ideas has nothing to rate', async () => {
  const { c } = await makeChallenge(['JunoPark', 'JunoPark']);
  expect(await queueOf(c.slug, await tokenFor(provider, 'JunoPark'))).toEqual({ ideas: [], rateable: 0, rated: 0 });
});

test(`the queue carries at most ${RATE_QUEUE_LIMIT} ideas; the counts cover them all`, async () => {
  const { c } = await makeChallenge([]);
  const author = await demoUser(provider, 'JunoPark');
  await provider.database.db.insert(ideas).values(
    Array.from({ length: RATE_QUEUE_LIMIT + 1 }, (_, i) => ({
      challengeId: c.id,
      authorId: author.id,
      title: `Many ${i}`,
    })),
  );
  const queue = await queueOf(c.slug, await tokenFor(provider, 'TheoBrooks'));
  expect(queue.ideas).toHaveLength(RATE_QUEUE_LIMIT);
  expect(queue).toMatchObject({ rateable: RATE_QUEUE_LIMIT + 1, rated: 0 });
});

test('the order among ideas with as many ratings is the same on every read, and differs between people', async () => {
  const { c } = await makeChallenge(Array.from({ length: 12 }, () => 'JunoPark'));
  const [theo, lena] = await Promise.all([tokenFor(provider, 'TheoBrooks'), tokenFor(provider, 'LenaVogel')]);
  const theoOrder = (await queueOf(c.slug, theo)).ideas.map((i) => i.id);
  expect((await queueOf(c.slug, theo)).ideas.map((i) => i.id)).toEqual(theoOrder);
  // Not the order of entry (that would show which idea a test-an-idea catalyst entered first).
  expect(theoOrder).not.toEqual([...theoOrder].sort((a, b) => a - b));
  expect((await queueOf(c.slug, lena)).ideas.map((i) => i.id)).not.toEqual(theoOrder);
});

test('401 signed out, 404 an unknown or unpublished challenge, 409 a closed one', async () => {
  const { c } = await makeChallenge(['JunoPark']);
  await errorsOf(await provider.request(`/challenges/${c.slug}/rate-queue`), 401);
  const token = await tokenFor(provider, 'TheoBrooks');
  expect(
    (await errorsOf(await provider.request('/challenges/no-such-challenge/rate-queue', { token }), 404)).errors[0]
      .error,
  ).toBe(RATING_MESSAGES.notFound);
  const { c: draft } = await makeChallenge(['JunoPark'], { state: 'draft' });
  await errorsOf(await provider.request(`/challenges/${draft.slug}/rate-queue`, { token }), 404);
  const { c: closed } = await makeChallenge(['JunoPark'], { isClosed: true, status: 'closed' });
  expect(
    (await errorsOf(await provider.request(`/challenges/${closed.slug}/rate-queue`, { token }), 409)).errors[0].error,
  ).toBe(RATING_MESSAGES.closed);
  const { c: ended } = await makeChallenge(['JunoPark'], { durationEnd: new Date(Date.now() - 1000) });
  await errorsOf(await provider.request(`/challenges/${ended.slug}/rate-queue`, { token }), 409);
});
