// The insightful role (spec 3 §1), challenge ratings 1-5 (spec 2 §5, spec 3 §9) and sending ideas
// by email through the outbox (spec 2 §7 POST /challenges/{slug}/send).
import { and, eq } from 'drizzle-orm';
import { sendIdeasResultSchema } from '@/lib/contracts/challenge-send';
import { myEmailsSchema } from '@/lib/contracts/email-outbox';
import {
  challengeRatingSummarySchema,
  insightCreatedSchema,
  insightListSchema,
  insightSchema,
  INSIGHT_POINTS,
  myInsightsSchema,
} from '@/lib/contracts/insightful';
import { emailOutbox, pointEvents } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { makeChallengeWithIdeas, makeOpenChallenge } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const TEXT = 'The question assumes only city dwellers have this problem; rural towns have it worse.';

async function insightfulEvents(userId: number, challengeId: number) {
  return provider.database.db
    .select({ reason: pointEvents.reason, points: pointEvents.points })
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.userId, userId),
        eq(pointEvents.role, 'insightful'),
        eq(pointEvents.contextType, 'challenge'),
        eq(pointEvents.contextId, challengeId),
      ),
    );
}

describe('challenging an assumption', () => {
  test('earns insightful neurons once per challenge and assumption; a second try is 409', async () => {
    const c = await makeOpenChallenge(provider);
    const ada = await demoUser(provider, 'AdaLovelace');
    const token = await tokenFor(provider, 'AdaLovelace');
    const post = (assumption: string) =>
      provider.request(`/challenges/${c.slug}/insightfuls`, {
        method: 'POST',
        token,
        body: { assumption, text: TEXT },
      });
    const created = await dataOf(await post('who'), 201, insightCreatedSchema.strict());
    expect(created.points).toBe(INSIGHT_POINTS);
    expect(created.insight).toMatchObject({ assumption: 'who', mine: true, rating_count: 0 });
    expect((await errorsOf(await post('who'), 409)).errors).toEqual([
      { field: 'assumption', error: 'You have already challenged this assumption.' },
    ]);
    // Two at once: the unique key lets one through.
    const both = await Promise.all([post('why'), post('why')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const events = await insightfulEvents(ada.id, c.id);
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.reason === 'AssumptionChallenged' && e.points === INSIGHT_POINTS)).toBe(true);

    const list = await dataOf(
      await provider.request(`/challenges/${c.slug}/insightfuls`, { token }),
      200,
      insightListSchema.strict(),
    );
    expect(list.mine.sort()).toEqual(['who', 'why']);
    // Visitors see the insights, anonymous while the challenge is open.
    const anon = await dataOf(await provider.request(`/challenges/${c.slug}/insightfuls`), 200, insightListSchema);
    expect(anon.insights.map((i) => i.author)).toEqual([null, null]);
  });

  test('refuses the catalyst (403), short text (422), signed out (401), closed (409), unknown (404)', async () => {
    const c = await makeOpenChallenge(provider);
    const maya = await tokenFor(provider, 'MayaChen');
    const body = { assumption: 'what', text: TEXT };
    await errorsOf(
      await provider.request(`/challenges/${c.slug}/insightfuls`, { method: 'POST', token: maya, body }),
      403,
    );
    const ada = await tokenFor(provider, 'AdaLovelace');
    const short = await errorsOf(
      await provider.request(`/challenges/${c.slug}/insightfuls`, {
        method: 'POST',
        token: ada,
        body: { assumption: 'what', text: 'no' },
      }),
      422,
    );
    expect(short.errors).toEqual([{ field: 'text', error: 'Say why in at least 20 characters.' }]);
    await errorsOf(await provider.request(`/challenges/${c.slug}/insightfuls`, { method: 'POST', body }), 401);
    const closed = await makeOpenChallenge(provider, { isClosed: true });
    await errorsOf(
      await provider.request(`/challenges/${closed.slug}/insightfuls`, { method: 'POST', token: ada, body }),
      409,
    );
    await errorsOf(
      await provider.request('/challenges/no-such-thing/insightfuls', { method: 'POST', token: ada, body }),
      404,
    );
  });

  test('others rate an insight 1-5 once; the author earns the stars; the dashboard lists it', async () => {
    const c = await makeOpenChallenge(provider);
    const ada = await demoUser(provider, 'AdaLovelace');
    const adaToken = await tokenFor(provider, 'AdaLovelace');
    const { insight } = await dataOf(
      await provider.request(`/challenges/${c.slug}/insightfuls`, {
        method: 'POST',
        token: adaToken,
        body: { assumption: 'what', text: TEXT },
      }),
      201,
      insightCreatedSchema,
    );
    const rate = (token: string, value: unknown) =>
      provider.request(`/insightfuls/${insight.id}/ratings`, { method: 'POST', token, body: { value } });
    await errorsOf(await rate(adaToken, 4), 403);
    const maya = await tokenFor(provider, 'MayaChen');
    await errorsOf(await rate(maya, 6), 422);
    await errorsOf(await rate(maya, 0), 422);
    await errorsOf(await rate(maya, 2.5), 422);
    const rated = await dataOf(await rate(maya, 4), 201, insightSchema.strict());
    expect(rated).toMatchObject({ my_rating: 4, average: 4, rating_count: 1 });
    expect((await errorsOf(await rate(maya, 5), 409)).errors[0].error).toBe('You have already rated this.');
    const events = await insightfulEvents(ada.id, c.id);
    expect(events.find((e) => e.reason === 'AssumptionChallengeRated')?.points).toBe(4);

    const mine = await dataOf(
      await provider.request('/me/insightful', { token: adaToken }),
      200,
      myInsightsSchema.strict(),
    );
    expect(mine.insights[0]).toMatchObject({ id: insight.id, challenge: { slug: c.slug }, average: 4 });
    expect(mine.neurons).toBeGreaterThanOrEqual(INSIGHT_POINTS + 4);
    await errorsOf(await provider.request('/me/insightful'), 401);
  });
});

