// Role dashboards (spec 3 §7 GET /{platform}/dashboards/{innovator|rater|catalyst|prizes}) and the
// innovator views (spec 2 §7 GET /me/innovator, /me/innovator/{challenge}, .../ideas/{idea}):
// 401 signed out; only the caller's own data; {platform} scopes to a community (main: all); pages of
// 10; scores hidden until close, then rank and prize; the closing window's edges.
import { eq } from 'drizzle-orm';
import {
  catalystDashboardSchema,
  innovatorDashboardSchema,
  innovatorEntrySchema,
  myIdeaSchema,
  prizesDashboardSchema,
  raterDashboardSchema,
} from '@/lib/contracts/dashboards';
import { CLOSING_WINDOW_DAYS, DASHBOARD_MESSAGES, DASHBOARD_PAGE_SIZE } from '@/lib/dashboards';
import { challenges, drafts, ideas, platforms, ratings, users } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { dataOf, errorsOf } from './api-helpers';
import { holdPrize } from './money-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
  // A community of its own, so that rater lists hold only what the tests made (every seeded open
  // challenge has ideas a fresh player could rate).
  await provider.database.db
    .insert(platforms)
    .values({ name: 'Dash test', title: 'Dash test', subdomain: 'dashtest', slug: 'dashtest' });
});
afterAll(async () => {
  await provider.close();
});

const DAY = 86_400_000;
let serial = 0;

/** A fresh player, so that what a dashboard lists is exactly what the test made. */
async function player(name: string) {
  const [user] = await provider.database.db
    .insert(users)
    .values({ screenName: `${name}${++serial}`, email: `${name.toLowerCase()}${serial}@dash.test`, passwordHash: 'x' })
    .returning();
  return { user, token: await issueAccessToken(provider.database.db, user.id) };
}

async function platformId(slug: string) {
  const [row] = await provider.database.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, slug));
  return row.id;
}

/** A published challenge of `catalystId` with one idea per author id; ends `endsInMs` from now (negative: closed). */
async function challengeWith(
  catalystId: number,
  authorIds: number[],
  opts: { endsInMs?: number; platform?: string; format?: string; prizeMoneyCents?: number } = {},
) {
  const db = provider.database.db;
  const now = Date.now();
  const ends = opts.endsInMs ?? 10 * DAY;
  const [c] = await db
    .insert(challenges)
    .values({
      slug: `dash-test-${++serial}`,
      platformId: await platformId(opts.platform ?? 'nervus'),
      catalystId,
      questionTitle: `What could dashboard test ${serial} show?`,
      durationStart: new Date(now - 20 * DAY),
      durationEnd: new Date(now + ends),
      solutionFormat: opts.format ?? 'challenge',
      prizeType: opts.prizeMoneyCents ? 'money' : 'points',
      prizeMoneyCents: opts.prizeMoneyCents ?? 0,
    })
    .returning();
  // The prize money is held in the challenge's escrow, as publishing does (issue 16).
  await holdPrize(db, c.id, catalystId, opts.prizeMoneyCents ?? 0);
  const made = [];
  for (const authorId of authorIds) {
    const [idea] = await db
      .insert(ideas)
      .values({ challengeId: c.id, authorId, title: `Idea ${++serial}`, description: 'Because it works.' })
      .returning();
    made.push(idea);
  }
  return { c, ideas: made };
}

async function rate(userId: number, ideaId: number, value: number) {
  await provider.database.db.insert(ratings).values({ ideaId, userId, value });
}

const get = (path: string, token?: string) => provider.request(path, { token });

test('401 signed out on every dashboard and innovator view', async () => {
  for (const path of [
    '/nervus/dashboards/innovator',
    '/nervus/dashboards/rater',
    '/nervus/dashboards/catalyst',
    '/nervus/dashboards/prizes',
    '/me/innovator',
    '/me/innovator/x',
    '/me/innovator/x/ideas/1',
  ]) {
    await errorsOf(await get(path), 401);
  }
});

