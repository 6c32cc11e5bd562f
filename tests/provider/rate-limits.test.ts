// Per-person rate limits on POST /challenges/{slug}/ratings and POST /ideas/v2 (DESIGN.md security;
// lib/rate-limits.ts), lowered for the test through the provider's config: the Nth request of a
// window is served, the next one is refused with 429, Retry-After and a message that says when to
// try again; other people are not held up, and a refused request stores nothing.
import { eq } from 'drizzle-orm';
import { ideaCreatedSchema } from '@/lib/contracts/idea';
import { ratingCreatedSchema } from '@/lib/contracts/rating';
import { tooManyIdeasMessage, tooManyRatingsMessage, waitText } from '@/lib/rate-limits';
import { ideas, ratings } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { makeOpenChallenge } from './fixtures';

const RATINGS = { count: 3, windowSeconds: 60 };
const IDEAS = { count: 2, windowSeconds: 600 };

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({
    env: {
      RATING_RATE_LIMIT: `${RATINGS.count}/${RATINGS.windowSeconds}`,
      IDEA_RATE_LIMIT: `${IDEAS.count}/${IDEAS.windowSeconds}`,
    },
  });
});
afterAll(async () => {
  await provider.close();
});

async function makeChallenge(ideaCount: number) {
  const c = await makeOpenChallenge(provider, { challengeFormat: 'suggestion', maxUserIdeas: 10 });
  const author = await demoUser(provider, 'JunoPark');
  const rows = ideaCount
    ? await provider.database.db
        .insert(ideas)
        .values(
          Array.from({ length: ideaCount }, (_, i) => ({ challengeId: c.id, authorId: author.id, title: `Idea ${i}` })),
        )
        .returning({ id: ideas.id })
    : [];
  return { c, ideaIds: rows.map((r) => r.id) };
}

test('config: the limits come from RATING_RATE_LIMIT and IDEA_RATE_LIMIT', () => {
  expect(provider.config.RATING_RATE_LIMIT).toEqual(RATINGS);
  expect(provider.config.IDEA_RATE_LIMIT).toEqual(IDEAS);
});

test(`ratings: rating ${RATINGS.count} of a window is stored, rating ${RATINGS.count + 1} is refused with 429 and Retry-After`, async () => {
  const { c, ideaIds } = await makeChallenge(RATINGS.count + 1);
  const token = await tokenFor(provider, 'TheoBrooks');
  const rate = (ideaId: number) =>
    provider.request(`/challenges/${c.slug}/ratings`, { method: 'POST', token, body: { idea_id: ideaId, value: 4 } });
  for (const id of ideaIds.slice(0, RATINGS.count)) await dataOf(await rate(id), 201, ratingCreatedSchema);
  const refused = await rate(ideaIds[RATINGS.count]);
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(RATINGS.windowSeconds);
  expect((await errorsOf(refused, 429)).errors).toEqual([{ field: '*', error: tooManyRatingsMessage(RATINGS, wait) }]);
  expect(tooManyRatingsMessage(RATINGS, wait)).toContain(`Please wait ${waitText(wait)} and try again.`);
  expect(await provider.database.db.select().from(ratings).where(eq(ratings.ideaId, ideaIds[RATINGS.count]))).toEqual(
    [],
  );
  // Another person is not held up by Theo's window.
  await dataOf(
    await provider.request(`/challenges/${c.slug}/ratings`, {
      method: 'POST',
      token: await tokenFor(provider, 'LenaVogel'),
      body: { idea_id: ideaIds[RATINGS.count], value: 2 },
    }),
    201,
    ratingCreatedSchema,
  );
});

test('ratings: refused ratings count towards the limit, a 429 does not extend it, signed-out calls are 401', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(1);
  const token = await tokenFor(provider, 'SamOkafor');
  const rate = (value: number, as: string | null = token) =>
    provider.request(`/challenges/${c.slug}/ratings`, {
      method: 'POST',
      token: as ?? undefined,
      body: { idea_id: idea, value },
    });
  await errorsOf(await rate(4, null), 401);
  await dataOf(await rate(4), 201, ratingCreatedSchema);
  await errorsOf(await rate(3), 409);
  await errorsOf(await rate(9), 422);
  const first = await rate(3);
  expect(first.status).toBe(429);
  const second = await rate(3);
  expect(second.status).toBe(429);
  expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(Number(first.headers.get('retry-after')));
});

test(`ideas: idea ${IDEAS.count} of a window is entered, idea ${IDEAS.count + 1} is refused with 429 and Retry-After in minutes`, async () => {
  const { c } = await makeChallenge(0);
  const token = await tokenFor(provider, 'DevSharma');
  const enter = (title: string) =>
    provider.request('/ideas/v2', {
      method: 'POST',
      token,
      body: { challenge: c.slug, title, description: 'A description long enough.' },
    });
  for (let i = 1; i <= IDEAS.count; i++) await dataOf(await enter(`Allowed ${i}`), 201, ideaCreatedSchema);
  const refused = await enter('One too many');
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(IDEAS.windowSeconds - 60);
  expect(wait).toBeLessThanOrEqual(IDEAS.windowSeconds);
  expect((await errorsOf(refused, 429)).errors).toEqual([{ field: '*', error: tooManyIdeasMessage(IDEAS, wait) }]);
  expect(tooManyIdeasMessage(IDEAS, wait)).toContain('Please wait 10 minutes and try again');
  const stored = await provider.database.db
    .select({ title: ideas.title })
    .from(ideas)
    .where(eq(ideas.challengeId, c.id));
  expect(stored.map((i) => i.title).sort()).toEqual(['Allowed 1', 'Allowed 2']);
});
