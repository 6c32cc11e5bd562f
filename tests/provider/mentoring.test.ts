// Giving advice (POST /challenges/{slug}/ideas/{ideaId}/mentor-comments) and reading it (the
// challenge's list, my-mentoring, mentoring-to-rate, the innovator's mentor_comments): IdeaMentored
// neurons for the mentor and the innovator; refused signed out, on one's own idea or test idea,
// twice (also at once), on a closed challenge, on an unknown challenge or idea, with texts that
// break the rules.
import { and, eq, sql } from 'drizzle-orm';
import {
  challengeMentorCommentsSchema,
  feedbackChoicesSchema,
  mentorCommentCreatedSchema,
  mentoringRateCreatedSchema,
  mentoringToRateSchema,
  myMentoringSchema,
  receivedAdviceSchema,
} from '@/lib/contracts/mentoring';
import {
  IDEA_MENTORED_POINTS,
  MENTOR_COMMENT_POINTS,
  MENTOR_TEXT_MAX,
  MENTORING_FEEDBACK_CHOICES,
  MENTORING_MESSAGES,
} from '@/lib/challenges/mentoring';
import { CREATE_MESSAGES, tooLong } from '@/lib/challenges/messages';
import { mentorComments, pointEvents } from '@/server/provider/db/schema';
import { DEMO_ADVICE } from '@/server/provider/db/seed/mentoring';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { GOOD_ADVICE, makeChallenge, mentorCall } from './mentoring-helpers';

let provider: TestProvider;
let call: ReturnType<typeof mentorCall>;
beforeAll(async () => {
  provider = await createTestProvider();
  call = mentorCall(provider);
});
afterAll(async () => {
  await provider.close();
});

const ideaEvents = (ideaId: number) =>
  provider.database.db
    .select()
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.contextType, 'idea'),
        eq(pointEvents.contextId, ideaId),
        eq(pointEvents.reason, 'IdeaMentored'),
      ),
    );

test('201: the advice is stored trimmed and listed with its mentor; IdeaMentored for the mentor and the innovator', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(provider, ['JunoPark']);
  const token = await tokenFor(provider, 'TheoBrooks');
  const created = await dataOf(
    await call.comment(token, c.slug, idea, {
      what_i_like: `  ${GOOD_ADVICE.what_i_like}\n`,
      what_could_improve: GOOD_ADVICE.what_could_improve,
    }),
    201,
    mentorCommentCreatedSchema,
  );
  expect(created).toMatchObject({
    comment: { idea_id: idea, mentor: { handle: 'TheoBrooks' }, ...GOOD_ADVICE, rating: { count: 0, average: null } },
    challenge: { id: c.id, slug: c.slug },
  });
  const [theo, juno] = await Promise.all([demoUser(provider, 'TheoBrooks'), demoUser(provider, 'JunoPark')]);
  const events = await ideaEvents(idea);
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        userId: theo.id,
        role: 'mentor',
        points: MENTOR_COMMENT_POINTS,
        platformId: c.platformId,
      }),
      expect.objectContaining({
        userId: juno.id,
        role: 'innovator',
        points: IDEA_MENTORED_POINTS,
        platformId: c.platformId,
      }),
    ]),
  );
  expect(events).toHaveLength(2);
  const list = await dataOf(await call.list(c.slug), 200, challengeMentorCommentsSchema);
  expect(list).toEqual([created.comment]);
  expect(await dataOf(await call.mine(token, c.slug), 200, myMentoringSchema)).toEqual({
    own_idea_ids: [],
    mentored_idea_ids: [idea],
    rates: [],
  });
});

test('401 signed out on every call but the public list and the feedback choices', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(provider, ['JunoPark']);
  await errorsOf(await call.comment(undefined, c.slug, idea), 401);
  await errorsOf(await call.mine(undefined, c.slug), 401);
  await errorsOf(await call.toRate(undefined, c.slug, idea), 401);
  await errorsOf(await call.received(undefined, c.slug, idea), 401);
  await errorsOf(await call.rate(undefined, 1, { value: 3 }), 401);
  await errorsOf(await call.dashboard(undefined, 'me'), 401);
  await dataOf(await call.list(c.slug), 200, challengeMentorCommentsSchema);
  expect(await dataOf(await provider.request('/mentoring/feedback-choices'), 200, feedbackChoicesSchema)).toEqual(
    MENTORING_FEEDBACK_CHOICES,
  );
});

