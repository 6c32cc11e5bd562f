import { and, eq } from 'drizzle-orm';
import { challengeDetailSchema, challengesHomepageSchema } from '@/lib/contracts/challenge';
import { challengeCreatedSchema, type ChallengeCreateInput } from '@/lib/contracts/challenge-create';
import { CREATE_MESSAGES, tooLong } from '@/lib/challenges/messages';
import { MONEY_MESSAGE, PRIZE_TITLE_MAX } from '@/lib/challenges/prize';
import {
  ASSUMPTION_MESSAGES,
  emptyDeepDives,
  WHAT_ASSUMPTION_POINTS,
  WHAT_ASSUMPTION_REASON,
} from '@/lib/challenges/assumptions';
import { CATALYST_PUBLISH_POINTS } from '@/lib/challenges/points';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { categories, challenges, ideas, platforms, pointEvents } from '@/server/provider/db/schema';
import { UNKNOWN_COMMUNITY } from '@/server/provider/domain/challenge-publish';
import { ARTICLE_MESSAGES } from '@/lib/challenges/article';
import type { Fetcher } from '@/server/provider/domain/article-scrape';
import { fetchPublic } from '@/server/shared/safe-fetch';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { fundWallet } from './money-helpers';
import { createTestProvider, type TestProvider } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const ARTICLE_PICTURE = 'https://news.example.com/bus.jpg';
/** The bytes of a PNG: what the article's site answers for its picture. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** The article's site is stood in for; every other address goes through the real SSRF-safe fetch. */
const fetcher: Fetcher = async (url, limits) =>
  url === ARTICLE_PICTURE ? { body: PNG, contentType: 'image/png', url } : fetchPublic(url, limits);

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ deps: { fetcher } });
});
afterAll(async () => {
  await provider.close();
});

async function categoryId(slug: string): Promise<number> {
  const [row] = await provider.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row.id;
}

async function body(overrides: Partial<ChallengeCreateInput> = {}): Promise<ChallengeCreateInput> {
  const start = new Date();
  return {
    solution_format: 'challenge',
    platform_domain: 'nervus',
    platform_category: await categoryId('transit'),
    question_title: 'What could make night buses feel safer for people travelling alone',
    question_detail: 'Night buses are the only option for shift workers, yet many avoid them after 11 pm.',
    duration_start: start.toISOString(),
    duration_end: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
    primary_image: '/images/library/full/a-bright-idea.jpg',
    ...overrides,
  };
}

test('POST /challenges needs a signed-in user', async () => {
  const res = await provider.request('/challenges', { method: 'POST', body: await body() });
  expect((await errorsOf(res, 401)).errors).toEqual([{ field: '*', error: 'Unauthorized' }]);
});

test('invalid bodies get 422 with every rule’s message, keyed by field', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const res = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({
      solution_format: 'test-an-idea',
      platform_category: null,
      question_title: 'Why are buses empty',
      question_detail: '  ',
      duration_end: 'never',
    }),
  });
  const { errors } = await errorsOf(res, 422);
  expect(errors).toEqual(
    expect.arrayContaining([
      { field: 'platform_category', error: CREATE_MESSAGES.categoryMissing },
      { field: 'idea.title', error: CREATE_MESSAGES.required },
      { field: 'idea.description', error: CREATE_MESSAGES.required },
      { field: 'question_title', error: 'Your title should contain either "How could" or "What could"' },
      { field: 'question_detail', error: 'This field is required' },
      { field: 'duration_end', error: CREATE_MESSAGES.durationMissing },
    ]),
  );
  expect(errors).toHaveLength(6);

  const long = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ question_title: `What could ${'x'.repeat(170)}` }),
  });
  expect((await errorsOf(long, 422)).errors).toEqual([
    { field: 'question_title', error: 'Use at most 180 characters.' },
  ]);
  const notJson = await provider.request('/challenges', { method: 'POST', token, body: 'What could' });
  expect((await errorsOf(notJson, 422)).errors[0].field).toBe('*');
});

