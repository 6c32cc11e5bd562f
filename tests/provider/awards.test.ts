// Awards (spec 3 §7): GET /award/ideas/{id}, /award/medals/{id}, /award/medals/{id}/meta and
// GET /me/impact, on the demo seed (closed challenges with prizes) and on records made here:
// catalyst picks, a declined prize, an ended tournament, rank badges and the impact counts.
import { and, eq } from 'drizzle-orm';
import {
  ideaAwardsSchema,
  impactSchema,
  MEDAL_KINDS,
  medalsMetaSchema,
  standingsSchema,
  userMedalsSchema,
} from '@/lib/contracts/awards';
import { leaderboardSchema } from '@/lib/contracts/browse';
import { ROLE_SLUGS } from '@/lib/leaderboard';
import {
  catalystPicks,
  ideas,
  mentorComments,
  olympiads,
  platforms,
  prizeAwards,
  ratings,
  users,
} from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { awardPoints } from '@/server/provider/domain/points';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { makeChallengeWithIdeas } from './fixtures';
import { holdPrize } from './money-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const db = () => provider.database.db;
const medalsOf = async (id: string | number, token?: string) =>
  dataOf(await provider.request(`/award/medals/${id}`, { token }), 200, userMedalsSchema);
const metaOf = async (id: string | number, token?: string) =>
  dataOf(await provider.request(`/award/medals/${id}/meta`, { token }), 200, medalsMetaSchema);
let made = 0;

async function newPlayer(name: string, scoutReferrerId?: number) {
  const [row] = await db()
    .insert(users)
    .values({
      screenName: `${name}${process.pid}${++made}`,
      email: `${name.toLowerCase()}${process.pid}${made}@nervus.test`,
      passwordHash: 'x',
      scoutReferrerId,
    })
    .returning();
  return { ...row, token: await issueAccessToken(db(), row.id) };
}

const FREELANCE = 'how-might-freelancers-smooth-out-an-unpredictable-income';
const KITCHENS = 'what-could-cut-food-waste-in-restaurant-kitchens-by-a-third';

test('a seeded winner holds the gold prize medal of their idea, by screen name (any case) or id, visitors too', async () => {
  const sam = await demoUser(provider, 'SamOkafor');
  const byName = await medalsOf('samokafor');
  expect(byName.user).toEqual({ id: sam.id, screen_name: 'SamOkafor' });
  const gold = byName.medals.filter((m) => m.kind === 'prize-gold');
  expect(gold).toEqual([
    expect.objectContaining({
      tier: 'gold',
      place: 1,
      challenge: expect.objectContaining({ slug: FREELANCE }),
      idea: expect.objectContaining({ title: 'Freelancer mutual-aid fund' }),
    }),
  ]);
  expect((await medalsOf(sam.id)).medals).toEqual(byName.medals);
  expect((await medalsOf('@SamOkafor')).medals).toEqual(byName.medals);
  // Catalogue order: prizes before ribbons.
  expect(byName.medals.map((m) => MEDAL_KINDS.indexOf(m.kind))).toEqual(
    [...byName.medals.map((m) => MEDAL_KINDS.indexOf(m.kind))].sort((a, b) => a - b),
  );
});

test('ideas tied for 2nd both hold silver; 4th place wins no metal; meta counts every kind', async () => {
  for (const name of ['TheoBrooks', 'GreenLeafCoop']) {
    const silver = (await medalsOf(name)).medals.filter(
      (m) => m.kind === 'prize-silver' && m.challenge?.slug === KITCHENS,
    );
    expect(silver).toHaveLength(1);
  }
  const dev = await medalsOf('DevSharma');
  // The seed places DevSharma 4th in money challenges (a paid place, but no metal): the rows must be
  // there for this to mean anything.
  const fourth = await db()
    .select()
    .from(prizeAwards)
    .where(and(eq(prizeAwards.userId, dev.user.id), eq(prizeAwards.rank, 4)));
  expect(fourth).not.toHaveLength(0);
  for (const row of fourth)
    expect(dev.medals.filter((m) => m.idea?.id === row.ideaId && m.kind.startsWith('prize-'))).toEqual([]);
  // His 1st place in a challenge without prize money is a gold medal all the same, with no amount.
  expect(
    dev.medals.filter((m) => m.kind.startsWith('prize-')).map((m) => [m.kind, m.idea?.title, m.amount_cents]),
  ).toEqual([['prize-gold', 'Cook five cheap meals from scratch', null]]);
  const meta = await metaOf('HannahKlein');
  expect(Object.keys(meta.by_kind).sort()).toEqual([...MEDAL_KINDS].sort());
  expect(meta.by_kind['prize-gold']).toBe(1);
  expect(meta.by_kind['prize-silver']).toBe(1);
  const list = await medalsOf('HannahKlein');
  expect(meta.total).toBe(list.medals.length);
  for (const kind of MEDAL_KINDS) expect(meta.by_kind[kind]).toBe(list.medals.filter((m) => m.kind === kind).length);
});

