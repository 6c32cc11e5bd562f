// The remaining spec 2 §7 calls: GET /challenges/{slug}/ideas, GET /prizes/challenge/{id},
// POST /prizes/{id} (as PUT), GET /challenges/categorify.
import { sql } from 'drizzle-orm';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { categories } from '@/server/provider/db/schema';
import { categorifySchema, challengePrizeSchema } from '@/lib/contracts/spec2-calls';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { makeChallengeWithIdeas } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

test('GET /challenges/:slug/ideas lists the ideas as the challenge page does; unknown is 404', async () => {
  const { c, ideaIds } = await makeChallengeWithIdeas(provider, ['AdaLovelace', 'JunoPark']);
  const ideas = await dataOf(
    await provider.request(`/challenges/${c.slug}/ideas`),
    200,
    challengeDetailSchema.shape.ideas,
  );
  expect(ideas.map((i) => i.id).sort()).toEqual([...ideaIds].sort());
  expect(ideas.every((i) => i.author === null)).toBe(true);
  await errorsOf(await provider.request('/challenges/no-such-challenge/ideas'), 404);
});

test('GET /prizes/challenge/:id reads the prize; POST /prizes/:id changes it like PUT', async () => {
  const { c } = await makeChallengeWithIdeas(provider, ['AdaLovelace']);
  const before = await dataOf(await provider.request(`/prizes/challenge/${c.id}`), 200, challengePrizeSchema.strict());
  expect(before).toMatchObject({ challenge_id: c.id, slug: c.slug });
  const token = await tokenFor(provider, 'MayaChen');
  const res = await provider.request(`/prizes/${c.id}`, {
    method: 'POST',
    token,
    body: { prize_type: 'other', prize_title: 'Mug', prize_description: 'A Nervus mug' },
  });
  expect(res.status).toBe(200);
  const after = await dataOf(await provider.request(`/prizes/challenge/${c.id}`), 200, challengePrizeSchema);
  expect(after).toMatchObject({ prize_type: 'other', prize_title: 'Mug' });
  await errorsOf(await provider.request('/prizes/challenge/999999'), 404);
  await errorsOf(await provider.request('/prizes/challenge/abc'), 404);
});

test('GET /challenges/categorify suggests at most 3 categories by shared words; no text is 422', async () => {
  const [leaf] = await provider.database.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`${categories.parentId} is not null and length(${categories.name}) >= 4`)
    .limit(1);
  const text = `How could we change ${leaf.name} for good?`;
  const list = await dataOf(
    await provider.request('/challenges/categorify?text=' + encodeURIComponent(text)),
    200,
    categorifySchema,
  );
  expect(list.length).toBeGreaterThan(0);
  expect(list.length).toBeLessThanOrEqual(3);
  expect(list.map((c) => c.id)).toContain(leaf.id);
  for (const item of list) expect(item.score).toBeGreaterThan(0);
  const sorted = [...list].sort((a, b) => b.score - a.score);
  expect(list).toEqual(sorted);
  // The words every question has do not count: the night-bus question finds Transit ('Buses, trains…'),
  // which 'what', 'could' and 'make' in other descriptions pushed out of the 3 places.
  const bus = await dataOf(
    await provider.request(
      '/challenges/categorify?text=' + encodeURIComponent('What could make night buses feel safer'),
    ),
    200,
    categorifySchema,
  );
  expect(bus.map((c) => c.slug)).toContain('transit');
  await errorsOf(await provider.request('/challenges/categorify'), 422);
  expect(await dataOf(await provider.request('/challenges/categorify?text=a%20b'), 200, categorifySchema)).toEqual([]);
});
