// POST /surveys and GET /challenges/{slug}/survey-replies (spec 1 §7, spec 2 §2, spec 3 §5): an
// anonymous reply is stored without any identity; refused with the spec's rules (closed 409; AMA,
// caption, paid or flag off 403); 422 with messages; 429 with Retry-After per signed address; the
// catalyst alone reads the replies.
import { eq } from 'drizzle-orm';
import { FLAG } from '@/lib/contracts/flags';
import { surveyRepliesSchema, surveyReplyCreatedSchema } from '@/lib/contracts/survey';
import { SURVEY_MESSAGES, SURVEY_RATE_LIMIT } from '@/lib/challenges/survey';
import { signedClientAddressHeaders } from '@/server/client-address';
import { challenges, featureFlags, surveyReplies } from '@/server/provider/db/schema';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { makeOpenChallenge } from './fixtures';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

let addresses = 0;

const makeChallenge = (over: Partial<typeof challenges.$inferInsert> = {}) => makeOpenChallenge(provider, over);

/** Each test replies from its own address, so the rate limit of one does not spill into another. */
const newAddress = () => `203.0.113.${++addresses}`;
const reply = (
  body: unknown,
  address = newAddress(),
  headers: Record<string, string> = signedClientAddressHeaders(address, provider.config.OAUTH_CLIENT_SECRET),
) => provider.request('/surveys', { method: 'POST', body, headers });
const storedFor = (challengeId: number) =>
  provider.database.db.select().from(surveyReplies).where(eq(surveyReplies.challengeId, challengeId));

test('201: an anonymous answer is stored, trimmed, with nothing about who sent it', async () => {
  const c = await makeChallenge();
  const created = await dataOf(
    await reply({ challenge: c.slug, answer: '  Ask the people who use it every day.  ', website: '' }),
    201,
    surveyReplyCreatedSchema,
  );
  expect(created).toEqual({ id: expect.any(Number), challenge: { slug: c.slug, question_title: c.questionTitle } });
  const rows = await storedFor(c.id);
  expect(rows).toEqual([
    { id: created.id, challengeId: c.id, answer: 'Ask the people who use it every day.', createdAt: expect.any(Date) },
  ]);
});

test('422: an answer too short or too long, and a filled-in honeypot, with their messages; nothing stored', async () => {
  const c = await makeChallenge();
  expect((await errorsOf(await reply({ challenge: c.slug, answer: ' ab ' }), 422)).errors).toEqual([
    { field: 'answer', error: SURVEY_MESSAGES.answerShort },
  ]);
  expect((await errorsOf(await reply({ challenge: c.slug, answer: 'x'.repeat(1001) }), 422)).errors).toEqual([
    { field: 'answer', error: SURVEY_MESSAGES.answerLong },
  ]);
  expect(
    (await errorsOf(await reply({ challenge: c.slug, answer: 'A real answer', website: 'http://spam.example' }), 422))
      .errors,
  ).toEqual([{ field: 'website', error: SURVEY_MESSAGES.honeypot }]);
  await errorsOf(await reply({ answer: 'No challenge named' }), 422);
  await dataOf(await reply({ challenge: c.slug, answer: 'x'.repeat(1000) }), 201, surveyReplyCreatedSchema);
  expect(await storedFor(c.id)).toHaveLength(1);
});

test('404 no such challenge; 409 closed (flag or past its end)', async () => {
  expect(
    (await errorsOf(await reply({ challenge: 'no-such-challenge', answer: 'Hello there' }), 404)).errors[0].error,
  ).toBe(SURVEY_MESSAGES.notFound);
  const flagged = await makeChallenge({ isClosed: true });
  expect((await errorsOf(await reply({ challenge: flagged.slug, answer: 'Too late?' }), 409)).errors[0].error).toBe(
    SURVEY_MESSAGES.closed,
  );
  const ended = await makeChallenge({ durationEnd: new Date(Date.now() - 1000) });
  await errorsOf(await reply({ challenge: ended.slug, answer: 'Too late?' }), 409);
  expect(await storedFor(flagged.id)).toEqual([]);
});