test('422 an unknown tab or a page out of range; 404 an unknown community', async () => {
  const { token } = await player('Bad');
  expect((await errorsOf(await get('/nervus/dashboards/rater?tab=nope', token), 422)).errors[0].field).toBe('tab');
  expect((await errorsOf(await get('/nervus/dashboards/innovator?page=0', token), 422)).errors[0].field).toBe('page');
  expect((await errorsOf(await get('/nowhere/dashboards/catalyst', token), 404)).errors[0].error).toBe(
    DASHBOARD_MESSAGES.platformNotFound,
  );
});

test('innovator: my entered challenges with only my ideas; scores hidden while open; the community scopes them', async () => {
  const me = await player('Inno');
  const other = await player('Other');
  const host = await player('Host');
  const open = await challengeWith(host.user.id, [me.user.id, other.user.id, me.user.id]);
  const science = await challengeWith(host.user.id, [me.user.id], { platform: 'science' });
  await challengeWith(host.user.id, [other.user.id]); // not entered: not listed
  await rate(other.user.id, open.ideas[0].id, 5);
  await rate(host.user.id, open.ideas[0].id, 4);

  const all = await dataOf(await get('/nervus/dashboards/innovator', me.token), 200, innovatorDashboardSchema);
  expect(all.scope).toMatchObject({ slug: 'nervus', is_main: true });
  expect(all.items.map((item) => item.challenge.slug)).toEqual([open.c.slug, science.c.slug]);
  expect(all.counts).toEqual({ open: 2, closed: 0, 'suggestion-box': 0 });
  const entry = all.items.find((item) => item.challenge.slug === open.c.slug)!;
  expect(entry.my_ideas.map((idea) => idea.id)).toEqual([open.ideas[0].id, open.ideas[2].id]);
  expect(entry.my_ideas[0]).toMatchObject({ rating_count: 2, score: null, rank: null, prize_cents: null });
  expect(entry).toMatchObject({ closed: false, ranked_ideas: null });

  const scoped = await dataOf(await get('/science/dashboards/innovator', me.token), 200, innovatorDashboardSchema);
  expect(scoped.items.map((item) => item.challenge.slug)).toEqual([science.c.slug]);
  expect(scoped.scope).toMatchObject({ slug: 'science', is_main: false });
  // /me/innovator spans every community.
  expect((await dataOf(await get('/me/innovator', me.token), 200, innovatorDashboardSchema)).total).toBe(2);
});

