// The endpoints behind a user's platform pages: neurons per role, the user's challenges (mentor
// box) and one idea for a presentation.
import { eq, sql } from 'drizzle-orm';
import { challengeDetailSchema, meSummarySchema } from '@/lib/contracts/challenge';
import { NEURON_ROLES, userNeuronsSchema } from '@/lib/contracts/neurons';
import { ideaPresentationSchema, userChallengesSchema } from '@/lib/contracts/user-platform';
import { challenges, ideas, pointEvents, users } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const strictCards = userChallengesSchema.element.strict().array();

describe('GET /users/:id/neurons', () => {
  test('is for signed-in users only (visitors do not see neurons)', async () => {
    const ada = await demoUser(provider, 'AdaLovelace');
    expect((await errorsOf(await provider.request(`/users/${ada.id}/neurons`), 401)).errors).toEqual([
      { field: '*', error: 'Unauthorized' },
    ]);
  });

  test('lists every role in spec order and a total that matches the ledger and /me/summary', async () => {
    const ada = await demoUser(provider, 'AdaLovelace');
    const token = await tokenFor(provider, 'MayaChen');
    const neurons = await dataOf(
      await provider.request(`/users/${ada.id}/neurons`, { token }),
      200,
      userNeuronsSchema.strict(),
    );
    expect(neurons.by_role.map((r) => r.role)).toEqual([...NEURON_ROLES]);
    expect(neurons.total).toBe(neurons.by_role.reduce((sum, r) => sum + r.points, 0));
    // Ada posts challenges, enters ideas and rates in the demo; she mentors nobody yet.
    const points = Object.fromEntries(neurons.by_role.map((r) => [r.role, r.points]));
    expect(points.catalyst).toBeGreaterThan(0);
    expect(points.rater).toBeGreaterThan(0);
    expect(points.mentor).toBe(0);

    const [ledger] = await provider.database.db
      .select({ sum: sql<number>`coalesce(sum(${pointEvents.points}), 0)`.mapWith(Number) })
      .from(pointEvents)
      .where(eq(pointEvents.userId, ada.id));
    expect(neurons.total).toBe(ledger.sum);
    const own = await dataOf(
      await provider.request('/me/summary', { token: await tokenFor(provider, 'AdaLovelace') }),
      200,
      meSummarySchema,
    );
    expect(own.neurons).toBe(neurons.total);
  });

  test('a role outside the known list still counts, after the known ones', async () => {
    const theo = await demoUser(provider, 'TheoBrooks');
    await provider.database.db
      .insert(pointEvents)
      .values({ userId: theo.id, role: 'analyst', reason: 'Legacy', points: 7 });
    const neurons = await dataOf(
      await provider.request(`/users/${theo.id}/neurons`, { token: await tokenFor(provider, 'TheoBrooks') }),
      200,
      userNeuronsSchema,
    );
    expect(neurons.by_role.at(-1)).toEqual({ role: 'analyst', points: 7 });
    expect(neurons.total).toBe(neurons.by_role.reduce((sum, r) => sum + r.points, 0));
  });

  test('unknown and malformed ids are 404', async () => {
    const token = await tokenFor(provider, 'MayaChen');
    expect((await errorsOf(await provider.request('/users/999999/neurons', { token }), 404)).errors).toEqual([
      { field: '*', error: 'User not found!' },
    ]);
    await errorsOf(await provider.request('/users/ada/neurons', { token }), 404);
  });
});

