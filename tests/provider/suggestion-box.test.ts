// POST /suggestion-box/ama (spec 2 §1, §2, §5): a catalyst opens an ask-me-anything box, an 'ama'
// challenge in the suggestion format that takes 10 questions per person, with their publishing
// neurons; one open box at a time; 401, 422 with messages.
import { and, eq } from 'drizzle-orm';
import { AMA_MESSAGES, amaCreatedSchema } from '@/lib/contracts/ama';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { ideaCreatedSchema } from '@/lib/contracts/idea';
import { limitReachedMessage } from '@/lib/challenges/idea-entry';
import { challenges, pointEvents } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { walletBalance } from './money-helpers';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const open = (token: string | undefined, body: unknown) =>
  provider.request('/suggestion-box/ama', { method: 'POST', token, body });
const box = {
  platform_domain: 'politics',
  question_title: 'Ask me anything about city budgets',
  question_detail: 'Ten years in city hall.',
  duration_days: 30,
};

test('201: an AMA box in the suggestion format, 10 questions per person, with ChallengePublished neurons', async () => {
  const token = await tokenFor(provider, 'ElenaRossi');
  const before = Date.now();
  const created = await dataOf(await open(token, box), 201, amaCreatedSchema);
  expect(created).toEqual({ slug: 'ask-me-anything-about-city-budgets', id: expect.any(Number), platform: 'politics' });
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail).toMatchObject({
    solution_format: 'ama',
    challenge_format: 'suggestion',
    max_user_ideas: 10,
    closed: false,
    question_detail: 'Ten years in city hall.',
  });
  const days = (Date.parse(detail.duration_end) - before) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  const elena = await demoUser(provider, 'ElenaRossi');
  const events = await provider.database.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'challenge'), eq(pointEvents.contextId, created.id)));
  expect(events).toEqual([
    expect.objectContaining({ userId: elena.id, role: 'catalyst', reason: 'ChallengePublished', points: 50 }),
  ]);

  // A player asks up to 10 questions; the 11th is refused with the limit.
  const asker = await tokenFor(provider, 'AishaBello');
  for (let i = 1; i <= 10; i++) {
    const idea = await dataOf(
      await provider.request('/ideas/v2', {
        method: 'POST',
        token: asker,
        body: {
          challenge: created.slug,
          title: `Question number ${i}?`,
          description: 'Why does the budget work this way?',
        },
      }),
      201,
      ideaCreatedSchema,
    );
    expect(idea.ideas_left).toBe(10 - i);
  }
  const refused = await errorsOf(
    await provider.request('/ideas/v2', {
      method: 'POST',
      token: asker,
      body: { challenge: created.slug, title: 'One more?', description: 'Just one more question.' },
    }),
    409,
  );
  expect(refused.errors[0].error).toBe(limitReachedMessage(10));

  // One open box at a time.
  expect(
    (await errorsOf(await open(token, { ...box, question_title: 'Ask me anything about housing' }), 409)).errors[0]
      .error,
  ).toBe(AMA_MESSAGES.alreadyOpen);
  // Once it is closed, another can be opened.
  await provider.database.db.update(challenges).set({ isClosed: true }).where(eq(challenges.id, created.id));
  await dataOf(await open(token, { ...box, question_title: 'Ask me anything about housing' }), 201, amaCreatedSchema);
});

test('401 signed out; 422 a short title, a long detail, a length that is no preset, an unknown community', async () => {
  await errorsOf(await open(undefined, box), 401);
  const token = await tokenFor(provider, 'LiamWalsh');
  expect((await errorsOf(await open(token, { ...box, question_title: 'Ask me' }), 422)).errors).toEqual([
    { field: 'question_title', error: AMA_MESSAGES.titleShort },
  ]);
  expect((await errorsOf(await open(token, { ...box, question_title: 'x'.repeat(141) }), 422)).errors).toEqual([
    { field: 'question_title', error: 'Use at most 140 characters.' },
  ]);
  expect((await errorsOf(await open(token, { ...box, question_detail: 'x'.repeat(1001) }), 422)).errors).toEqual([
    { field: 'question_detail', error: 'Use at most 1000 characters.' },
  ]);
  expect((await errorsOf(await open(token, { ...box, duration_days: 7 }), 422)).errors).toEqual([
    { field: 'duration_days', error: 'Choose 15, 30 or 90 days.' },
  ]);
  expect((await errorsOf(await open(token, { ...box, platform_domain: 'no-such-community' }), 422)).errors).toEqual([
    { field: 'platform_domain', error: AMA_MESSAGES.unknownCommunity },
  ]);
  const liam = await demoUser(provider, 'LiamWalsh');
  expect(
    await provider.database.db
      .select()
      .from(challenges)
      .where(and(eq(challenges.catalystId, liam.id), eq(challenges.solutionFormat, 'ama'))),
  ).toEqual([]);
});

test('mentor pay: a box with an entry fee charges each question to the asker’s wallet', async () => {
  const token = await tokenFor(provider, 'KaiNakamura');
  const created = await dataOf(
    await open(token, { ...box, question_title: 'Ask me anything about robot kitchens', entry_fee_cents: 250 }),
    201,
    amaCreatedSchema,
  );
  const [stored] = await provider.database.db.select().from(challenges).where(eq(challenges.id, created.id));
  expect(stored.ideaEntryFeeCents).toBe(250);
  const asker = await demoUser(provider, 'HugoMartin');
  const before = await walletBalance(provider.database.db, asker.id);
  const ask = (fee?: number) =>
    provider.request('/ideas/v2', {
      method: 'POST',
      token: askerToken,
      body: {
        challenge: created.slug,
        title: 'How do robots plate food?',
        description: 'Asking for a restaurant.',
        entry_fee_cents: fee,
      },
    });
  const askerToken = await tokenFor(provider, 'HugoMartin');
  await errorsOf(await ask(), 409);
  await dataOf(await ask(250), 201, ideaCreatedSchema);
  expect(await walletBalance(provider.database.db, asker.id)).toBe(before - 250);
  const refused = await errorsOf(
    await open(token, { ...box, question_title: 'Ask me anything about fees', entry_fee_cents: -1 }),
    422,
  );
  expect(refused.errors.map((e) => e.field)).toContain('entry_fee_cents');
});