test('422: both texts are required, at most 1000 characters each, and not a low-effort phrase', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(provider, ['JunoPark']);
  const token = await tokenFor(provider, 'TheoBrooks');
  expect(
    (await errorsOf(await call.comment(token, c.slug, idea, { what_i_like: '  ', what_could_improve: '' }), 422))
      .errors,
  ).toEqual([
    { field: 'what_i_like', error: CREATE_MESSAGES.required },
    { field: 'what_could_improve', error: CREATE_MESSAGES.required },
  ]);
  const over = 'a'.repeat(MENTOR_TEXT_MAX + 1);
  expect(
    (await errorsOf(await call.comment(token, c.slug, idea, { ...GOOD_ADVICE, what_could_improve: over }), 422)).errors,
  ).toEqual([{ field: 'what_could_improve', error: tooLong(MENTOR_TEXT_MAX) }]);
  expect(
    (await errorsOf(await call.comment(token, c.slug, idea, { ...GOOD_ADVICE, what_i_like: 'Nice try!' }), 422)).errors,
  ).toEqual([{ field: 'what_i_like', error: MENTORING_MESSAGES.lowEffort }]);
  await errorsOf(await call.comment(token, c.slug, idea, { what_i_like: 3 }), 422);
  expect(await provider.database.db.select().from(mentorComments).where(eq(mentorComments.ideaId, idea))).toEqual([]);
  // Exactly 1000 characters is advice.
  await dataOf(
    await call.comment(token, c.slug, idea, { ...GOOD_ADVICE, what_could_improve: 'b'.repeat(MENTOR_TEXT_MAX) }),
    201,
    mentorCommentCreatedSchema,
  );
});

test("403 one's own idea and the catalyst's own test idea; the catalyst mentors the crowd's ideas", async () => {
  const {
    c,
    ideaIds: [juno, test],
  } = await makeChallenge(provider, ['JunoPark', 'MayaChen']);
  expect((await errorsOf(await call.comment(await tokenFor(provider, 'JunoPark'), c.slug, juno), 403)).errors).toEqual([
    { field: 'idea_id', error: MENTORING_MESSAGES.ownIdea },
  ]);
  const maya = await tokenFor(provider, 'MayaChen');
  expect((await errorsOf(await call.comment(maya, c.slug, test), 403)).errors[0].error).toBe(
    MENTORING_MESSAGES.ownTestIdea,
  );
  await dataOf(await call.comment(maya, c.slug, juno), 201, mentorCommentCreatedSchema);
  expect(await dataOf(await call.mine(maya, c.slug), 200, myMentoringSchema)).toEqual({
    own_idea_ids: [test],
    mentored_idea_ids: [juno],
    rates: [],
  });
});

test('409 a second piece of advice on the same idea, also when two arrive at once: one comment and one pair of events stand', async () => {
  const {
    c,
    ideaIds: [idea, other],
  } = await makeChallenge(provider, ['JunoPark', 'SamOkafor']);
  const token = await tokenFor(provider, 'TheoBrooks');
  await dataOf(await call.comment(token, c.slug, idea), 201, mentorCommentCreatedSchema);
  expect(
    (
      await errorsOf(
        await call.comment(token, c.slug, idea, {
          what_i_like: 'Another try at it, with more words.',
          what_could_improve: 'Something else to change here.',
        }),
        409,
      )
    ).errors,
  ).toEqual([{ field: 'idea_id', error: MENTORING_MESSAGES.alreadyMentored }]);
  const both = await Promise.all([call.comment(token, c.slug, other), call.comment(token, c.slug, other)]);
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  expect(await provider.database.db.select().from(mentorComments).where(eq(mentorComments.ideaId, other))).toHaveLength(
    1,
  );
  expect(await ideaEvents(other)).toHaveLength(2);
  // Another mentor still may.
  await dataOf(
    await call.comment(await tokenFor(provider, 'LenaVogel'), c.slug, idea),
    201,
    mentorCommentCreatedSchema,
  );
});

test("409 on a closed or ended challenge; 404 an unknown challenge, another challenge's idea or a declined one", async () => {
  const {
    c: closed,
    ideaIds: [closedIdea],
  } = await makeChallenge(provider, ['JunoPark'], { isClosed: true, status: 'closed' });
  const {
    c: ended,
    ideaIds: [endedIdea],
  } = await makeChallenge(provider, ['JunoPark'], { durationEnd: new Date(Date.now() - 1000) });
  const { c: open } = await makeChallenge(provider, ['SamOkafor']);
  const token = await tokenFor(provider, 'TheoBrooks');
  expect((await errorsOf(await call.comment(token, closed.slug, closedIdea), 409)).errors[0].error).toBe(
    MENTORING_MESSAGES.closed,
  );
  await errorsOf(await call.comment(token, ended.slug, endedIdea), 409);
  expect((await errorsOf(await call.comment(token, open.slug, closedIdea), 404)).errors).toEqual([
    { field: 'idea_id', error: MENTORING_MESSAGES.ideaNotFound },
  ]);
  await errorsOf(await call.comment(token, open.slug, 'abc'), 404);
  expect((await errorsOf(await call.comment(token, 'no-such-challenge', closedIdea), 404)).errors[0].error).toBe(
    MENTORING_MESSAGES.notFound,
  );
  await errorsOf(await call.list('no-such-challenge'), 404);
  await errorsOf(await call.mine(token, 'no-such-challenge'), 404);
});

