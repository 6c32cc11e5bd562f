// Rating advice (POST /game/mentoring/{id}/rates) and the mentor dashboard (GET /{platform}/dashboards/mentor):
// 0 to 5 in whole steps, once per rater (also at once), never by the mentor; MentorRated neurons by
// value under the reason that says innovator or peer; anonymous: what the mentor reads never names
// or counts a rater but as a number.
import { and, eq, inArray } from 'drizzle-orm';
import {
  mentorCommentCreatedSchema,
  mentorDashboardSchema,
  mentoringRateCreatedSchema,
} from '@/lib/contracts/mentoring';
import { MENTORING_MESSAGES, mentorRatedPoints } from '@/lib/challenges/mentoring';
import { DASHBOARD_MESSAGES } from '@/lib/dashboards';
import { mentoringRates, pointEvents } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { makeChallenge, mentorCall } from './mentoring-helpers';

let provider: TestProvider;
let call: ReturnType<typeof mentorCall>;
beforeAll(async () => {
  provider = await createTestProvider();
  call = mentorCall(provider);
});
afterAll(async () => {
  await provider.close();
});

const RATED_REASONS = ['MentorCommentRatedByInnovator', 'MentorCommentRatedByPeer'];
const ratedEvents = (ideaId: number) =>
  provider.database.db
    .select()
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.contextType, 'idea'),
        eq(pointEvents.contextId, ideaId),
        inArray(pointEvents.reason, RATED_REASONS),
      ),
    );

/** A challenge with JunoPark's idea and TheoBrooks's advice on it. */
async function advised() {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(provider, ['JunoPark']);
  const created = await dataOf(
    await call.comment(await tokenFor(provider, 'TheoBrooks'), c.slug, idea),
    201,
    mentorCommentCreatedSchema,
  );
  return { c, idea, id: created.comment.id };
}

test('201: the innovator and a peer rate the advice; the mentor earns MentorRated by value, under who rated', async () => {
  const { c, idea, id } = await advised();
  const juno = await tokenFor(provider, 'JunoPark');
  expect(await dataOf(await call.rate(juno, id, { value: 5 }), 201, mentoringRateCreatedSchema)).toEqual({
    comment_id: id,
    value: 5,
    challenge: { id: c.id, slug: c.slug },
    platform: expect.any(String),
  });
  await dataOf(
    await call.rate(await tokenFor(provider, 'SamOkafor'), id, { value: 0 }),
    201,
    mentoringRateCreatedSchema,
  );
  const theo = await demoUser(provider, 'TheoBrooks');
  const events = await ratedEvents(idea);
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        userId: theo.id,
        role: 'mentor',
        reason: 'MentorCommentRatedByInnovator',
        points: mentorRatedPoints(5),
        platformId: c.platformId,
      }),
      // A 0 deducts.
      expect.objectContaining({
        userId: theo.id,
        role: 'mentor',
        reason: 'MentorCommentRatedByPeer',
        points: -2,
        platformId: c.platformId,
      }),
    ]),
  );
  expect(events).toHaveLength(2);
  // The raters earn nothing and appear in no event of this advice.
  const all = await provider.database.db
    .select()
    .from(pointEvents)
    .where(and(eq(pointEvents.contextType, 'idea'), eq(pointEvents.contextId, idea)));
  const [junoRow, sam] = await Promise.all([demoUser(provider, 'JunoPark'), demoUser(provider, 'SamOkafor')]);
  expect(all.filter((e) => e.userId === sam.id)).toEqual([]);
  expect(all.filter((e) => e.userId === junoRow.id).map((e) => e.reason)).toEqual(['IdeaMentored']);
});

test('422 a value outside 0-5 or not whole; 0 and 5 are ratings', async () => {
  const { id } = await advised();
  const token = await tokenFor(provider, 'SamOkafor');
  for (const value of [-0.1, 5.1, 2.5, -1, 6]) {
    expect((await errorsOf(await call.rate(token, id, { value }), 422)).errors).toEqual([
      { field: 'value', error: MENTORING_MESSAGES.rateRange },
    ]);
  }
  await errorsOf(await call.rate(token, id, { value: '4' }), 422);
  await errorsOf(await call.rate(token, id, {}), 422);
  expect(await provider.database.db.select().from(mentoringRates).where(eq(mentoringRates.commentId, id))).toEqual([]);
  await dataOf(await call.rate(token, id, { value: 0 }), 201, mentoringRateCreatedSchema);
  await dataOf(
    await call.rate(await tokenFor(provider, 'LenaVogel'), id, { value: 5 }),
    201,
    mentoringRateCreatedSchema,
  );
});