describe('GET /users/:id/challenges', () => {
  test('format=ama,suggestion is the mentor box: open ask-me-anything and suggestion challenges only', async () => {
    const ada = await demoUser(provider, 'AdaLovelace');
    const box = await dataOf(
      await provider.request(`/users/${ada.id}/challenges?format=ama,suggestion&fingerprint=fp-1`),
      200,
      strictCards,
    );
    expect(box.length).toBeGreaterThanOrEqual(1);
    expect(
      box.every(
        (card) =>
          card.catalyst.id === ada.id && !card.is_closed && ['ama', 'suggestion'].includes(card.solution_format),
      ),
    ).toBe(true);
    expect(box.some((card) => card.solution_format === 'ama')).toBe(true);
  });

  test('status picks open (default), closed or all, newest first', async () => {
    const ada = await demoUser(provider, 'AdaLovelace');
    const open = await dataOf(await provider.request(`/users/${ada.id}/challenges`), 200, strictCards);
    const closed = await dataOf(await provider.request(`/users/${ada.id}/challenges?status=closed`), 200, strictCards);
    const all = await dataOf(await provider.request(`/users/${ada.id}/challenges?status=all`), 200, strictCards);
    expect(open.every((card) => !card.is_closed)).toBe(true);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(closed.every((card) => card.is_closed)).toBe(true);
    expect(all.map((card) => card.id).sort()).toEqual([...open, ...closed].map((card) => card.id).sort());
    const starts = all.map((card) => Date.parse(card.duration_start));
    expect(starts.every((t, i) => i === 0 || starts[i - 1] >= t)).toBe(true);
  });

  test('a user without such challenges gets an empty list; drafts never show', async () => {
    const maya = await demoUser(provider, 'MayaChen');
    expect(await dataOf(await provider.request(`/users/${maya.id}/challenges?format=ama`), 200, strictCards)).toEqual(
      [],
    );
    const [draft] = await provider.database.db
      .select({ id: challenges.id })
      .from(challenges)
      .where(eq(challenges.catalystId, maya.id))
      .limit(1);
    await provider.database.db
      .update(challenges)
      .set({ solutionFormat: 'ama', state: 'draft' })
      .where(eq(challenges.id, draft.id));
    expect(await dataOf(await provider.request(`/users/${maya.id}/challenges?format=ama`), 200, strictCards)).toEqual(
      [],
    );
  });

  test('an unknown format or status is 422; an unknown user is 404', async () => {
    const ada = await demoUser(provider, 'AdaLovelace');
    const bad = await errorsOf(
      await provider.request(`/users/${ada.id}/challenges?format=ama,podcast&status=soon`),
      422,
    );
    expect(bad.errors.map((e) => e.field.split('.')[0]).sort()).toEqual(['format', 'status']);
    await errorsOf(await provider.request('/users/999999/challenges'), 404);
  });
});