test('mentoring-to-rate: the advice on an idea the viewer may rate (not their own), as innovator or peer, with their rating', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(provider, ['JunoPark']);
  const [theo, lena, juno, sam] = await Promise.all(
    ['TheoBrooks', 'LenaVogel', 'JunoPark', 'SamOkafor'].map((n) => tokenFor(provider, n)),
  );
  const theos = await dataOf(await call.comment(theo, c.slug, idea), 201, mentorCommentCreatedSchema);
  const lenas = await dataOf(await call.comment(lena, c.slug, idea), 201, mentorCommentCreatedSchema);
  const forJuno = await dataOf(await call.toRate(juno, c.slug, idea), 200, mentoringToRateSchema);
  expect(forJuno).toMatchObject({ idea_id: idea, viewer: 'innovator' });
  expect(forJuno.comments.map((x) => [x.id, x.my_rate])).toEqual([
    [theos.comment.id, null],
    [lenas.comment.id, null],
  ]);
  // The mentor is offered the other mentor's advice, never their own.
  const forTheo = await dataOf(await call.toRate(theo, c.slug, idea), 200, mentoringToRateSchema);
  expect(forTheo).toMatchObject({ viewer: 'peer' });
  expect(forTheo.comments.map((x) => x.id)).toEqual([lenas.comment.id]);
  expect((await call.rate(sam, lenas.comment.id, { value: 4 })).status).toBe(201);
  const forSam = await dataOf(await call.toRate(sam, c.slug, idea), 200, mentoringToRateSchema);
  expect(forSam.comments.find((x) => x.id === lenas.comment.id)).toMatchObject({
    my_rate: 4,
    rating: { count: 1, average: 4 },
  });
  expect((await dataOf(await call.mine(sam, c.slug), 200, myMentoringSchema)).rates).toEqual([
    { comment_id: lenas.comment.id, value: 4 },
  ]);
  const { c: other } = await makeChallenge(provider, ['SamOkafor']);
  await errorsOf(await call.toRate(sam, other.slug, idea), 404);
  await errorsOf(await call.toRate(sam, 'no-such-challenge', idea), 404);
  await errorsOf(await call.toRate(sam, c.slug, 'x'), 404);
});

test('mentor_comments: the innovator reads the advice on their own idea with their ratings; anyone else 403', async () => {
  const {
    c,
    ideaIds: [idea],
  } = await makeChallenge(provider, ['JunoPark']);
  const [theo, juno] = await Promise.all([tokenFor(provider, 'TheoBrooks'), tokenFor(provider, 'JunoPark')]);
  const created = await dataOf(await call.comment(theo, c.slug, idea), 201, mentorCommentCreatedSchema);
  await dataOf(await call.rate(juno, created.comment.id, { value: 5 }), 201, mentoringRateCreatedSchema);
  const received = await dataOf(await call.received(juno, c.slug, idea), 200, receivedAdviceSchema);
  expect(received).toEqual({
    idea: {
      id: idea,
      title: 'First idea',
      challenge: { slug: c.slug, question_title: c.questionTitle, closed: false },
    },
    comments: [{ ...created.comment, rating: { count: 1, average: 5 }, my_rate: 5 }],
  });
  expect((await errorsOf(await call.received(theo, c.slug, idea), 403)).errors[0].error).toBe(
    MENTORING_MESSAGES.notYourIdea,
  );
  await errorsOf(await call.received(juno, 'no-such-challenge', idea), 404);
  await errorsOf(await call.received(juno, c.slug, 0), 404);
});

test('the demo seed: advice with ratings and matching neurons; nobody mentors their own idea or rates their own advice', async () => {
  const result = (await provider.database.db.execute(
    sql.raw(
      `select (select count(*)::int from mentor_comments) as comments,
            (select count(*)::int from mentoring_rates) as rates,
            (select count(*)::int from mentor_comments m join ideas i on i.id = m.idea_id where m.mentor_id = i.author_id) as self_mentored,
            (select count(*)::int from mentoring_rates r join mentor_comments m on m.id = r.comment_id where r.rater_id = m.mentor_id) as self_rated,
            (select count(*)::int from point_events where reason = 'IdeaMentored' and role = 'mentor') as mentored_events,
            (select count(*)::int from point_events where reason in ('MentorCommentRatedByInnovator', 'MentorCommentRatedByPeer')) as rated_events`,
    ),
  )) as unknown as {
    rows: {
      comments: number;
      rates: number;
      self_mentored: number;
      self_rated: number;
      mentored_events: number;
      rated_events: number;
    }[];
  };
  const row = result.rows[0];
  expect(row.comments).toBeGreaterThanOrEqual(DEMO_ADVICE.length);
  expect(row).toMatchObject({
    self_mentored: 0,
    self_rated: 0,
    mentored_events: row.comments,
    rated_events: row.rates,
  });
  expect(row.rates).toBeGreaterThanOrEqual(DEMO_ADVICE.reduce((n, a) => n + a.rates.length, 0));
  // The catalyst's own advice in her challenge is listed with its mentor.
  const bus = await dataOf(
    await call.list('how-might-a-small-city-get-more-people-riding-the-bus-without-adding-routes'),
    200,
    challengeMentorCommentsSchema,
  );
  expect(bus.find((x) => x.mentor.handle === 'MayaChen')).toMatchObject({ rating: { count: 2, average: 4.5 } });
});
