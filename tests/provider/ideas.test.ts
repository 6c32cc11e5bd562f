// POST /ideas/v2 and GET /challenges/{slug}/my-ideas (spec 2 §5, §7): entering ideas within the
// limits, the IdeaCreated neurons, and the refusals, on challenges made for each case.
import { and, eq } from 'drizzle-orm';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { ideaAllowanceSchema, ideaCreatedSchema } from '@/lib/contracts/idea';
import { IDEA_CREATED_POINTS, IDEA_MESSAGES, limitReachedMessage } from '@/lib/challenges/idea-entry';
import { tooLong } from '@/lib/challenges/messages';
import { challenges, ideas, pointEvents } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { makeOpenChallenge } from './fixtures';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const makeChallenge = (over: Partial<typeof challenges.$inferInsert> = {}) => makeOpenChallenge(provider, over);

const post = (token: string | undefined, body: unknown) =>
  provider.request('/ideas/v2', { method: 'POST', token, body });
const entry = (challenge: string, over: Record<string, unknown> = {}) => ({
  challenge,
  title: 'Benches that charge phones',
  description: 'Solar panels on every park bench.',
  ...over,
});

test('201: the idea is listed anonymously and the innovator earns IdeaCreated', async () => {
  const c = await makeChallenge();
  const token = await tokenFor(provider, 'JunoPark');
  const created = await dataOf(
    await post(token, entry(c.slug, { primary_image: '/images/library/full/city-park.jpg' })),
    201,
    ideaCreatedSchema,
  );
  expect(created).toMatchObject({
    challenge: { id: c.id, slug: c.slug },
    ideas_entered: 1,
    max_user_ideas: 3,
    ideas_left: 2,
  });
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  expect(detail.ideas).toEqual([
    expect.objectContaining({ id: created.id, title: 'Benches that charge phones', author: null }),
  ]);
  const juno = await demoUser(provider, 'JunoPark');
  const events = await provider.database.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'idea'), eq(pointEvents.contextId, created.id)));
  expect(events).toEqual([
    expect.objectContaining({
      userId: juno.id,
      role: 'innovator',
      reason: 'IdeaCreated',
      points: IDEA_CREATED_POINTS,
      platformId: c.platformId,
    }),
  ]);
  // The id works as the challenge reference too.
  await dataOf(await post(token, entry(String(c.id))), 201, ideaCreatedSchema);
  expect(
    await dataOf(await provider.request(`/challenges/${c.slug}/my-ideas`, { token }), 200, ideaAllowanceSchema),
  ).toEqual({ ideas_entered: 2, max_user_ideas: 3, ideas_left: 1 });
});

test('422 lists field errors; 401 signed out; 404 unknown challenge', async () => {
  const c = await makeChallenge();
  const token = await tokenFor(provider, 'JunoPark');
  const res = await post(token, entry(c.slug, { title: 'a'.repeat(181), description: 'd'.repeat(5001) }));
  expect((await errorsOf(res, 422)).errors).toEqual([
    { field: 'title', error: tooLong(180) },
    { field: 'description', error: tooLong(5000) },
  ]);
  expect(
    (await errorsOf(await post(token, entry(c.slug, { primary_image: 'https://elsewhere.example/x.jpg' })), 422))
      .errors[0].field,
  ).toBe('primary_image');
  await errorsOf(await post(undefined, entry(c.slug)), 401);
  await errorsOf(await provider.request(`/challenges/${c.slug}/my-ideas`), 401);
  expect((await errorsOf(await post(token, entry('no-such-challenge')), 404)).errors[0].error).toBe(
    IDEA_MESSAGES.notFound,
  );
  expect(await provider.database.db.select().from(ideas).where(eq(ideas.challengeId, c.id))).toEqual([]);
});