test('innovator after close: score, rank among the ranked, prize won; the closed tab lists it', async () => {
  const me = await player('Winner');
  const rival = await player('Rival');
  const host = await player('Payer');
  const raters = await Promise.all([player('R'), player('R')]);
  const {
    c,
    ideas: [mine, theirs],
  } = await challengeWith(host.user.id, [me.user.id, rival.user.id], { prizeMoneyCents: 10_000 });
  for (const r of raters) {
    await rate(r.user.id, mine.id, 5);
    await rate(r.user.id, theirs.id, 3);
  }
  await provider.database.db
    .update(challenges)
    .set({ durationEnd: new Date(Date.now() - 1000) })
    .where(eq(challenges.id, c.id));
  expect(await closeChallenge(provider.database.db, c.id, 'schedule')).toBe(true);

  const closed = await dataOf(
    await get('/nervus/dashboards/innovator?tab=closed', me.token),
    200,
    innovatorDashboardSchema,
  );
  expect(closed.items).toHaveLength(1);
  expect(closed.items[0]).toMatchObject({ closed: true, ranked_ideas: 2 });
  expect(closed.items[0].my_ideas).toEqual([
    expect.objectContaining({ id: mine.id, score: 5, rank: 1, rating_count: 2, prize_cents: expect.any(Number) }),
  ]);
  const prize = closed.items[0].my_ideas[0].prize_cents!;
  expect(prize).toBeGreaterThan(0);

  // Shared at closing, the prizes are held: money prizes count what was paid, apart from what is held.
  const won = await dataOf(await get('/nervus/dashboards/prizes', me.token), 200, prizesDashboardSchema);
  expect(won.tab).toBe('won');
  expect(won.totals).toMatchObject({ won_cents: 0, won_held_cents: prize, won_count: 1 });
  expect(won.items).toEqual([
    expect.objectContaining({
      idea: { id: mine.id, title: mine.title },
      rank: 1,
      amount_cents: prize,
      status: 'held',
      payable_at: expect.any(String),
    }),
  ]);
  const held = await dataOf(await get('/nervus/dashboards/prizes?tab=paid', host.token), 200, prizesDashboardSchema);
  expect(held.totals).toMatchObject({ paid_cents: 0, paid_held_cents: 10_000, paid_count: 1, won_cents: 0 });
  expect(held.tab === 'paid' && held.items[0]).toMatchObject({
    winners: 2,
    settlement: { prize_pool_cents: 10_000, paid_cents: 0, held_cents: 10_000 },
  });

  // The catalyst pays them now: the dashboards count the money actually paid.
  expect(
    (await provider.request(`/challenges/${c.slug}/prizes/pay`, { method: 'POST', token: host.token })).status,
  ).toBe(200);
  const wonPaid = await dataOf(await get('/nervus/dashboards/prizes', me.token), 200, prizesDashboardSchema);
  expect(wonPaid.totals).toMatchObject({ won_cents: prize, won_held_cents: 0, won_count: 1 });
  expect(wonPaid.items).toEqual([expect.objectContaining({ amount_cents: prize, status: 'paid' })]);
  const paid = await dataOf(await get('/nervus/dashboards/prizes?tab=paid', host.token), 200, prizesDashboardSchema);
  expect(paid.totals).toMatchObject({ paid_cents: 10_000, paid_held_cents: 0, paid_count: 1, won_cents: 0 });
  expect(paid.tab === 'paid' && paid.items[0]).toMatchObject({
    winners: 2,
    settlement: { prize_pool_cents: 10_000, paid_cents: 10_000, held_cents: 0 },
  });

  const results = await dataOf(
    await get('/nervus/dashboards/catalyst?tab=closed', host.token),
    200,
    catalystDashboardSchema,
  );
  expect(results.tab === 'closed' && results.items[0]).toMatchObject({
    ranked_ideas: 2,
    winners: [
      expect.objectContaining({
        idea_id: mine.id,
        rank: 1,
        score: 5,
        author: expect.objectContaining({ id: me.user.id }),
      }),
      expect.objectContaining({ idea_id: theirs.id, rank: 2 }),
    ],
    settlement: expect.objectContaining({ prize_pool_cents: 10_000 }),
  });
});

test("innovator views: my challenge entry, my idea; someone else's idea is 403, unknown ones 404", async () => {
  const me = await player('Viewer');
  const other = await player('Stranger');
  const host = await player('Owner');
  const {
    c,
    ideas: [mine, theirs],
  } = await challengeWith(host.user.id, [me.user.id, other.user.id]);

  const entry = await dataOf(await get(`/me/innovator/${c.slug}`, me.token), 200, innovatorEntrySchema);
  expect(entry.my_ideas.map((idea) => idea.id)).toEqual([mine.id]);
  const notEntered = await dataOf(await get(`/me/innovator/${c.slug}`, host.token), 200, innovatorEntrySchema);
  expect(notEntered.my_ideas).toEqual([]);

  const idea = await dataOf(await get(`/me/innovator/${c.slug}/ideas/${mine.id}`, me.token), 200, myIdeaSchema);
  expect(idea.idea).toMatchObject({
    id: mine.id,
    title: mine.title,
    description: 'Because it works.',
    score: null,
    caption: null,
  });
  expect((await errorsOf(await get(`/me/innovator/${c.slug}/ideas/${theirs.id}`, me.token), 403)).errors[0].error).toBe(
    DASHBOARD_MESSAGES.notYourIdea,
  );
  expect((await errorsOf(await get(`/me/innovator/${c.slug}/ideas/999999`, me.token), 404)).errors[0].error).toBe(
    DASHBOARD_MESSAGES.ideaNotFound,
  );
  expect((await errorsOf(await get(`/me/innovator/${c.slug}/ideas/abc`, me.token), 404)).errors[0].error).toBe(
    DASHBOARD_MESSAGES.ideaNotFound,
  );
  expect((await errorsOf(await get('/me/innovator/no-such-challenge', me.token), 404)).errors[0].error).toBe(
    DASHBOARD_MESSAGES.challengeNotFound,
  );
  expect(
    (await errorsOf(await get(`/me/innovator/no-such-challenge/ideas/${mine.id}`, me.token), 404)).errors[0].error,
  ).toBe(DASHBOARD_MESSAGES.challengeNotFound);
});

