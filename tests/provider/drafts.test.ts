import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DRAFTS_PAGE_SIZE, draftSchema, draftSummarySchema } from '@/lib/contracts/drafts';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { categories, challenges, users } from '@/server/provider/db/schema';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  content: {
    platform: 'nervus',
    challenge: {
      solution_format: 'challenge',
      platform_category: 3,
      question_title: title,
      question_detail: 'Details',
      ...extra,
    },
  },
});

test('drafts need a signed-in person', async () => {
  for (const [method, path] of [
    ['GET', '/drafts'],
    ['POST', '/drafts'],
    ['GET', '/drafts/1'],
    ['PUT', '/drafts/1'],
    ['DELETE', '/drafts/1'],
  ] as const) {
    const res = await provider.request(path, {
      method,
      body: method === 'POST' || method === 'PUT' ? form('x') : undefined,
    });
    expect((await errorsOf(res, 401)).errors).toEqual([{ field: '*', error: 'Unauthorized' }]);
  }
});

test('create on the first save, update on the next, list newest first, delete', async () => {
  const token = await tokenFor(provider, 'AdaLovelace');
  const first = await dataOf(
    await provider.request('/drafts', { method: 'POST', token, body: form('What could a library lend besides books') }),
    201,
    draftSchema,
  );
  expect(first).toMatchObject({
    origin: 'challenge-creation-flow',
    draft_type: 'challenge',
    title: 'What could a library lend besides books',
    platform: 'nervus',
    solution_format: 'challenge',
  });
  // The untouched start of a title is no title yet.
  const second = await dataOf(
    await provider.request('/drafts', {
      method: 'POST',
      token,
      body: form('What could', { solution_format: 'test-an-idea' }),
    }),
    201,
    draftSchema,
  );
  expect(second.title).toBeNull();
  expect(second.solution_format).toBe('test-an-idea');

  const updated = await dataOf(
    await provider.request(`/drafts/${first.id}`, {
      method: 'PUT',
      token,
      body: form('What could a library lend at night'),
    }),
    200,
    draftSchema,
  );
  expect(updated.title).toBe('What could a library lend at night');
  expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));

  const list = await dataOf(
    await provider.request('/drafts?draft_type=challenge&size=200', { token }),
    200,
    z.array(draftSummarySchema),
  );
  expect(list.map((d) => d.id)).toEqual([first.id, second.id]);
  expect(list[0]).not.toHaveProperty('content');

  const read = await dataOf(await provider.request(`/drafts/${first.id}`, { token }), 200, draftSchema);
  expect(read.content.challenge.question_title).toBe('What could a library lend at night');

  const gone = await provider.request(`/drafts/${first.id}`, { method: 'DELETE', token });
  expect(gone.status).toBe(204);
  await errorsOf(await provider.request(`/drafts/${first.id}`, { token }), 404);
  await errorsOf(await provider.request(`/drafts/${first.id}`, { method: 'DELETE', token }), 404);
});

test('another person can neither read, change, delete nor list someone’s draft', async () => {
  const owner = await tokenFor(provider, 'MayaChen');
  const other = await tokenFor(provider, 'JunoPark');
  const draft = await dataOf(
    await provider.request('/drafts', {
      method: 'POST',
      token: owner,
      body: form('What could make a bus stop useful'),
    }),
    201,
    draftSchema,
  );
  await errorsOf(await provider.request(`/drafts/${draft.id}`, { token: other }), 404);
  await errorsOf(
    await provider.request(`/drafts/${draft.id}`, { method: 'PUT', token: other, body: form('Hijacked') }),
    404,
  );
  await errorsOf(await provider.request(`/drafts/${draft.id}`, { method: 'DELETE', token: other }), 404);
  const theirs = await dataOf(await provider.request('/drafts', { token: other }), 200, z.array(draftSummarySchema));
  expect(theirs.map((d) => d.id)).not.toContain(draft.id);
  const still = await dataOf(await provider.request(`/drafts/${draft.id}`, { token: owner }), 200, draftSchema);
  expect(still.title).toBe('What could make a bus stop useful');
});

