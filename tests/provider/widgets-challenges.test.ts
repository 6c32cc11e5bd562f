import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { challengeDetailSchema, challengesHomepageSchema } from '@/lib/contracts/challenge';
import { traits } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const strictHomepage = challengesHomepageSchema.strict();
const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || Date.parse(dates[i - 1]) >= Date.parse(d));

describe('POST /nerves/trait', () => {
  test('stores an anonymous event (202) with the fingerprint', async () => {
    const res = await provider.request('/nerves/trait?fingerprint=fp-query', {
      body: {
        type: 'page',
        event: 'Challenge Viewed',
        context: { path: '/challenges/x' },
        properties: { slug: 'x' },
        sent_at: '2026-01-02T03:04:05.000Z',
      },
    });
    expect(await dataOf(res, 202, z.object({ accepted: z.literal(true) }).strict())).toEqual({ accepted: true });
    const [row] = await provider.database.db.select().from(traits).orderBy(desc(traits.id)).limit(1);
    expect(row).toMatchObject({
      userId: null,
      fingerprint: 'fp-query',
      type: 'page',
      event: 'Challenge Viewed',
      properties: { slug: 'x' },
    });
    expect(row.sentAt?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  test('records the signed-in user', async () => {
    const token = await tokenFor(provider, 'DevSharma');
    await dataOf(
      await provider.request('/nerves/trait', {
        token,
        body: { fingerprint: 'fp-1', type: 'track', event: 'Idea Rated', sent_at: 1767323045000 },
      }),
      202,
      z.unknown(),
    );
    const [row] = await provider.database.db.select().from(traits).orderBy(desc(traits.id)).limit(1);
    expect(row.userId).toBe((await demoUser(provider, 'DevSharma')).id);
    expect(row.fingerprint).toBe('fp-1');
  });

  test('rejects a malformed event with 422', async () => {
    const body = await errorsOf(
      await provider.request('/nerves/trait', { body: { type: '', properties: 'nope', sent_at: 'yesterday' } }),
      422,
    );
    expect(body.errors.map((e) => e.field).sort()).toEqual(['event', 'properties', 'sent_at', 'type']);
  });
});

describe('challenges homepage', () => {
  test('the main community lists every community’s challenges, newest first, max 24', async () => {
    const home = await dataOf(await provider.request('/widgets/challenges-homepage'), 200, strictHomepage);
    expect(home.open.length).toBeGreaterThan(10);
    expect(home.open.length).toBeLessThanOrEqual(24);
    expect(home.closed.length).toBeGreaterThan(3);
    expect(home.open.every((card) => !card.is_closed && card.status === 'open')).toBe(true);
    expect(home.closed.every((card) => card.is_closed && card.status === 'closed')).toBe(true);
    expect(isNewestFirst(home.open.map((card) => card.duration_start))).toBe(true);
    expect(isNewestFirst(home.closed.map((card) => card.duration_end))).toBe(true);
    expect(new Set(home.open.map((card) => card.platform.slug)).size).toBeGreaterThan(3);
    expect(home.open.every((card) => card.question_detail.length <= 280)).toBe(true);
    expect(home.open.some((card) => card.prize_money_cents > 0)).toBe(true);
    expect(home.open.every((card) => card.idea_count > 0 && card.rating_count > 0 && card.main_category !== null)).toBe(
      true,
    );
    // The same list answers for the main community's slug and host label.
    expect(await dataOf(await provider.request('/nervus/challenges-homepage'), 200, strictHomepage)).toEqual(home);
  });

  test('a community lists only its own; a screen name lists that catalyst’s; unknown is 404', async () => {
    const comedy = await dataOf(await provider.request('/comedy/challenges-homepage'), 200, strictHomepage);
    expect(comedy.open.length + comedy.closed.length).toBeGreaterThanOrEqual(3);
    expect([...comedy.open, ...comedy.closed].every((card) => card.platform.slug === 'comedy')).toBe(true);

    const sam = await dataOf(await provider.request('/samokafor/challenges-homepage'), 200, strictHomepage);
    expect([...sam.open, ...sam.closed].every((card) => card.catalyst.handle === 'SamOkafor')).toBe(true);
    expect(sam.open.length + sam.closed.length).toBeGreaterThanOrEqual(2);

    await errorsOf(await provider.request('/atlantis/challenges-homepage'), 404);
  });
});

describe('GET /challenges/:slug', () => {
  test('an open challenge hides idea authors; a closed one reveals them ranked', async () => {
    const home = await dataOf(await provider.request('/widgets/challenges-homepage'), 200, strictHomepage);
    const open = await dataOf(
      await provider.request(`/challenges/${home.open[0].slug}`),
      200,
      challengeDetailSchema.strict(),
    );
    expect(open.ideas.length).toBe(home.open[0].idea_count);
    expect(open.ideas.every((idea) => idea.author === null)).toBe(true);
    expect(open.question_detail.length).toBeGreaterThanOrEqual(home.open[0].question_detail.length);

    const closed = await dataOf(
      await provider.request(`/challenges/${home.closed[0].slug}`),
      200,
      challengeDetailSchema.strict(),
    );
    expect(closed.ideas.every((idea) => idea.author !== null)).toBe(true);
    const averages = closed.ideas.map((idea) => idea.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(averages.every((avg) => Math.round(avg * 1000) / 1000 === avg && avg >= 1 && avg <= 5)).toBe(true);
    expect(closed.ideas.reduce((sum, idea) => sum + idea.rating_count, 0)).toBe(closed.rating_count);
  });

  test('open ideas are not listed in submission order, so the first idea gives nobody away', async () => {
    const home = await dataOf(await provider.request('/widgets/challenges-homepage'), 200, strictHomepage);
    const orders = await Promise.all(
      home.open
        .slice(0, 5)
        .map(async (card) =>
          (await dataOf(await provider.request(`/challenges/${card.slug}`), 200, challengeDetailSchema)).ideas.map(
            (idea) => idea.id,
          ),
        ),
    );
    // Stable between calls, and for at least one challenge different from id (= submission) order.
    const again = (
      await dataOf(await provider.request(`/challenges/${home.open[0].slug}`), 200, challengeDetailSchema)
    ).ideas.map((idea) => idea.id);
    expect(again).toEqual(orders[0]);
    expect(orders.some((ids) => ids.join() !== [...ids].sort((a, b) => a - b).join())).toBe(true);
  });

  test('unknown slug is 404', async () => {
    expect((await errorsOf(await provider.request('/challenges/no-such-challenge'), 404)).errors[0].error).toBe(
      'Challenge not found',
    );
  });
});