test('a category outside the community and an unknown community are refused', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const outside = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ platform_domain: 'comedy', platform_category: await categoryId('transit') }),
  });
  expect((await errorsOf(outside, 422)).errors).toEqual([
    { field: 'platform_category', error: CREATE_MESSAGES.categoryMissing },
  ]);
  const unknown = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ platform_domain: 'no-such-community' }),
  });
  expect((await errorsOf(unknown, 422)).errors).toEqual([{ field: 'platform_domain', error: UNKNOWN_COMMUNITY }]);
});

test('publishing creates an open challenge from now, its ledger entry, and lists it first', async () => {
  const token = await tokenFor(provider, 'JunoPark');
  const juno = await demoUser(provider, 'JunoPark');
  const before = Date.now();
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        platform_domain: 'comedy',
        platform_category: await categoryId('stand-up'),
        question_title: '  How could a comedy night win over a room of strangers in a surprising way ',
        duration_start: '2020-01-01T00:00:00.000Z',
        duration_end: '2020-01-16T00:00:00.000Z',
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  expect(created.slug).toBe('how-could-a-comedy-night-win-over-a-room-of-strangers-in-a-surprising-way');

  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail).toMatchObject({
    id: created.id,
    question_title: 'How could a comedy night win over a room of strangers in a surprising way?',
    status: 'open',
    is_closed: false,
    solution_format: 'challenge',
    innovation_scale: 'blue-sky',
    ideas: [],
  });
  expect(detail.catalyst.handle).toBe('JunoPark');
  expect(detail.platform.slug).toBe('comedy');
  expect(detail.main_category?.slug).toBe('stand-up');
  const start = Date.parse(detail.duration_start);
  expect(start).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(detail.duration_end) - start).toBe(15 * DAY_MS);

  const ledger = await provider.database.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'challenge'), eq(pointEvents.contextId, created.id)));
  const [comedy] = await provider.database.db.select().from(platforms).where(eq(platforms.slug, 'comedy'));
  expect(ledger).toEqual([
    expect.objectContaining({
      userId: juno.id,
      platformId: comedy.id,
      role: 'catalyst',
      reason: 'ChallengePublished',
      points: CATALYST_PUBLISH_POINTS,
    }),
  ]);

  for (const path of ['/comedy/challenges-homepage', '/widgets/challenges-homepage']) {
    const home = await dataOf(await provider.request(path), 200, challengesHomepageSchema);
    expect(home.open[0].slug).toBe(created.slug);
  }
});

test('equal titles get distinct slugs', async () => {
  const token = await tokenFor(provider, 'AdaLovelace');
  const title = 'What could a library lend besides books';
  const first = await dataOf(
    await provider.request('/challenges', { method: 'POST', token, body: await body({ question_title: title }) }),
    201,
    challengeCreatedSchema,
  );
  const second = await dataOf(
    await provider.request('/challenges', { method: 'POST', token, body: await body({ question_title: `${title}?` }) }),
    201,
    challengeCreatedSchema,
  );
  const [third, fourth] = await Promise.all(
    [1, 2].map(async () =>
      dataOf(
        await provider.request('/challenges', { method: 'POST', token, body: await body({ question_title: title }) }),
        201,
        challengeCreatedSchema,
      ),
    ),
  );
  expect(first.slug).toBe('what-could-a-library-lend-besides-books');
  expect(second.slug).toBe('what-could-a-library-lend-besides-books-2');
  expect(new Set([third.slug, fourth.slug])).toEqual(
    new Set(['what-could-a-library-lend-besides-books-3', 'what-could-a-library-lend-besides-books-4']),
  );
});

