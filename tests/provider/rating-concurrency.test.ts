// Ratings under concurrency (spec 2 §4 'locked once given', §5 scores to 3 decimals): twenty people
// rating one idea at the same moment leave exactly twenty ratings, twenty pairs of neuron events and
// the exact average; one person sending five ratings of one idea at once has exactly one stored.
import { and, eq } from 'drizzle-orm';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { roundScore } from '@/lib/challenges/ranking';
import { pointEvents, ratings, users } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { dataOf, demoUser, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { makeChallengeWithIdeas } from './fixtures';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const makeChallenge = (authors: string[]) => makeChallengeWithIdeas(provider, authors);

/** Twenty fresh raters, so nobody from the demo data has rated before. */
async function makeRaters(n: number) {
  const rows = await provider.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        screenName: `ParallelRater${i}`,
        email: `parallel-rater-${i}@nervus.test`,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map((row) => issueAccessToken(provider.database.db, row.id)));
}

test('20 people rating one idea at once: 20 ratings, 20 pairs of neurons, the exact average', async () => {
  const {
    c,
    ideaIds: [idea, other],
  } = await makeChallenge(['JunoPark', 'SamOkafor']);
  const tokens = await makeRaters(20);
  // Tenths from 1.0 to 5.0: sums in floating point would drift if the stored values did.
  const values = tokens.map((_, i) => Math.round((1 + (i * 4) / 19) * 10) / 10);
  const statuses = await Promise.all(
    tokens.map((token, i) =>
      provider
        .request(`/challenges/${c.slug}/ratings`, { method: 'POST', token, body: { idea_id: idea, value: values[i] } })
        .then((r) => r.status),
    ),
  );
  expect(statuses).toEqual(Array(20).fill(201));
  const db = provider.database.db;
  const stored = await db.select({ value: ratings.value }).from(ratings).where(eq(ratings.ideaId, idea));
  expect(stored.map((r) => Math.round(r.value * 10) / 10).sort((a, b) => a - b)).toEqual(
    [...values].sort((a, b) => a - b),
  );
  const events = await db
    .select({ reason: pointEvents.reason })
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'idea'), eq(pointEvents.contextId, idea)));
  expect(events.filter((e) => e.reason === 'RatingCreated')).toHaveLength(20);
  expect(events.filter((e) => e.reason === 'IdeaRated')).toHaveLength(20);

  // Closing ranks it with the mean to 3 decimals (scores are hidden while open).
  await db.insert(ratings).values({ ideaId: other, userId: (await demoUser(provider, 'AdaLovelace')).id, value: 1 });
  await closeChallenge(db, c.id, 'catalyst');
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  const expected = roundScore(values.reduce((sum, v) => sum + v, 0) / values.length);
  expect(detail.ideas.find((i) => i.id === idea)).toMatchObject({ rating_count: 20, average: expected, rank: 1 });
});

test('one person sending 5 ratings of one idea at once: one is stored, four are refused as already rated', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(['JunoPark']);
  const token = await tokenFor(provider, 'TheoBrooks');
  const responses = await Promise.all(
    [1, 2, 3, 4, 5].map((value) =>
      provider.request(`/challenges/${c.slug}/ratings`, { method: 'POST', token, body: { idea_id: idea, value } }),
    ),
  );
  expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  const db = provider.database.db;
  const stored = await db.select().from(ratings).where(eq(ratings.ideaId, idea));
  expect(stored).toHaveLength(1);
  const winner = await responses.find((r) => r.status === 201)!.json();
  expect(stored[0].value).toBe(winner.data.value);
  expect(
    await db
      .select()
      .from(pointEvents)
      .where(and(eq(pointEvents.contextType, 'idea'), eq(pointEvents.contextId, idea))),
  ).toHaveLength(2);
});
