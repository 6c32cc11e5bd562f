// GET /challenges/{slug}: the whole open/closed rule, ranking, participants and the category path.
import { eq } from 'drizzle-orm';
import { challengeDetailSchema, challengesHomepageSchema } from '@/lib/contracts/challenge';
import { challenges, ideas, ratings } from '@/server/provider/db/schema';
import { dataOf, demoUser } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const detail = async (slug: string) =>
  dataOf(await provider.request(`/challenges/${slug}`), 200, challengeDetailSchema.strict());

async function anOpenChallengeWithIdeas() {
  const home = await dataOf(await provider.request('/widgets/challenges-homepage'), 200, challengesHomepageSchema);
  const card = home.open.find((c) => c.idea_count >= 3 && c.main_category);
  if (!card) throw new Error('the seed has an open challenge with ideas');
  return card;
}

test('open: authors, scores and ranks stay hidden; rating counts show', async () => {
  const card = await anOpenChallengeWithIdeas();
  const open = await detail(card.slug);
  expect(open.closed).toBe(false);
  expect(open.ideas.every((i) => i.author === null && i.average === null && i.rank === null)).toBe(true);
  expect(open.ideas.reduce((sum, i) => sum + i.rating_count, 0)).toBe(card.rating_count);
});

test('while open only raters are listed: innovators would give idea authors away', async () => {
  const card = await anOpenChallengeWithIdeas();
  const { participants, closed } = await detail(card.slug);
  expect(closed).toBe(false);
  const { db } = provider.database;
  const raterIds = new Set(
    (
      await db
        .select({ id: ratings.userId })
        .from(ratings)
        .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
        .where(eq(ideas.challengeId, card.id))
    ).map((r) => r.id),
  );
  expect(new Set(participants.map((p) => p.person.id))).toEqual(raterIds);
  expect(participants.every((p) => p.roles.join() === 'rater')).toBe(true);
});

test('once closed, participants carry both roles; the most involved come first', async () => {
  const home = await dataOf(await provider.request('/widgets/challenges-homepage'), 200, challengesHomepageSchema);
  const card = home.closed[0];
  const { participants } = await detail(card.slug);
  const { db } = provider.database;
  const authorIds = new Set(
    (await db.select({ id: ideas.authorId }).from(ideas).where(eq(ideas.challengeId, card.id))).map((r) => r.id),
  );
  const raterIds = new Set(
    (
      await db
        .select({ id: ratings.userId })
        .from(ratings)
        .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
        .where(eq(ideas.challengeId, card.id))
    ).map((r) => r.id),
  );
  expect(new Set(participants.map((p) => p.person.id))).toEqual(new Set([...authorIds, ...raterIds]));
  for (const p of participants) {
    expect(p.roles.includes('innovator')).toBe(authorIds.has(p.person.id));
    expect(p.roles.includes('rater')).toBe(raterIds.has(p.person.id));
  }
  const sizes = participants.map((p) => p.roles.length);
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
});

test('the category path runs from the root to the challenge category', async () => {
  const card = await anOpenChallengeWithIdeas();
  const { category_path } = await detail(card.slug);
  expect(category_path.length).toBeGreaterThan(0);
  expect(category_path[category_path.length - 1]).toEqual(card.main_category);
});

// Last: it closes the open challenge the other tests read.
test('past its end time a challenge is closed even before the closing job: revealed and ranked', async () => {
  const card = await anOpenChallengeWithIdeas();
  const { db } = provider.database;
  // One idea gets a single rating only: it must come last, unranked.
  const [lonely] = await db
    .insert(ideas)
    .values({
      challengeId: card.id,
      authorId: (await demoUser(provider, 'JunoPark')).id,
      title: 'A late idea',
      description: 'Rated once.',
    })
    .returning();
  await db.insert(ratings).values({ ideaId: lonely.id, userId: (await demoUser(provider, 'MayaChen')).id, value: 5 });
  await db
    .update(challenges)
    .set({ durationEnd: new Date(Date.now() - 60_000) })
    .where(eq(challenges.id, card.id));

  const closed = await detail(card.slug);
  expect(closed.closed).toBe(true);
  expect(closed.is_closed).toBe(false); // the stored flag is the closing job's to flip
  expect(closed.ideas.every((i) => i.author !== null)).toBe(true);
  const last = closed.ideas[closed.ideas.length - 1];
  expect(last).toMatchObject({ id: lonely.id, rank: null, average: 5, rating_count: 1 });
  const ranked = closed.ideas.filter((i) => i.rank !== null);
  expect(ranked.length).toBeGreaterThan(0);
  expect(ranked.every((i) => i.rating_count >= 2)).toBe(true);
  expect(ranked[0].rank).toBe(1);
  const scores = ranked.map((i) => i.average!);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
});