test("an idea's awards; 404 for unknown, malformed and declined ideas", async () => {
  const [idea] = await db().select().from(ideas).where(eq(ideas.title, 'Freelancer mutual-aid fund'));
  const awards = await dataOf(await provider.request(`/award/ideas/${idea.id}`), 200, ideaAwardsSchema);
  expect(awards.idea).toEqual({ id: idea.id, title: 'Freelancer mutual-aid fund' });
  expect(awards.challenge.slug).toBe(FREELANCE);
  expect(awards.awards.map((a) => a.kind)).toEqual(expect.arrayContaining(['prize-gold', 'top5']));
  expect(awards.awards.every((a) => a.idea?.id === idea.id)).toBe(true);

  expect((await errorsOf(await provider.request('/award/ideas/999999'), 404)).errors[0].error).toBe('Idea not found');
  // Malformed ids name no idea, as on GET /ideas/{id} (z.coerce would have read 1e3 and 0x10 as numbers).
  for (const bad of ['abc', '1e3', '0x10', '-1', '0', '1234567890']) {
    expect((await errorsOf(await provider.request(`/award/ideas/${bad}`), 404)).errors[0].error).toBe('Idea not found');
  }
  const { ideaIds } = await makeChallengeWithIdeas(provider, ['AdaLovelace']);
  await db().update(ideas).set({ declined: true }).where(eq(ideas.id, ideaIds[0]));
  await errorsOf(await provider.request(`/award/ideas/${ideaIds[0]}`), 404);
  // A question put to a catalyst's ask-me-anything box is no entry to win.
  const ama = await makeChallengeWithIdeas(provider, ['AdaLovelace'], {
    over: { solutionFormat: 'ama', challengeFormat: 'suggestion' },
  });
  await errorsOf(await provider.request(`/award/ideas/${ama.ideaIds[0]}`), 404);
});

test('unknown users are 404, me needs a token, and a player with nothing has no medals', async () => {
  expect((await errorsOf(await provider.request('/award/medals/NoSuchPlayerHere'), 404)).errors[0].error).toBe(
    'User not found!',
  );
  await errorsOf(await provider.request('/award/medals/99999999/meta'), 404);
  await errorsOf(await provider.request('/award/medals/me'), 401);
  const nobody = await newPlayer('Nobody');
  expect((await medalsOf('me', nobody.token)).medals).toEqual([]);
  const meta = await metaOf(nobody.screenName);
  expect(meta.total).toBe(0);
  expect(Object.values(meta.by_kind).every((n) => n === 0)).toBe(true);
});

test("the catalyst's pick and the crowd's Top 3 are told apart; a declined prize keeps its medal, marked", async () => {
  const authors = ['AdaLovelace', 'SamOkafor', 'NoorHaddad', 'RaviPatel'];
  const { c, ideaIds } = await makeChallengeWithIdeas(provider, authors, {
    over: { prizeType: 'money', prizeMoneyCents: 10_000 },
  });
  await holdPrize(db(), c.id, c.catalystId, 10_000);
  const raters = await Promise.all([1, 2].map(() => newPlayer('Rater')));
  // Averages 5, 4, 3, 2: the crowd's order is the list's order.
  for (const [i, id] of ideaIds.entries())
    await db()
      .insert(ratings)
      .values(raters.map((r) => ({ ideaId: id, userId: r.id, value: 5 - i })));
  // The catalyst picks the crowd's 4th as their 1st choice.
  await db().insert(catalystPicks).values({ challengeId: c.id, place: 1, ideaId: ideaIds[3] });
  expect(await closeChallenge(db(), c.id, 'catalyst')).toBe(true);

  const kinds = async (id: number) =>
    (await dataOf(await provider.request(`/award/ideas/${id}`), 200, ideaAwardsSchema)).awards.map((a) => [
      a.kind,
      a.place,
    ]);
  expect(await kinds(ideaIds[3])).toEqual([
    ['catalyst-pick', 1],
    ['top5', null],
  ]);
  expect(await kinds(ideaIds[0])).toEqual([
    ['prize-gold', 1],
    ['top3', null],
    ['top5', null],
  ]);
  expect(await kinds(ideaIds[2])).toEqual([
    ['prize-bronze', 3],
    ['top5', null],
  ]);

  const bronzeOf = async () =>
    (await medalsOf('NoorHaddad')).medals.find((m) => m.idea?.id === ideaIds[2] && m.kind === 'prize-bronze');
  const [award] = await db().select().from(prizeAwards).where(eq(prizeAwards.ideaId, ideaIds[2]));
  expect(await bronzeOf()).toMatchObject({ amount_cents: award.amountCents, prize_declined: false });
  // Declining costs the catalyst trust; the innovator keeps the medal, marked declined.
  await db()
    .update(prizeAwards)
    .set({ declinedAt: new Date(), declineFeedback: 'Not feasible' })
    .where(eq(prizeAwards.ideaId, ideaIds[2]));
  expect(await kinds(ideaIds[2])).toEqual([
    ['prize-bronze', 3],
    ['top5', null],
  ]);
  expect(await bronzeOf()).toMatchObject({ amount_cents: award.amountCents, prize_declined: true });
});