test('test-an-idea stores the catalyst’s idea, anonymous while the challenge is open', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const maya = await demoUser(provider, 'MayaChen');
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        solution_format: 'test-an-idea',
        question_title: 'How could a bus stop earn its keep in an unexpected way',
        idea: {
          title: '  Solar bus shelters that sell power  ',
          description: 'Shelter roofs carry panels and sell the power back to the grid.',
        },
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail.solution_format).toBe('test-an-idea');
  expect(detail.ideas).toEqual([
    expect.objectContaining({ title: 'Solar bus shelters that sell power', author: null }),
  ]);
  const [stored] = await provider.database.db.select().from(ideas).where(eq(ideas.challengeId, created.id));
  expect(stored.authorId).toBe(maya.id);

  // A QQ has no Your Idea step: an idea sent along with it is ignored.
  const qq = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        solution_format: 'qq',
        question_title: 'What could be an unusual bus',
        idea: { title: 'Ignored', description: 'Ignored' },
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  expect(await provider.database.db.select().from(ideas).where(eq(ideas.challengeId, qq.id))).toEqual([]);
  const [row] = await provider.database.db.select().from(challenges).where(eq(challenges.id, qq.id));
  expect(row.solutionFormat).toBe('qq');
  // The default form's optional own idea is entered like a test idea.
  const plain = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({ idea: { title: 'Lit stops', description: 'Brighter stops.' } }),
    }),
    201,
    challengeCreatedSchema,
  );
  expect(
    await provider.database.db.select({ title: ideas.title }).from(ideas).where(eq(ideas.challengeId, plain.id)),
  ).toEqual([{ title: 'Lit stops' }]);
});

test('money, prize and entry fee are stored as chosen; the scale too', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  // Publishing holds the prize money from the catalyst's wallet (issue 16): she adds it first.
  await fundWallet(provider.database.db, (await demoUser(provider, 'MayaChen')).id, 125_050);
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        question_title: 'What could make a street market worth the trip',
        innovation_scale: 'moonshot',
        prize_type: 'other',
        prize_title: ' Lunch ',
        prize_description: 'Lunch for two at the market.',
        prize_money: '$1,250.50',
        idea_entry_fee: '2',
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail).toMatchObject({
    innovation_scale: 'moonshot',
    prize_type: 'other',
    prize_title: 'Lunch',
    prize_description: 'Lunch for two at the market.',
    prize_money_cents: 125050,
    idea_entry_fee_cents: 200,
  });

  // Left at their defaults: neurons, no money, free entry.
  const plain = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({ question_title: 'What could a market sell at dawn' }),
    }),
    201,
    challengeCreatedSchema,
  );
  const [row] = await provider.database.db.select().from(challenges).where(eq(challenges.id, plain.id));
  expect(row).toMatchObject({
    prizeType: 'points',
    prizeMoneyCents: 0,
    prizeTitle: null,
    prizeDescription: null,
    ideaEntryFeeCents: 0,
    innovationScale: 'blue-sky',
  });
});

test("prize rules: 'other' needs a title (8 at most) and a description; amounts must be amounts", async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const other = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ prize_type: 'other', prize_title: 'Ninechars', prize_money: 'lots', idea_entry_fee: '-1' }),
  });
  expect((await errorsOf(other, 422)).errors).toEqual([
    { field: 'prize_money', error: MONEY_MESSAGE },
    { field: 'idea_entry_fee', error: MONEY_MESSAGE },
    { field: 'prize_title', error: tooLong(PRIZE_TITLE_MAX) },
    { field: 'prize_description', error: CREATE_MESSAGES.required },
  ]);
  const badType = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: { ...(await body()), prize_type: 'yacht' },
  });
  expect((await errorsOf(badType, 422)).errors[0].field).toBe('prize_type');
});

test('a linked article is stored, and our copy of its picture stands in for the missing primary image', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const article = {
    title: 'Who rides the night bus',
    description: 'Shift workers, mostly.',
    url: 'https://news.example.com/night-bus',
    image_url: ARTICLE_PICTURE,
    keywords: ['transit'],
  };
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({ question_title: 'What could make a night bus stop feel safe', article, primary_image: null }),
    }),
    201,
    challengeCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  const copy = detail.primary_image!;
  expect(copy).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  expect(detail.article).toEqual({ ...article, image_url: copy });
  const served = await provider.request(`/files/images/${copy.slice('/uploads/'.length)}`);
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  const bad = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ article: { ...article, url: 'not a url' } }),
  });
  expect((await errorsOf(bad, 422)).errors[0].field).toBe('article.url');
});