test(`pages of ${DASHBOARD_PAGE_SIZE}: the 12 challenges I entered come as 10 and 2, ending soonest first`, async () => {
  const me = await player('Busy');
  const host = await player('Many');
  const made = [];
  for (let i = 0; i < 12; i++)
    made.push((await challengeWith(host.user.id, [me.user.id], { endsInMs: (i + 1) * DAY })).c.slug);
  const first = await dataOf(await get('/nervus/dashboards/innovator', me.token), 200, innovatorDashboardSchema);
  expect(first).toMatchObject({ total: 12, page: 1, size: DASHBOARD_PAGE_SIZE });
  expect(first.items.map((item) => item.challenge.slug)).toEqual(made.slice(0, 10));
  const second = await dataOf(
    await get('/nervus/dashboards/innovator?page=2', me.token),
    200,
    innovatorDashboardSchema,
  );
  expect(second.items.map((item) => item.challenge.slug)).toEqual(made.slice(10));
  const past = await dataOf(await get('/nervus/dashboards/innovator?page=3', me.token), 200, innovatorDashboardSchema);
  expect(past).toMatchObject({ items: [], total: 12, page: 3 });
});

test('rater: unrated ideas to rate (not my own), my running challenges, closed ones beside the final scores', async () => {
  const me = await player('Rater');
  const a = await player('AuthorA');
  const b = await player('AuthorB');
  const host = await player('Asker');
  const {
    c,
    ideas: [ideaA, ideaB],
  } = await challengeWith(host.user.id, [a.user.id, b.user.id, me.user.id], { platform: 'dashtest' });

  const before = await dataOf(await get('/dashtest/dashboards/rater', me.token), 200, raterDashboardSchema);
  expect(before.tab).toBe('open-challenges');
  // My own idea is not one to rate.
  expect(before.items).toEqual([expect.objectContaining({ unrated_count: 2, rated_count: 0 })]);
  expect(before.counts).toEqual({ 'open-challenges': 1, 'my-challenges': 0, 'closed-challenges': 0 });

  await rate(me.user.id, ideaA.id, 4);
  await rate(me.user.id, ideaB.id, 2);
  const after = await dataOf(await get('/dashtest/dashboards/rater', me.token), 200, raterDashboardSchema);
  expect(after.items).toEqual([]);
  const mine = await dataOf(
    await get('/dashtest/dashboards/rater?tab=my-challenges', me.token),
    200,
    raterDashboardSchema,
  );
  expect(mine.items).toEqual([expect.objectContaining({ rated_count: 2, unrated_count: 0 })]);
  expect(mine.counts).toMatchObject({ 'my-challenges': 1, 'closed-challenges': 0 });

  await rate(a.user.id, ideaB.id, 4);
  await provider.database.db
    .update(challenges)
    .set({ isClosed: true, status: 'closed' })
    .where(eq(challenges.id, c.id));
  const closed = await dataOf(
    await get('/dashtest/dashboards/rater?tab=closed-challenges', me.token),
    200,
    raterDashboardSchema,
  );
  expect(closed.tab).toBe('closed-challenges');
  if (closed.tab !== 'closed-challenges') return;
  expect(closed.items[0].ratings).toEqual([
    { idea_id: ideaA.id, idea_title: ideaA.title, my_value: 4, score: 4, rating_count: 1, rank: null },
    { idea_id: ideaB.id, idea_title: ideaB.title, my_value: 2, score: 3, rating_count: 2, rank: 1 },
  ]);
  expect(closed.items[0].mean_difference).toBe(0.5);
});