test('a points challenge (no prize money) gives its top 3 medals from the ranking; ideas with under 2 ratings are not ranked', async () => {
  const { c, ideaIds } = await makeChallengeWithIdeas(provider, [
    'AdaLovelace',
    'SamOkafor',
    'NoorHaddad',
    'RaviPatel',
  ]);
  expect(c.prizeMoneyCents).toBe(0);
  const raters = await Promise.all([1, 2].map(() => newPlayer('PtsRater')));
  // Averages 5, 4 and 2 from two ratings each; the 4th idea has one rating of 5: unranked.
  for (const [i, value] of [5, 4, 2].entries())
    await db()
      .insert(ratings)
      .values(raters.map((r) => ({ ideaId: ideaIds[i], userId: r.id, value })));
  await db().insert(ratings).values({ ideaId: ideaIds[3], userId: raters[0].id, value: 5 });
  expect(await closeChallenge(db(), c.id, 'schedule')).toBe(true);
  expect(await db().select().from(prizeAwards).where(eq(prizeAwards.challengeId, c.id))).toEqual([]);

  const prizeOf = async (id: number) =>
    (await dataOf(await provider.request(`/award/ideas/${id}`), 200, ideaAwardsSchema)).awards
      .filter((a) => a.kind.startsWith('prize-'))
      .map((a) => [a.kind, a.place, a.amount_cents, a.prize_declined]);
  expect(await prizeOf(ideaIds[0])).toEqual([['prize-gold', 1, null, false]]);
  expect(await prizeOf(ideaIds[1])).toEqual([['prize-silver', 2, null, false]]);
  expect(await prizeOf(ideaIds[2])).toEqual([['prize-bronze', 3, null, false]]);
  expect(await prizeOf(ideaIds[3])).toEqual([]);
  const ada = await medalsOf('AdaLovelace');
  expect(ada.medals.filter((m) => m.kind === 'prize-gold' && m.challenge?.slug === c.slug)).toHaveLength(1);
});