test('an article picture at a loopback address is never fetched nor published: asked again, or dropped beside our own', async () => {
  let reached = 0;
  const listener = createServer((_req, res) => {
    reached++;
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(PNG));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const internal = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/secret.png`;
  try {
    const token = await tokenFor(provider, 'MayaChen');
    for (const image_url of [internal, 'http://127.0.0.1/secret.png', 'http://[::1]/secret.png']) {
      const article = {
        title: 'Internal',
        description: '',
        url: 'https://news.example.com/a',
        image_url,
        keywords: [],
      };
      const alone = await provider.request('/challenges', {
        method: 'POST',
        token,
        body: await body({ question_title: 'What could an internal picture show', article, primary_image: null }),
      });
      expect((await errorsOf(alone, 422)).errors).toEqual([
        { field: 'primary_image', error: ARTICLE_MESSAGES.imageFailed },
      ]);
    }
    const article = {
      title: 'Internal',
      description: '',
      url: 'https://news.example.com/a',
      image_url: internal,
      keywords: [],
    };
    const created = await dataOf(
      await provider.request('/challenges', {
        method: 'POST',
        token,
        body: await body({ question_title: 'What could a loopback picture hide from us', article }),
      }),
      201,
      challengeCreatedSchema,
    );
    const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
    expect(detail.article?.image_url).toBeNull();
    expect(detail.primary_image).toBe('/images/library/full/a-bright-idea.jpg');
    expect(reached).toBe(0);
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
});

test("assumptions and deep dives are stored; each written 'What' assumption earns the catalyst 12 neurons", async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const long = (word: string) => `${word} `.repeat(30).trim();
  const deep_dives = emptyDeepDives();
  deep_dives.what.core_cause_1st = { cause: 'Dark stops', support: 'Street lights are off after 11 pm.' };
  deep_dives.what.core_cause_2nd = { cause: 'Long waits', support: '' };
  deep_dives.who.demograph_age = { from: 18, to: 65 };
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        question_title: 'What could make a bus stop feel like a porch',
        assumption_who: long('riders'),
        assumption_what: long('darkness'),
        assumption_why: '',
        deep_dives,
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail.assumptions).toEqual({ who: long('riders'), what: long('darkness'), why: null });
  expect(detail.deep_dives?.who.demograph_age).toEqual({ from: 18, to: 65 });
  const ledger = await provider.database.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'challenge'), eq(pointEvents.contextId, created.id)));
  expect(ledger.filter((e) => e.reason === WHAT_ASSUMPTION_REASON).map((e) => e.points)).toEqual([
    WHAT_ASSUMPTION_POINTS,
    WHAT_ASSUMPTION_POINTS,
  ]);

  const short = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ assumption_why: 'Too short' }),
  });
  expect((await errorsOf(short, 422)).errors).toEqual([
    { field: 'assumption_why', error: ASSUMPTION_MESSAGES.tooShort },
  ]);
  const ages = { ...emptyDeepDives(), who: { ...emptyDeepDives().who, demograph_age: { from: 40, to: 20 } } };
  const wrongAges = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ deep_dives: ages }),
  });
  expect((await errorsOf(wrongAges, 422)).errors).toEqual([
    { field: 'deep_dives.who.demograph_age', error: ASSUMPTION_MESSAGES.agesOrder },
  ]);
});

test('an image is required; an address that is neither ours nor http(s) is refused', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const none = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ primary_image: null }),
  });
  expect((await errorsOf(none, 422)).errors).toContainEqual({
    field: 'primary_image',
    error: CREATE_MESSAGES.imageMissing,
  });
  const script = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ primary_image: 'javascript:alert(1)' }),
  });
  expect((await errorsOf(script, 422)).errors[0].field).toBe('primary_image');
});

test('QQ: the prefix is part of the title, 140 characters after it, details 1000', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const over = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ solution_format: 'qq', question_title: `What could be unusual ${'x'.repeat(130)}` }),
  });
  expect((await errorsOf(over, 422)).errors).toContainEqual({ field: 'question_title', error: tooLong(140) });
  const long = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({
      solution_format: 'qq',
      question_title: 'What could be an unusual stop',
      question_detail: 'd'.repeat(1001),
    }),
  });
  expect((await errorsOf(long, 422)).errors).toContainEqual({ field: 'question_detail', error: tooLong(1000) });
  const words = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ solution_format: 'qq', question_title: 'What could be a better stop' }),
  });
  expect((await errorsOf(words, 422)).errors).toContainEqual({
    field: 'question_title',
    error: CREATE_MESSAGES.suggestedWords,
  });
});

test('improve-an-idea keeps the idea and its purpose with the question, not among the ideas', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        solution_format: 'improve-an-idea',
        question_title: 'How could my bus app become unexpectedly useful',
        idea: { title: 'A bus app', description: 'Shows the next bus.' },
        improve_purpose_idea: '  Make it useful offline.  ',
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail.improve).toEqual({
    idea: { title: 'A bus app', description: 'Shows the next bus.' },
    purpose: 'Make it useful offline.',
  });
  expect(detail.ideas).toEqual([]);
  const missing = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({ solution_format: 'improve-an-idea', question_title: 'How could my app be unique' }),
  });
  expect((await errorsOf(missing, 422)).errors.map((e) => e.field)).toEqual(
    expect.arrayContaining(['idea.title', 'idea.description']),
  );
});

test('caption and comedy categories: the caption format is kept, a comedy title needs a suggested word', async () => {
  const token = await tokenFor(provider, 'QuinnTaylor');
  const captions = await categoryId('captions-and-memes');
  const created = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({
        platform_domain: 'captions',
        platform_category: captions,
        question_title: 'What could be the most unexpected caption for this picture',
        question_detail: '',
        caption_solution_format: 'meme',
        caption_reaction_type: 'insightful',
      }),
    }),
    201,
    challengeCreatedSchema,
  );
  const detail = await dataOf(await provider.request(`/challenges/${created.slug}`), 200, challengeDetailSchema);
  expect(detail).toMatchObject({ caption_solution_format: 'meme', caption_reaction_type: 'insightful' });
  const noFormat = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({
      platform_domain: 'captions',
      platform_category: captions,
      question_title: 'What could be a unique caption',
      question_detail: 'A pigeon.',
    }),
  });
  expect((await errorsOf(noFormat, 422)).errors).toContainEqual({
    field: 'caption_solution_format',
    error: CREATE_MESSAGES.captionMissing,
  });
  const joke = await provider.request('/challenges', {
    method: 'POST',
    token,
    body: await body({
      platform_domain: 'comedy',
      platform_category: await categoryId('stand-up'),
      question_title: 'What could be a joke about buses',
    }),
  });
  expect((await errorsOf(joke, 422)).errors).toEqual([
    { field: 'question_title', error: CREATE_MESSAGES.suggestedWords },
  ]);
});

test('the place of a local-civics question is stored; elsewhere it is dropped', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const local = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({ location: 'Portland, Oregon, United States' }),
    }),
    201,
    challengeCreatedSchema,
  );
  expect((await dataOf(await provider.request(`/challenges/${local.slug}`), 200, challengeDetailSchema)).location).toBe(
    'Portland, Oregon, United States',
  );
  const elsewhere = await dataOf(
    await provider.request('/challenges', {
      method: 'POST',
      token,
      body: await body({ platform_category: await categoryId('apps-and-software'), location: 'Portland' }),
    }),
    201,
    challengeCreatedSchema,
  );
  expect(
    (await dataOf(await provider.request(`/challenges/${elsewhere.slug}`), 200, challengeDetailSchema)).location,
  ).toBeNull();
});