test('403 the mentor rating their own advice; 404 unknown advice; rating stays open once the challenge closes', async () => {
  const { c, id } = await advised();
  expect(
    (await errorsOf(await call.rate(await tokenFor(provider, 'TheoBrooks'), id, { value: 5 }), 403)).errors[0].error,
  ).toBe(MENTORING_MESSAGES.ownComment);
  const sam = await tokenFor(provider, 'SamOkafor');
  expect((await errorsOf(await call.rate(sam, 999_999, { value: 3 }), 404)).errors[0].error).toBe(
    MENTORING_MESSAGES.commentNotFound,
  );
  await errorsOf(await call.rate(sam, 'abc', { value: 3 }), 404);
  await provider.request(`/challenges/${c.slug}/end`, { method: 'POST', token: await tokenFor(provider, 'MayaChen') });
  await dataOf(await call.rate(sam, id, { value: 3 }), 201, mentoringRateCreatedSchema);
});

test('409 a second rating, locked once given: the first value and one event stand', async () => {
  const { idea, id } = await advised();
  const token = await tokenFor(provider, 'SamOkafor');
  await dataOf(await call.rate(token, id, { value: 2 }), 201, mentoringRateCreatedSchema);
  expect((await errorsOf(await call.rate(token, id, { value: 5 }), 409)).errors[0].error).toBe(
    MENTORING_MESSAGES.alreadyRated,
  );
  expect(await provider.database.db.select().from(mentoringRates).where(eq(mentoringRates.commentId, id))).toEqual([
    expect.objectContaining({ value: 2 }),
  ]);
  expect(await ratedEvents(idea)).toHaveLength(1);
});

test('eight players rating one piece of advice twice each, all at once, leave eight ratings and eight events', async () => {
  const { idea, id } = await advised();
  const names = [
    'AdaLovelace',
    'SamOkafor',
    'LenaVogel',
    'DiegoMarquez',
    'AishaBello',
    'OwenMcCarthy',
    'NoorHaddad',
    'JunoPark',
  ];
  const tokens = await Promise.all(names.map((n) => tokenFor(provider, n)));
  const values = tokens.map((_, i) => i % 6);
  const statuses = await Promise.all(
    tokens
      .flatMap((token, i) => [
        call.rate(token, id, { value: values[i] }),
        call.rate(token, id, { value: 5 - values[i] }),
      ])
      .map((p) => p.then((r) => r.status)),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(names.length);
  expect(statuses.filter((s) => s === 409)).toHaveLength(names.length);
  expect(await provider.database.db.select().from(mentoringRates).where(eq(mentoringRates.commentId, id))).toHaveLength(
    names.length,
  );
  const events = await ratedEvents(idea);
  expect(events).toHaveLength(names.length);
  expect(events.filter((e) => e.reason === 'MentorCommentRatedByInnovator')).toHaveLength(1);
});

test('the dashboard: the mentor reads how their advice was rated (count and average) and never who; the innovator rates what they received', async () => {
  const { c, idea, id } = await advised();
  const [juno, sam] = await Promise.all([tokenFor(provider, 'JunoPark'), tokenFor(provider, 'SamOkafor')]);
  await dataOf(await call.rate(juno, id, { value: 4 }), 201, mentoringRateCreatedSchema);
  await dataOf(await call.rate(sam, id, { value: 1 }), 201, mentoringRateCreatedSchema);

  const theoToken = await tokenFor(provider, 'TheoBrooks');
  const res = await call.dashboard(theoToken, 'me');
  const raw = await res.clone().text();
  const mentor = await dataOf(res, 200, mentorDashboardSchema);
  const mine = mentor.given.find((g) => g.id === id)!;
  expect(mine).toMatchObject({
    idea_id: idea,
    idea: { id: idea, title: 'First idea', challenge: { slug: c.slug, closed: false } },
    rating: { count: 2, average: 2.5 },
  });
  expect(mine).not.toHaveProperty('my_rate');
  // Anonymous: neither rater's id nor handle appears anywhere in what the mentor reads.
  const [junoUser, samUser] = await Promise.all([demoUser(provider, 'JunoPark'), demoUser(provider, 'SamOkafor')]);
  for (const who of [junoUser, samUser]) expect(raw).not.toContain(who.screenName);
  expect(raw).not.toMatch(/rater|user_id/i);
  // The same by screen name, in any case; someone else's is refused.
  // {platform} is a community (as for the other dashboards); the answer is always the caller's own.
  expect(await dataOf(await call.dashboard(theoToken, 'business'), 200, mentorDashboardSchema)).toEqual(mentor);
  expect((await errorsOf(await call.dashboard(theoToken, 'JunoPark'), 404)).errors[0].error).toBe(
    DASHBOARD_MESSAGES.platformNotFound,
  );

  const innovator = await dataOf(await call.dashboard(juno, 'comedy'), 200, mentorDashboardSchema);
  const received = innovator.received.find((r) => r.idea.id === idea)!;
  expect(received.comments).toEqual([
    expect.objectContaining({
      id,
      mentor: expect.objectContaining({ handle: 'TheoBrooks' }),
      my_rate: 4,
      rating: { count: 2, average: 2.5 },
    }),
  ]);
  expect(innovator.given.find((g) => g.id === id)).toBeUndefined();
});