describe('GET /ideas/:id', () => {
  async function ideaOf(closed: boolean) {
    const [row] = await provider.database.db
      .select({ id: ideas.id, slug: challenges.slug, authorId: ideas.authorId })
      .from(ideas)
      .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
      .where(sql`${challenges.isClosed} = ${closed} and ${challenges.state} = 'published' and not ${ideas.declined}`)
      .limit(1);
    return row;
  }

  test('an idea of a closed challenge names its author and matches the challenge page', async () => {
    const row = await ideaOf(true);
    const idea = await dataOf(await provider.request(`/ideas/${row.id}`), 200, ideaPresentationSchema.strict());
    expect(idea.author?.id).toBe(row.authorId);
    expect(idea.challenge).toMatchObject({ slug: row.slug, is_closed: true });
    const detail = await dataOf(await provider.request(`/challenges/${row.slug}`), 200, challengeDetailSchema);
    const onPage = detail.ideas.find((i) => i.id === row.id)!;
    expect({ average: idea.average, rating_count: idea.rating_count, title: idea.title }).toEqual({
      average: onPage.average,
      rating_count: onPage.rating_count,
      title: onPage.title,
    });
  });

  test('an idea of an open challenge stays anonymous', async () => {
    const row = await ideaOf(false);
    const idea = await dataOf(await provider.request(`/ideas/${row.id}`), 200, ideaPresentationSchema.strict());
    expect(idea.author).toBeNull();
    expect(idea.challenge.is_closed).toBe(false);
  });

  test("?author: a presentation belongs to its author; another user's platform is 404", async () => {
    const row = await ideaOf(true);
    const idea = await dataOf(
      await provider.request(`/ideas/${row.id}?author=${row.authorId}`),
      200,
      ideaPresentationSchema.strict(),
    );
    expect(idea.author?.id).toBe(row.authorId);
    const [other] = await provider.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} <> ${row.authorId}`)
      .limit(1);
    expect((await errorsOf(await provider.request(`/ideas/${row.id}?author=${other.id}`), 404)).errors).toEqual([
      { field: '*', error: 'Idea not found' },
    ]);
    await errorsOf(await provider.request(`/ideas/${row.id}?author=abc`), 404);
  });

  test('?author while the challenge is open: only the author sees it, so names cannot be probed', async () => {
    const row = await ideaOf(false);
    // Anonymous, with the right author: still 404, or trying names would reveal who wrote it.
    await errorsOf(await provider.request(`/ideas/${row.id}?author=${row.authorId}`), 404);
    const [author] = await provider.database.db
      .select({ screenName: users.screenName })
      .from(users)
      .where(eq(users.id, row.authorId));
    const token = await tokenFor(provider, author.screenName);
    const own = await dataOf(
      await provider.request(`/ideas/${row.id}?author=${row.authorId}`, { token }),
      200,
      ideaPresentationSchema.strict(),
    );
    expect(own.author).toBeNull();
    const stranger = await tokenFor(provider, author.screenName === 'MayaChen' ? 'AdaLovelace' : 'MayaChen');
    await errorsOf(await provider.request(`/ideas/${row.id}?author=${row.authorId}`, { token: stranger }), 404);
  });

  test('declined, unknown and malformed ids are 404', async () => {
    const row = await ideaOf(true);
    await provider.database.db.update(ideas).set({ declined: true }).where(eq(ideas.id, row.id));
    expect((await errorsOf(await provider.request(`/ideas/${row.id}`), 404)).errors).toEqual([
      { field: '*', error: 'Idea not found' },
    ]);
    await errorsOf(await provider.request('/ideas/999999'), 404);
    await errorsOf(await provider.request('/ideas/abc'), 404);
  });
});

describe('GET /users/:id/challenges: entry fee and the whole closed rule', () => {
  test('entry_fee=true lists only challenges that charge an idea entry fee', async () => {
    const sam = await demoUser(provider, 'SamOkafor');
    const paid = await dataOf(
      await provider.request(`/users/${sam.id}/challenges?status=all&entry_fee=true`),
      200,
      strictCards,
    );
    const all = await dataOf(await provider.request(`/users/${sam.id}/challenges?status=all`), 200, strictCards);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(paid.length).toBeLessThan(all.length);
    const ids = new Set(paid.map((c) => c.id));
    const rows = await provider.database.db
      .select({ id: challenges.id, fee: challenges.ideaEntryFeeCents })
      .from(challenges)
      .where(eq(challenges.catalystId, sam.id));
    for (const row of rows) if (all.some((c) => c.id === row.id)) expect(ids.has(row.id)).toBe(row.fee > 0);
  });

  test('a challenge past its end counts as closed before the closing job runs', async () => {
    const sam = await demoUser(provider, 'SamOkafor');
    const [open] = await dataOf(await provider.request(`/users/${sam.id}/challenges?status=open`), 200, strictCards);
    await provider.database.db
      .update(challenges)
      .set({ durationEnd: new Date(Date.now() - 1000) })
      .where(eq(challenges.id, open.id));
    const openNow = await dataOf(await provider.request(`/users/${sam.id}/challenges?status=open`), 200, strictCards);
    const closedNow = await dataOf(
      await provider.request(`/users/${sam.id}/challenges?status=closed`),
      200,
      strictCards,
    );
    expect(openNow.some((c) => c.id === open.id)).toBe(false);
    expect(closedNow.some((c) => c.id === open.id)).toBe(true);
  });
});