test("places 1-3 of an ended tournament's board earn metals (dense rank); a running one earns none", async () => {
  const [community] = await db().select().from(platforms).where(eq(platforms.isMain, false)).limit(1);
  const weekStart = new Date(Date.UTC(2024, 0, 1)); // a Monday
  const [ended] = await db()
    .insert(olympiads)
    .values({
      platformId: community.id,
      title: 'Test Sprint, week of Jan 1',
      cycle: 'weekly',
      startTime: weekStart,
      endTime: new Date(weekStart.getTime() + 7 * 86_400_000),
    })
    .returning();
  const players = await Promise.all([0, 1, 2, 3, 4].map(() => newPlayer('Racer')));
  const at = new Date(weekStart.getTime() + 86_400_000);
  // 90, 90, 60, 30, 10: ranks 1, 1, 2, 3, 4.
  for (const [i, points] of [90, 90, 60, 30, 10].entries()) {
    await awardPoints(db(), {
      userId: players[i].id,
      platformId: community.id,
      role: 'innovator',
      reason: 'IdeaCreated',
      points,
      createdAt: at,
    });
  }
  const olympiadMedals = async (i: number) =>
    (await medalsOf(players[i].screenName)).medals
      .filter((m) => m.olympiad)
      .map((m) => [m.kind, m.place, m.olympiad!.id]);
  expect(await olympiadMedals(0)).toEqual([['olympiad-gold', 1, ended.id]]);
  expect(await olympiadMedals(1)).toEqual([['olympiad-gold', 1, ended.id]]);
  expect(await olympiadMedals(2)).toEqual([['olympiad-silver', 2, ended.id]]);
  expect(await olympiadMedals(3)).toEqual([['olympiad-bronze', 3, ended.id]]);
  expect(await olympiadMedals(4)).toEqual([]);

  // The main community's tournament reads the board of every community (scope 0).
  const [main] = await db().select().from(platforms).where(eq(platforms.isMain, true)).limit(1);
  const [mainEnded] = await db()
    .insert(olympiads)
    .values({
      platformId: main.id,
      title: 'Main Sprint, week of Jan 1',
      cycle: 'weekly',
      startTime: weekStart,
      endTime: new Date(weekStart.getTime() + 7 * 86_400_000),
    })
    .returning();
  const mainOf = async (i: number) => (await olympiadMedals(i)).filter(([, , id]) => id === mainEnded.id);
  expect(await mainOf(0)).toEqual([['olympiad-gold', 1, mainEnded.id]]);
  expect(await mainOf(3)).toEqual([['olympiad-bronze', 3, mainEnded.id]]);
  expect(await mainOf(4)).toEqual([]);
  await db().delete(olympiads).where(eq(olympiads.id, mainEnded.id));

  // Still running: no medal yet.
  await db()
    .update(olympiads)
    .set({ endTime: new Date(Date.now() + 86_400_000) })
    .where(eq(olympiads.id, ended.id));
  expect(await olympiadMedals(0)).toEqual([]);
});

test('rank badges from rank 2 (score 6000), shown to their owner only', async () => {
  const climber = await newPlayer('Climber');
  const other = await newPlayer('Onlooker');
  await awardPoints(db(), { userId: climber.id, role: 'catalyst', reason: 'ChallengePublished', points: 5999.999 });
  let own = await medalsOf('me', climber.token);
  expect(own.includes_ranks).toBe(true);
  expect(own.medals.filter((m) => m.kind === 'rank')).toEqual([]);
  await awardPoints(db(), { userId: climber.id, role: 'catalyst', reason: 'ChallengePublished', points: 0.001 });
  own = await medalsOf('me', climber.token);
  // Catalyst 6000 and the overall Nerve Score 6000: both at rank 2.
  expect(own.medals.filter((m) => m.kind === 'rank').map((m) => [m.role, m.place])).toEqual([
    ['overall', 2],
    ['catalyst', 2],
  ]);
  expect((await metaOf(climber.screenName, climber.token)).by_kind.rank).toBe(2);
  const seen = await medalsOf(climber.screenName, other.token);
  expect(seen.includes_ranks).toBe(false);
  expect(seen.medals).toEqual([]);
  expect((await metaOf(climber.screenName)).by_kind.rank).toBe(0);
});

