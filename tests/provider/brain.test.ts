// The game layer's reads and the ledger bookkeeping (spec 3 §1, §3, §7; issue 6 §7): a sequence of
// actions yields the expected ledger rows and Nerve Score; scouts get a tenth of their recruits'
// variable points; concurrent awards lose nothing; the trigger-kept totals always equal the ledger.
import { and, eq, sql } from 'drizzle-orm';
import {
  brainHistorySchema,
  brainSchema,
  BRAIN_ROLES,
  experiencePointsSchema,
  neuronSchema,
  neuronsFeedSchema,
  userStandingSchema,
} from '@/lib/contracts/brain';
import { ideaCreatedSchema } from '@/lib/contracts/idea';
import { challenges, ideas, pointEvents, users } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { awardPoints } from '@/server/provider/domain/points';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { histogramMismatches } from './aggregates';
import { dataOf, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY = 86_400_000;
let made = 0;
const db = () => provider.database.db;

async function player(name: string, scoutReferrerId?: number) {
  const [row] = await db()
    .insert(users)
    .values({ screenName: name, email: `${name.toLowerCase()}@nervus.test`, passwordHash: 'x', scoutReferrerId })
    .returning();
  return { ...row, token: await issueAccessToken(db(), row.id) };
}

async function challengeBy(catalystId: number) {
  const [template] = await db().select().from(challenges).limit(1);
  const [c] = await db()
    .insert(challenges)
    .values({
      slug: `brain-test-${++made}`,
      platformId: template.platformId,
      catalystId,
      questionTitle: `What could brain test ${made} find?`,
      mainCategoryId: template.mainCategoryId,
      durationStart: new Date(Date.now() - DAY),
      durationEnd: new Date(Date.now() + 10 * DAY),
    })
    .returning();
  // The publish step's ledger write (challenge-publish.ts awards the same way).
  await awardPoints(db(), {
    userId: catalystId,
    platformId: c.platformId,
    role: 'catalyst',
    reason: 'ChallengePublished',
    points: 50,
    contextType: 'challenge',
    contextId: c.id,
  });
  return c;
}

const postIdea = async (token: string, challenge: string, title: string) =>
  dataOf(
    await provider.request('/ideas/v2', {
      method: 'POST',
      token,
      body: { challenge, title, description: 'A description long enough.' },
    }),
    201,
    ideaCreatedSchema,
  );
const rate = (token: string, slug: string, ideaId: number, value: number) =>
  provider.request(`/challenges/${slug}/ratings`, { method: 'POST', token, body: { idea_id: ideaId, value } });
const brains = async (token: string) => dataOf(await provider.request('/brain', { token }), 200, brainSchema.array());
const ledgerSum = async (userId: number) =>
  Number(
    (
      (await db().execute(
        sql`select coalesce(sum(points), 0) as n from point_events where user_id = ${userId}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0].n,
  );

/** neuron_totals and the all-time boards equal the ledger, for every player. */
async function expectRollupsExact() {
  const diff = (await db().execute(sql`
    select count(*)::int as n from (
      (select user_id, coalesce(platform_id, 0) as p, role, sum(points) as pts, count(*)::int as ev from point_events group by 1, 2, 3
       except select user_id, platform_id, role, points, events from neuron_totals where events > 0)
      union all
      (select b.user_id, b.scope, b.role, b.points, 0 from neuron_board b where b.period = 'all' and b.scope = 0 and b.role = 'overall' and b.facet = ''
       except select user_id, 0, 'overall', sum(points), 0 from point_events group by user_id)
    ) d`)) as unknown as { rows: { n: number }[] };
  expect(diff.rows[0].n).toBe(0);
  // The score histogram counts exactly the board's players at each positive score.
  expect(await histogramMismatches(db())).toBe(0);
}

test('publish, idea, ratings and closing yield the expected ledger rows and Nerve Score', async () => {
  const cat = await player('BrainCatalyst');
  const inno = await player('BrainInnovator');
  const raters = await Promise.all([1, 2, 3].map((i) => player(`BrainRater${i}`)));
  const c = await challengeBy(cat.id);
  const idea = await postIdea(inno.token, c.slug, 'Benches that charge phones');
  for (const [i, r] of raters.entries())
    expect((await rate(r.token, c.slug, idea.id, [4, 3.5, 5][i])).status).toBe(201);
  await closeChallenge(db(), c.id, 'catalyst');

  const innoRows = await db()
    .select({ reason: pointEvents.reason, points: pointEvents.points })
    .from(pointEvents)
    .where(eq(pointEvents.userId, inno.id));
  // IdeaCreated 20, IdeaRated 2 per star (8, 7, 10), then the closing bonuses of the only idea.
  expect(
    innoRows
      .filter((r) => r.reason !== 'EarlyIdeaBonus' && !r.reason.startsWith('Top'))
      .map((r) => [r.reason, r.points])
      .sort(),
  ).toEqual([
    ['IdeaCreated', 20],
    ['IdeaRated', 10],
    ['IdeaRated', 7],
    ['IdeaRated', 8],
  ]);
  const mine = await brains(inno.token);
  expect(mine.map((b) => b.role)).toEqual([...BRAIN_ROLES]);
  const overall = mine.find((b) => b.role === 'overall')!;
  expect(overall.score).toBe(await ledgerSum(inno.id));
  expect(overall.score).toBeGreaterThanOrEqual(45);
  expect(mine.find((b) => b.role === 'analyst')!.score).toBe(0);
  expect((await brains(raters[0].token)).find((b) => b.role === 'analyst')!.score).toBe(await ledgerSum(raters[0].id));
  const catalyst = (await brains(cat.token)).find((b) => b.role === 'catalyst')!;
  expect(catalyst).toMatchObject({
    score: 75,
    brain_level: 2,
    start_level_score: 51,
    next_level_score: 208,
    rank_id: 'catalyst-1',
  });

  const points = await dataOf(
    await provider.request('/brain/experience-points/BrainInnovator', { token: cat.token }),
    200,
    experiencePointsSchema.shape.data,
  );
  expect(points.points).toBe(overall.score);
  expect(
    (
      await dataOf(
        await provider.request('/brain/experience-points/me', { token: inno.token }),
        200,
        experiencePointsSchema.shape.data,
      )
    ).points,
  ).toBe(overall.score);
  await errorsOf(await provider.request('/brain/experience-points/me'), 401);
  await errorsOf(await provider.request('/brain/experience-points/NoSuchPlayer9', { token: cat.token }), 404);
  await expectRollupsExact();
});

test('the neurons feed: newest first, pages from 0, role filter, origin and challenge resolved; one neuron is only its owner’s', async () => {
  const cat = await player('FeedCatalyst');
  const inno = await player('FeedInnovator');
  const rater = await player('FeedRater');
  const c = await challengeBy(cat.id);
  const idea = await postIdea(inno.token, c.slug, 'A feed idea');
  expect((await rate(rater.token, c.slug, idea.id, 2.5)).status).toBe(201);
  const feed = async (query: string, token = inno.token) =>
    (await (await provider.request(`/brain/neurons?${query}`, { token })).json()) as unknown;
  const all = neuronsFeedSchema.parse(await feed(''));
  expect(all.meta).toEqual({ page: 0, size: 20, total: 2 });
  expect(all.data.map((n) => [n.meaningful_name, n.points, n.user_origin, n.type, n.event_created])).toEqual([
    ['IdeaRated', 5, 'others', 'gain', 'Innovator.IdeaRated'],
    ['IdeaCreated', 20, 'you', 'gain', 'Innovator.IdeaCreated'],
  ]);
  expect(all.data[0]).toMatchObject({ challenge_title: c.questionTitle, challenge_slug: c.slug, role: 'innovator' });
  const paged = neuronsFeedSchema.parse(await feed('page=1&size=1'));
  expect(paged).toMatchObject({ meta: { page: 1, size: 1, total: 2 }, data: [{ meaningful_name: 'IdeaCreated' }] });
  expect(
    neuronsFeedSchema.parse(await feed('role=analyst', rater.token)).data.map((n) => [n.role, n.event_created]),
  ).toEqual([['analyst', 'Analyst.RatingCreated']]);
  expect(neuronsFeedSchema.parse(await feed('role=catalyst')).meta.total).toBe(0);
  for (const bad of ['page=-1', 'size=0', 'size=101', 'role=wizard', 'page=x'])
    await errorsOf(await provider.request(`/brain/neurons?${bad}`, { token: inno.token }), 422);
  await errorsOf(await provider.request('/brain/neurons'), 401);

  const one = await dataOf(
    await provider.request(`/brain/neurons/${all.data[0].id}`, { token: inno.token }),
    200,
    neuronSchema,
  );
  expect(one).toEqual(all.data[0]);
  await errorsOf(await provider.request(`/brain/neurons/${all.data[0].id}`, { token: rater.token }), 404);
  await errorsOf(await provider.request('/brain/neurons/abc', { token: rater.token }), 422);
});

test('history: 90 days ending today, cumulative score and level', async () => {
  const p = await player('HistoryPlayer');
  const now = Date.now();
  await awardPoints(db(), [
    { userId: p.id, role: 'innovator', reason: 'IdeaCreated', points: 40, createdAt: new Date(now - 200 * DAY) },
    { userId: p.id, role: 'innovator', reason: 'IdeaCreated', points: 20, createdAt: new Date(now - 2 * DAY) },
    { userId: p.id, role: 'rater', reason: 'RatingCreated', points: 5, createdAt: new Date(now) },
  ]);
  const history = await dataOf(
    await provider.request('/brain/innovator/historical', { token: p.token }),
    200,
    brainHistorySchema.shape.data,
  );
  expect(history.history).toHaveLength(90);
  expect(history.history[0]).toMatchObject({ points: 0, score: 40, level: 1 });
  expect(history.history[87]).toMatchObject({ points: 20, score: 60, level: 2 });
  expect(history.history[89]).toMatchObject({ date: new Date(now).toISOString().slice(0, 10), points: 0, score: 60 });
  const overall = await dataOf(
    await provider.request('/brain/overall/historical', { token: p.token }),
    200,
    brainHistorySchema.shape.data,
  );
  expect(overall.history[89]).toMatchObject({ points: 5, score: 65 });
  await errorsOf(await provider.request('/brain/wizard/historical', { token: p.token }), 422);
});

test('scouts earn a tenth of a recruit’s variable points (deductions too), not of fixed ones, while the recruit is kept', async () => {
  const scout = await player('TheScout');
  const recruit = await player('TheRecruit', scout.id);
  await awardPoints(db(), [
    { userId: recruit.id, role: 'innovator', reason: 'IdeaCreated', points: 20 },
    { userId: recruit.id, role: 'innovator', reason: 'IdeaRated', points: 7 },
    { userId: recruit.id, role: 'rater', reason: 'IdeaRatingVarianceLow', points: -5 },
    { userId: recruit.id, role: 'innovator', reason: 'Top3IdeaBonus', points: 40 },
  ]);
  const rows = await db()
    .select({ reason: pointEvents.reason, points: pointEvents.points, role: pointEvents.role })
    .from(pointEvents)
    .where(eq(pointEvents.userId, scout.id));
  expect(rows.map((r) => [r.role, r.reason, r.points]).sort()).toEqual([
    ['scout', 'RecruitEarnedPoints', -0.5],
    ['scout', 'RecruitEarnedPoints', 0.7],
    ['scout', 'RecruitEarnedPoints', 4],
  ]);
  const scoutBrain = (await brains(scout.token)).find((b) => b.role === 'scout')!;
  expect(scoutBrain.score).toBe(4.2);
  // Recruited ten months ago: kept 9 months only.
  await db()
    .update(users)
    .set({ createdAt: new Date(Date.now() - 300 * DAY) })
    .where(eq(users.id, recruit.id));
  await awardPoints(db(), { userId: recruit.id, role: 'innovator', reason: 'IdeaRated', points: 9 });
  expect(await ledgerSum(scout.id)).toBe(4.2);
  await expectRollupsExact();
});

test('concurrent awards for one player lose nothing: 20 parallel ratings of different ideas and 20 parallel inserts', async () => {
  const cat = await player('BusyCatalyst');
  const author = await player('BusyAuthor');
  const c = await challengeBy(cat.id);
  const ideaIds: number[] = [];
  // Twenty ideas (more than one person may enter through the API), written directly.
  for (let i = 0; i < 20; i++)
    ideaIds.push(
      (
        await db()
          .insert(ideas)
          .values({ challengeId: c.id, authorId: author.id, title: `Idea ${i}` })
          .returning()
      )[0].id,
    );
  const raters = await Promise.all(Array.from({ length: 20 }, (_, i) => player(`BusyRater${i}`)));
  const before = await ledgerSum(author.id);
  const statuses = await Promise.all(
    raters.map((r, i) => rate(r.token, c.slug, ideaIds[i], 5).then((res) => res.status)),
  );
  expect(statuses).toEqual(Array(20).fill(201));
  await Promise.all(
    Array.from({ length: 20 }, () =>
      awardPoints(db(), { userId: author.id, role: 'mentor', reason: 'IdeaMentored', points: 1.5 }),
    ),
  );
  const score = (await brains(author.token)).find((b) => b.role === 'overall')!.score;
  expect(score).toBe(before + 20 * 10 + 30);
  expect(await ledgerSum(author.id)).toBe(score);
  await expectRollupsExact();
});

test('deleted players leave the boards; a renamed one keeps their rows', async () => {
  const p = await player('SoonGone');
  await awardPoints(db(), { userId: p.id, role: 'innovator', reason: 'IdeaCreated', points: 20 });
  const boardRows = async () =>
    Number(
      (
        (await db().execute(sql`select count(*) as n from neuron_board where user_id = ${p.id}`)) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0].n,
    );
  // 8 calendar rows (all time, week, month, day x overall, innovator; no community; the day rows
  // since migration 0054) and 2 on the board of the main community's running tournament, which spans
  // every community (migration 0046).
  expect(await boardRows()).toBe(10);
  await db().update(users).set({ screenName: 'StillHere' }).where(eq(users.id, p.id));
  expect(
    (
      (await db().execute(sql`select distinct sort_name from neuron_board where user_id = ${p.id}`)) as unknown as {
        rows: { sort_name: string }[];
      }
    ).rows,
  ).toEqual([{ sort_name: 'stillhere' }]);
  await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, p.id));
  expect(await boardRows()).toBe(0);
  await db()
    .update(users)
    .set({ deletedAt: null })
    .where(and(eq(users.id, p.id)));
  expect(await boardRows()).toBe(10);
  await expect(db().execute(sql`update point_events set points = 1 where user_id = ${p.id}`)).rejects.toThrow();
});

test('the public standing of a player: overall rank at the rank edge, no level or score; unknown is 404', async () => {
  const p = await player('StandingPlayer');
  const standing = async () =>
    dataOf(await provider.request(`/users/${p.id}/standing`), 200, userStandingSchema.strict());
  const first = await standing();
  expect(first).toMatchObject({ rank_position: 1 });
  // Level 11 (rank 2) starts at 6,000 neurons: one short is still level 10, the last of rank 1.
  await awardPoints(db(), { userId: p.id, role: 'innovator', reason: 'IdeaCreated', points: 5999 });
  expect(await standing()).toEqual(first);
  await awardPoints(db(), { userId: p.id, role: 'rater', reason: 'RatingCreated', points: 1 });
  const next = await standing();
  expect(next).toMatchObject({ rank_position: 2 });
  expect(next.rank_label).not.toBe(first.rank_label);
  await errorsOf(await provider.request('/users/999999999/standing'), 404);
});