test('a caption challenge needs the caption, 90 characters a line', async () => {
  const c = await makeChallenge({ captionSolutionFormat: 'meme' });
  const token = await tokenFor(provider, 'JunoPark');
  expect((await errorsOf(await post(token, entry(c.slug)), 422)).errors).toEqual([
    { field: 'caption', error: IDEA_MESSAGES.captionMissing },
  ]);
  expect(
    (await errorsOf(await post(token, entry(c.slug, { caption: { top: 't'.repeat(91), bottom: '' } })), 422)).errors,
  ).toEqual([{ field: 'caption.top', error: tooLong(90) }]);
  await dataOf(
    await post(token, entry(c.slug, { description: '', caption: { top: 't'.repeat(90), bottom: 'Me too' } })),
    201,
    ideaCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  expect(detail.ideas[0].caption).toEqual({ top: 't'.repeat(90), bottom: 'Me too' });
});

test("closed challenges, the catalyst's own and paid entry are refused", async () => {
  const token = await tokenFor(provider, 'JunoPark');
  const closed = await makeChallenge({ isClosed: true });
  expect((await errorsOf(await post(token, entry(closed.slug)), 409)).errors[0].error).toBe(IDEA_MESSAGES.closed);
  const ended = await makeChallenge({ durationEnd: new Date(Date.now() - 1000) });
  expect((await errorsOf(await post(token, entry(ended.slug)), 409)).errors[0].error).toBe(IDEA_MESSAGES.closed);
  const own = await makeChallenge();
  expect((await errorsOf(await post(await tokenFor(provider, 'MayaChen'), entry(own.slug)), 403)).errors[0].error).toBe(
    IDEA_MESSAGES.ownChallenge,
  );
  const paid = await makeChallenge({ ideaEntryFeeCents: 500 });
  expect((await errorsOf(await post(token, entry(paid.slug)), 409)).errors[0].error).toBe(IDEA_MESSAGES.feeUnconfirmed);
});

test('3 ideas in a normal challenge: the 4th is refused', async () => {
  const c = await makeChallenge({ maxUserIdeas: 3 });
  const token = await tokenFor(provider, 'DevSharma');
  for (let i = 1; i <= 3; i++)
    await dataOf(await post(token, entry(c.slug, { title: `Idea ${i}` })), 201, ideaCreatedSchema);
  expect((await errorsOf(await post(token, entry(c.slug, { title: 'Idea 4' })), 409)).errors).toEqual([
    { field: '*', error: limitReachedMessage(3) },
  ]);
  // Someone else still may.
  await dataOf(await post(await tokenFor(provider, 'JunoPark'), entry(c.slug)), 201, ideaCreatedSchema);
});

test('10 ideas in a suggestion box: the 11th is refused', async () => {
  const c = await makeChallenge({ challengeFormat: 'suggestion', maxUserIdeas: 10 });
  const token = await tokenFor(provider, 'DevSharma');
  for (let i = 1; i <= 10; i++)
    await dataOf(await post(token, entry(c.slug, { title: `Suggestion ${i}` })), 201, ideaCreatedSchema);
  expect((await errorsOf(await post(token, entry(c.slug, { title: 'Suggestion 11' })), 409)).errors[0].error).toBe(
    limitReachedMessage(10),
  );
});

test('entries racing for the last place: exactly one passes', async () => {
  const c = await makeChallenge({ maxUserIdeas: 3 });
  const token = await tokenFor(provider, 'BenFoster');
  for (let i = 1; i <= 2; i++)
    await dataOf(await post(token, entry(c.slug, { title: `Idea ${i}` })), 201, ideaCreatedSchema);
  const statuses = (
    await Promise.all(['A', 'B', 'C', 'D'].map((x) => post(token, entry(c.slug, { title: `Race ${x}` }))))
  ).map((r) => r.status);
  expect(statuses.sort()).toEqual([201, 409, 409, 409]);
  const rows = await provider.database.db.select().from(ideas).where(eq(ideas.challengeId, c.id));
  expect(rows).toHaveLength(3);
});

test('suggestion boxes take 10 ideas per person, other challenges 3 (seeded as published)', async () => {
  const rows = await provider.database.db
    .select({ format: challenges.challengeFormat, max: challenges.maxUserIdeas })
    .from(challenges)
    .where(eq(challenges.state, 'published'));
  expect(rows.some((r) => r.format === 'suggestion')).toBe(true);
  for (const row of rows) expect(row.max).toBe(row.format === 'suggestion' ? 10 : 3);
});