describe('challenge ratings 1-5', () => {
  test('a rater rates once; outside 1-5, twice, or by the catalyst is refused', async () => {
    const c = await makeOpenChallenge(provider);
    const ada = await tokenFor(provider, 'AdaLovelace');
    const rate = (token: string, value: unknown) =>
      provider.request(`/challenges/${c.slug}/challenge-ratings`, { method: 'POST', token, body: { value } });
    for (const bad of [0, 6, 3.5, '4']) {
      expect((await errorsOf(await rate(ada, bad), 422)).errors[0].field).toBe('value');
    }
    const summary = await dataOf(await rate(ada, 5), 201, challengeRatingSummarySchema.strict());
    expect(summary).toEqual({ average: 5, count: 1, mine: 5, can_rate: false });
    expect((await errorsOf(await rate(ada, 3), 409)).errors).toEqual([
      { field: 'value', error: 'You have already rated this.' },
    ]);
    await errorsOf(await rate(await tokenFor(provider, 'MayaChen'), 4), 403);
    await errorsOf(
      await provider.request(`/challenges/${c.slug}/challenge-ratings`, { method: 'POST', body: { value: 3 } }),
      401,
    );
    const visitor = await dataOf(
      await provider.request(`/challenges/${c.slug}/challenge-ratings`),
      200,
      challengeRatingSummarySchema,
    );
    expect(visitor).toEqual({ average: 5, count: 1, mine: null, can_rate: false });
  });
});

describe('POST /challenges/:slug/send', () => {
  test('the catalyst queues the ideas to their own address and up to 5 others, in the outbox', async () => {
    const { c } = await makeChallengeWithIdeas(provider, ['AdaLovelace', 'JunoPark']);
    const maya = await demoUser(provider, 'MayaChen');
    const token = await tokenFor(provider, 'MayaChen');
    const sent = await dataOf(
      await provider.request(`/challenges/${c.slug}/send`, {
        method: 'POST',
        token,
        body: { emails: ['team@example.com', maya.email.toUpperCase()], note: 'For Monday' },
      }),
      201,
      sendIdeasResultSchema.strict(),
    );
    expect(sent).toEqual({ queued: 2, ideas: 2 });
    const rows = await provider.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Ideas for “${c.questionTitle}”`));
    expect(rows.map((r) => r.toAddress).sort()).toEqual([maya.email, 'team@example.com'].sort());
    const own = rows.find((r) => r.toUserId === maya.id)!;
    expect(own).toMatchObject({ kind: 'challenge-ideas', sentAt: null });
    expect(own.text).toContain("AdaLovelace's idea");
    expect(own.text).toContain('For Monday');
    // Open challenge: authors stay anonymous in the message too.
    expect(own.text).not.toContain('@AdaLovelace');
    expect(own.html).toContain('<ol>');
    // The catalyst sees their copy among the emails queued to them.
    const mine = await dataOf(
      await provider.request('/me/emails', { token }),
      200,
      myEmailsSchema.element.strict().array(),
    );
    expect(mine[0]).toMatchObject({ id: own.id, subject: own.subject, sent_at: null, kind: 'challenge-ideas' });
    await errorsOf(await provider.request('/me/emails'), 401);
  });

  test('others are 403; a bad address is 422 with the spec text; no ideas is 409', async () => {
    const { c } = await makeChallengeWithIdeas(provider, ['AdaLovelace']);
    await errorsOf(
      await provider.request(`/challenges/${c.slug}/send`, {
        method: 'POST',
        token: await tokenFor(provider, 'AdaLovelace'),
        body: {},
      }),
      403,
    );
    const token = await tokenFor(provider, 'MayaChen');
    expect(
      (
        await errorsOf(
          await provider.request(`/challenges/${c.slug}/send`, { method: 'POST', token, body: { emails: ['nope'] } }),
          422,
        )
      ).errors,
    ).toEqual([{ field: '*', error: 'One of the form fields was invalid, please check your changes again?' }]);
    const empty = await makeOpenChallenge(provider);
    await errorsOf(await provider.request(`/challenges/${empty.slug}/send`, { method: 'POST', token, body: {} }), 409);
  });
});