test('bad bodies and queries are refused with the field', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const noPlatform = await provider.request('/drafts', { method: 'POST', token, body: { content: { challenge: {} } } });
  expect((await errorsOf(noPlatform, 422)).errors[0].field).toBe('content.platform');
  const badOrigin = await provider.request('/drafts', {
    method: 'POST',
    token,
    body: { ...form('x'), origin: 'elsewhere' },
  });
  expect((await errorsOf(badOrigin, 422)).errors[0].field).toBe('origin');
  const huge = await provider.request('/drafts', {
    method: 'POST',
    token,
    body: form('x', { question_detail: 'x'.repeat(70 * 1024) }),
  });
  expect((await errorsOf(huge, 422)).errors[0].error).toBe('A draft must stay under 64 KB.');
  const tooMany = await provider.request(`/drafts?size=${DRAFTS_PAGE_SIZE + 1}`, { token });
  expect((await errorsOf(tooMany, 422)).errors[0].field).toBe('size');
  await errorsOf(await provider.request('/drafts/not-a-number', { token }), 404);
});

test('publishing with draft_id removes that draft of the catalyst only', async () => {
  const token = await tokenFor(provider, 'AdaLovelace');
  const other = await tokenFor(provider, 'JunoPark');
  const mine = await dataOf(
    await provider.request('/drafts', { method: 'POST', token, body: form('What could a museum lend') }),
    201,
    draftSchema,
  );
  const theirs = await dataOf(
    await provider.request('/drafts', { method: 'POST', token: other, body: form('What could a theatre lend') }),
    201,
    draftSchema,
  );
  const [transit] = await provider.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'transit'));
  const start = new Date();
  const publish = (draftId: number) =>
    provider.request('/challenges', {
      method: 'POST',
      token,
      body: {
        solution_format: 'challenge',
        platform_domain: 'nervus',
        platform_category: transit.id,
        question_title: `What could a museum lend ${draftId}`,
        question_detail: 'Objects in storage never meet visitors.',
        primary_image: '/images/library/full/a-bright-idea.jpg',
        duration_start: start.toISOString(),
        duration_end: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
        draft_id: draftId,
      },
    });
  expect((await publish(mine.id)).status).toBe(201);
  await errorsOf(await provider.request(`/drafts/${mine.id}`, { token }), 404);
  // Someone else's draft id does nothing.
  expect((await publish(theirs.id)).status).toBe(201);
  await dataOf(await provider.request(`/drafts/${theirs.id}`, { token: other }), 200, draftSchema);
});

test('a catalyst copies a challenge into a new draft, without its ideas; nobody else can', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const [row] = await provider.database.db
    .select()
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.catalystId))
    .where(and(eq(users.screenName, 'MayaChen'), eq(challenges.state, 'published')))
    .limit(1);
  const source = row.challenges;
  const copy = await dataOf(
    await provider.request(`/challenges/${source.slug}/duplicate`, { method: 'POST', token }),
    201,
    draftSchema,
  );
  expect(copy.title).toBe(source.questionTitle.replace(/\?+$/, ''));
  expect(copy.content.challenge).toMatchObject({
    platform_category: source.mainCategoryId,
    question_detail: source.questionDetail,
    idea: { title: '', description: '' },
    server_draft_id: null,
  });
  const list = await dataOf(await provider.request('/drafts', { token }), 200, z.array(draftSummarySchema));
  expect(list[0].id).toBe(copy.id);

  await errorsOf(
    await provider.request(`/challenges/${source.slug}/duplicate`, {
      method: 'POST',
      token: await tokenFor(provider, 'JunoPark'),
    }),
    403,
  );
  await errorsOf(await provider.request('/challenges/no-such-challenge/duplicate', { method: 'POST', token }), 404);
  await errorsOf(await provider.request(`/challenges/${source.slug}/duplicate`, { method: 'POST' }), 401);
});