test(`catalyst: my open challenges only; 'closing' holds those ending within ${CLOSING_WINDOW_DAYS} days, its far edge included`, async () => {
  const me = await player('Cat');
  const other = await player('NotMe');
  const window = CLOSING_WINDOW_DAYS * DAY;
  const inside = await challengeWith(me.user.id, [other.user.id], { endsInMs: window - 60_000 });
  const outside = await challengeWith(me.user.id, [], { endsInMs: window + 60_000 });
  const box = await challengeWith(me.user.id, [other.user.id], { format: 'ama' });
  await challengeWith(other.user.id, [me.user.id]); // someone else's
  await provider.database.db.insert(drafts).values({
    ownerId: me.user.id,
    origin: 'challenge-creation-flow',
    draftType: 'challenge',
    content: { challenge: {}, platform: 'nervus' },
  });

  const open = await dataOf(await get('/nervus/dashboards/catalyst', me.token), 200, catalystDashboardSchema);
  expect(open.tab).toBe('open');
  expect(open.tab === 'open' && open.items.map((card) => card.slug)).toEqual([inside.c.slug, outside.c.slug]);
  expect(open.counts).toEqual({ open: 2, closing: 1, 'suggestion-box': 1, closed: 0, 'test-idea': 0, drafts: 1 });
  const closing = await dataOf(
    await get('/nervus/dashboards/catalyst?tab=closing', me.token),
    200,
    catalystDashboardSchema,
  );
  expect(closing.tab === 'closing' && closing.items.map((card) => card.slug)).toEqual([inside.c.slug]);
  const boxes = await dataOf(
    await get('/nervus/dashboards/catalyst?tab=suggestion-box', me.token),
    200,
    catalystDashboardSchema,
  );
  expect(boxes.tab === 'suggestion-box' && boxes.items.map((card) => card.slug)).toEqual([box.c.slug]);
});

test("test-idea: my test-an-idea challenge and my own idea's standing (its score after close only)", async () => {
  const me = await player('Tester');
  const crowd = await Promise.all([player('C'), player('C'), player('C')]);
  const {
    c,
    ideas: [test, crowdIdea],
  } = await challengeWith(me.user.id, [me.user.id, crowd[0].user.id], { format: 'test-an-idea' });
  for (const r of crowd.slice(1)) {
    await rate(r.user.id, test.id, 4);
    await rate(r.user.id, crowdIdea.id, 2);
  }
  const open = await dataOf(
    await get('/nervus/dashboards/catalyst?tab=test-idea', me.token),
    200,
    catalystDashboardSchema,
  );
  expect(open.tab === 'test-idea' && open.items).toEqual([
    expect.objectContaining({
      closed: false,
      test_idea: expect.objectContaining({ id: test.id, rating_count: 2, score: null }),
    }),
  ]);
  // Not in my innovator lists: it is my own challenge.
  expect((await dataOf(await get('/nervus/dashboards/innovator', me.token), 200, innovatorDashboardSchema)).total).toBe(
    0,
  );

  await provider.database.db
    .update(challenges)
    .set({ isClosed: true, status: 'closed' })
    .where(eq(challenges.id, c.id));
  const closed = await dataOf(
    await get('/nervus/dashboards/catalyst?tab=test-idea', me.token),
    200,
    catalystDashboardSchema,
  );
  expect(closed.tab === 'test-idea' && closed.items[0]).toMatchObject({
    closed: true,
    ranked_ideas: 2,
    test_idea: { id: test.id, score: 4, rank: 1 },
  });
});