test('403 where survey mode is not offered: AMA, suggestion format, caption, paid entry, and with the flag off', async () => {
  const refused = [
    await makeChallenge({ solutionFormat: 'ama', challengeFormat: 'suggestion' }),
    await makeChallenge({ solutionFormat: 'qq' }),
    await makeChallenge({ captionSolutionFormat: 'caption' }),
    await makeChallenge({ captionSolutionFormat: 'meme' }),
    await makeChallenge({ ideaEntryFeeCents: 500 }),
  ];
  for (const c of refused) {
    expect((await errorsOf(await reply({ challenge: c.slug, answer: 'Can I answer?' }), 403)).errors[0].error).toBe(
      SURVEY_MESSAGES.notOffered,
    );
    expect(await storedFor(c.id)).toEqual([]);
  }
  const open = await makeChallenge();
  const db = provider.database.db;
  await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.name, FLAG.surveyModeLink));
  try {
    await errorsOf(await reply({ challenge: open.slug, answer: 'Can I answer?' }), 403);
  } finally {
    await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.name, FLAG.surveyModeLink));
  }
  await dataOf(await reply({ challenge: open.slug, answer: 'Can I answer?' }), 201, surveyReplyCreatedSchema);
});

test('429 with Retry-After past the limit for one address; another address still replies; a forged address is not believed', async () => {
  const c = await makeChallenge();
  const address = newAddress();
  for (let i = 1; i <= SURVEY_RATE_LIMIT.replies; i++)
    await dataOf(
      await reply({ challenge: c.slug, answer: `Answer number ${i}` }, address),
      201,
      surveyReplyCreatedSchema,
    );
  const limited = await reply({ challenge: c.slug, answer: 'One too many' }, address);
  expect((await errorsOf(limited, 429)).errors[0].error).toBe(SURVEY_MESSAGES.tooMany);
  const retryAfter = Number(limited.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(SURVEY_RATE_LIMIT.windowMs / 1000);
  // A new address with a wrong signature falls back to the connection's address (the same
  // 'unknown' for every unsigned test request), so forging addresses gains nothing.
  await dataOf(await reply({ challenge: c.slug, answer: 'From elsewhere' }), 201, surveyReplyCreatedSchema);
  const forged = { 'x-nervus-client-address': '198.51.100.7', 'x-nervus-client-address-signature': 'ab'.repeat(32) };
  for (let i = 1; i <= SURVEY_RATE_LIMIT.replies; i++)
    await dataOf(
      await reply({ challenge: c.slug, answer: `Unsigned ${i}` }, undefined, forged),
      201,
      surveyReplyCreatedSchema,
    );
  await errorsOf(
    await reply({ challenge: c.slug, answer: 'Unsigned again' }, undefined, {
      ...forged,
      'x-nervus-client-address': '198.51.100.8',
    }),
    429,
  );
  expect(await storedFor(c.id)).toHaveLength(2 * SURVEY_RATE_LIMIT.replies + 1);
});

test('GET survey-replies: the catalyst reads them newest first; 401 signed out, 403 another user, 404', async () => {
  const c = await makeChallenge();
  for (const answer of ['First answer', 'Second answer'])
    await dataOf(await reply({ challenge: c.slug, answer }), 201, surveyReplyCreatedSchema);
  const path = `/challenges/${c.slug}/survey-replies`;
  const list = await dataOf(
    await provider.request(path, { token: await tokenFor(provider, 'MayaChen') }),
    200,
    surveyRepliesSchema,
  );
  expect(list.total).toBe(2);
  expect(list.replies.map((r) => r.answer)).toEqual(['Second answer', 'First answer']);
  await errorsOf(await provider.request(path), 401);
  expect(
    (await errorsOf(await provider.request(path, { token: await tokenFor(provider, 'TheoBrooks') }), 403)).errors[0]
      .error,
  ).toBe(SURVEY_MESSAGES.notOwner);
  await errorsOf(
    await provider.request('/challenges/no-such-challenge/survey-replies', {
      token: await tokenFor(provider, 'MayaChen'),
    }),
    404,
  );
});