test('impact counts what the player did and whom it reached', async () => {
  await errorsOf(await provider.request('/me/impact'), 401);
  const fresh = await newPlayer('Fresh');
  const zero = await dataOf(await provider.request('/me/impact', { token: fresh.token }), 200, impactSchema);
  expect(Object.values(zero).every((n) => n === 0)).toBe(true);

  const me = await newPlayer('Impact');
  const [rater, mentor, player] = await Promise.all([
    newPlayer('ImpRater'),
    newPlayer('ImpMentor'),
    newPlayer('ImpPlayer'),
  ]);
  await newPlayer('Recruit', me.id);
  const { c, ideaIds } = await makeChallengeWithIdeas(provider, ['AdaLovelace', 'SamOkafor']);
  const [mine] = await db().insert(ideas).values({ challengeId: c.id, authorId: me.id, title: 'My idea' }).returning();
  const [declined] = await db()
    .insert(ideas)
    .values({ challengeId: c.id, authorId: me.id, title: 'Declined one', declined: true })
    .returning();
  await db()
    .insert(ratings)
    .values([
      { ideaId: mine.id, userId: rater.id, value: 4 },
      { ideaId: declined.id, userId: rater.id, value: 1 },
      { ideaId: ideaIds[0], userId: me.id, value: 3 },
      { ideaId: ideaIds[1], userId: me.id, value: 5 },
    ]);
  await db()
    .insert(mentorComments)
    .values([
      { ideaId: mine.id, challengeId: c.id, mentorId: mentor.id, whatILike: 'Clear', whatCouldImprove: 'Costs' },
      { ideaId: ideaIds[0], challengeId: c.id, mentorId: me.id, whatILike: 'Bold', whatCouldImprove: 'Scope' },
    ]);
  // A challenge of mine that another player entered.
  const own = await makeChallengeWithIdeas(provider, [], { over: { catalystId: me.id } });
  await db().insert(ideas).values({ challengeId: own.c.id, authorId: player.id, title: 'Their idea' });
  // Left out: a question I put to an AMA box and my own suggestion box (no entries to win), my own
  // comment and rating on my idea, and my rating and advice on a declined idea.
  const ama = await makeChallengeWithIdeas(provider, [], {
    over: { solutionFormat: 'ama', challengeFormat: 'suggestion' },
  });
  await db().insert(ideas).values({ challengeId: ama.c.id, authorId: me.id, title: 'My AMA question' });
  await makeChallengeWithIdeas(provider, [], {
    over: { catalystId: me.id, solutionFormat: 'suggestion', challengeFormat: 'suggestion' },
  });
  const [theirDeclined] = await db()
    .insert(ideas)
    .values({ challengeId: c.id, authorId: player.id, title: 'Their declined', declined: true })
    .returning();
  await db().insert(ratings).values({ ideaId: theirDeclined.id, userId: me.id, value: 2 });
  await db()
    .insert(mentorComments)
    .values([
      { ideaId: mine.id, challengeId: c.id, mentorId: me.id, whatILike: 'Mine', whatCouldImprove: 'Mine' },
      { ideaId: theirDeclined.id, challengeId: c.id, mentorId: me.id, whatILike: 'No', whatCouldImprove: 'No' },
    ]);

  const impact = await dataOf(await provider.request('/me/impact', { token: me.token }), 200, impactSchema);
  expect(impact).toEqual({
    ideas_entered: 1,
    ratings_given: 2,
    advice_given: 2,
    challenges_created: 1, // advice: on their idea and on mine
    ratings_received: 1,
    advice_received: 1,
    players_reached: 3, // the rater and the mentor of my idea, the player of my challenge
    recruits: 1,
    ideas_awarded: 0,
    ideas_picked: 0,
  });
});

test("standings: the player's place, page and board size in every role in one call, as the board pages count", async () => {
  await errorsOf(await provider.request('/me/standings'), 401);
  const [community] = await db().select().from(platforms).where(eq(platforms.isMain, false)).limit(1);
  const [top, second, me] = await Promise.all([newPlayer('StTop'), newPlayer('StSecond'), newPlayer('StMe')]);
  for (const [p, points] of [
    [top, 500_000],
    [second, 400_000],
    [me, 400_000],
  ] as const) {
    await awardPoints(db(), {
      userId: p.id,
      platformId: community.id,
      role: 'mentor',
      reason: 'MentorComment',
      points,
    });
  }
  const standingsOf = async (query: string) =>
    dataOf(await provider.request(`/me/standings?${query}`, { token: me.token }), 200, standingsSchema);
  const mine = await standingsOf(`platform=${community.slug}&period=month`);
  expect(mine.items.map((i) => i.role)).toEqual([...ROLE_SLUGS]);
  for (const role of ['mentor', 'overall'] as const) {
    const board = await dataOf(
      await provider.request(
        `/platforms/${community.slug}/leaderboard?role=${role}&period=month&user=${me.screenName}`,
      ),
      200,
      leaderboardSchema,
    );
    const item = mine.items.find((i) => i.role === role)!;
    expect(item.position).not.toBeNull();
    expect(item.position).toEqual(board.position);
    expect(item.total).toBe(board.total);
  }
  // Tied with StSecond below StTop (dense rank 2), unless the seed has more mentors above.
  expect(mine.items.find((i) => i.role === 'mentor')!.position!.points).toBe(400_000);
  expect(mine.items.find((i) => i.role === 'mentor')!.position!.rank).toBeGreaterThanOrEqual(2);
  expect(mine.items.find((i) => i.role === 'catalyst')!.position).toBeNull();
  // The main community's boards (no platform) count every community.
  const main = await standingsOf('period=all');
  expect(main.items.find((i) => i.role === 'mentor')!.position!.points).toBeGreaterThanOrEqual(400_000);
  await errorsOf(await provider.request('/me/standings?period=decade', { token: me.token }), 422);
  await errorsOf(await provider.request('/me/standings?platform=no-such-community', { token: me.token }), 404);
});
