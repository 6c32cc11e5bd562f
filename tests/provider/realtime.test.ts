// Realtime (DESIGN.md, spec 3 §3, §4, §7): a neuron written by any domain function reaches the
// user's channel as brain__neuron-earned and brain__score-updated (role and overall, totals from
// the ledger), notable rows make highlights (gamedash-highlights), each row is delivered once
// however many listeners run, and GET /gamedash/{id}/highlights pages the user's own.
import { and, eq, sql } from 'drizzle-orm';
import { highlightsSchema, neuronSchema, parseRealtimeMessage, type RealtimeMessage } from '@/lib/contracts/brain';
import { HIGHLIGHT_TYPES } from '@/lib/game/highlights';
import { createApp } from '@/server/provider/app';
import { challenges, ideas, pointEvents } from '@/server/provider/db/schema';
import type { RealtimePublisher } from '@/server/provider/realtime/publishers';
import { startRealtime, type RealtimeService } from '@/server/provider/realtime/service';
import { demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

type Sent = { userId: number; message: RealtimeMessage };
function recorder(): RealtimePublisher & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    transport: 'pusher',
    sent,
    async publish(userId, messages) {
      for (const message of messages) sent.push({ userId, message });
    },
  };
}

async function ledgerTotal(userId: number, role?: string): Promise<number> {
  const [row] = await provider.database.db
    .select({ t: sql<number>`coalesce(sum(${pointEvents.points}), 0)`.mapWith(Number) })
    .from(pointEvents)
    .where(role ? and(eq(pointEvents.userId, userId), eq(pointEvents.role, role)) : eq(pointEvents.userId, userId));
  return row.t;
}

/**
 * On a Postgres server the NOTIFY reaches the listener's own connection a moment after the
 * writer's commit; wait (bounded) until the listeners have delivered what the test expects.
 */
async function until(services: RealtimeService[], done: () => boolean): Promise<void> {
  for (let i = 0; i < 250; i++) {
    for (const s of services) await s.settled();
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('realtime delivery did not arrive');
}

let made = 0;
async function openChallengeWithIdea(author: string) {
  const db = provider.database.db;
  const [template] = await db.select().from(challenges).limit(1);
  const catalyst = await demoUser(provider, 'MayaChen');
  const [c] = await db
    .insert(challenges)
    .values({
      slug: `live-test-${++made}`,
      platformId: template.platformId,
      catalystId: catalyst.id,
      questionTitle: 'What would make live updates feel instant?',
      mainCategoryId: template.mainCategoryId,
      durationStart: new Date(Date.now() - 86_400_000),
      durationEnd: new Date(Date.now() + 864_000_000),
    })
    .returning();
  const [idea] = await db
    .insert(ideas)
    .values({ challengeId: c.id, authorId: (await demoUser(provider, author)).id, title: `${author}'s live idea` })
    .returning();
  return { c, idea };
}

test('a rating pushes the neuron and both scores to the rated author and the rater, once, with contract shapes', async () => {
  const a = recorder();
  const b = recorder();
  // Two listeners on one database stand for two provider processes.
  const first = await startRealtime(provider.database, provider.config, a);
  const second = await startRealtime(provider.database, provider.config, b);
  try {
    const { c, idea } = await openChallengeWithIdea('JunoPark');
    const res = await provider.request(`/challenges/${c.slug}/ratings`, {
      token: await tokenFor(provider, 'TheoBrooks'),
      body: { idea_id: idea.id, value: 4 },
    });
    expect(res.status).toBe(201);
    const juno = await demoUser(provider, 'JunoPark');
    const theo = await demoUser(provider, 'TheoBrooks');
    const overallFor = (id: number) =>
      [...a.sent, ...b.sent].filter(
        (s) => s.userId === id && s.message.event === 'brain__score-updated' && s.message.data.role === 'overall',
      );
    await until([first, second], () => overallFor(juno.id).length > 0 && overallFor(theo.id).length > 0);
    const sent = [...a.sent, ...b.sent];
    const toJuno = sent.filter((s) => s.userId === juno.id).map((s) => s.message);
    expect(toJuno.filter((m) => m.event === 'brain__neuron-earned')).toHaveLength(1);
    const neuron = neuronSchema.parse(toJuno.find((m) => m.event === 'brain__neuron-earned')!.data);
    expect(neuron).toMatchObject({
      role: 'innovator',
      meaningful_name: 'IdeaRated',
      event_created: 'Innovator.IdeaRated',
      user_origin: 'others',
      type: 'gain',
      challenge_slug: c.slug,
    });
    expect(toJuno).toContainEqual({
      event: 'brain__score-updated',
      data: { role: 'innovator', score: await ledgerTotal(juno.id, 'innovator') },
    });
    expect(toJuno).toContainEqual({
      event: 'brain__score-updated',
      data: { role: 'overall', score: await ledgerTotal(juno.id) },
    });
    const toTheo = sent.filter((s) => s.userId === theo.id).map((s) => s.message);
    expect(toTheo).toContainEqual({
      event: 'brain__score-updated',
      data: { role: 'analyst', score: await ledgerTotal(theo.id, 'rater') },
    });
    // Every message matches its contract schema.
    for (const { message } of sent) expect(parseRealtimeMessage(message.event, message.data)).toEqual(message);
  } finally {
    await first.stop();
    await second.stop();
  }
});

test("SSE transport: GET /gamedash/me/stream carries the neuron of a new ledger row; someone else's stream is refused", async () => {
  const service = await startRealtime(provider.database, provider.config);
  const app = createApp({ db: provider.database.db, config: provider.config, realtime: service.hub });
  try {
    const juno = await demoUser(provider, 'JunoPark');
    const token = await tokenFor(provider, 'JunoPark');
    const other = await app.request(`/gamedash/${juno.id + 1}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(403);
    const res = await app.request('/gamedash/me/stream', { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    const read = async (until: string) => {
      while (!text.includes(until)) text += decoder.decode((await reader.read()).value);
    };
    await read('event: ready');
    await provider.database.db
      .insert(pointEvents)
      .values({ userId: juno.id, role: 'mentor', reason: 'IdeaMentored', points: 9 });
    await read('event: brain__score-updated');
    await service.settled();
    await read(`"role":"overall","score":${await ledgerTotal(juno.id)}`);
    expect(text).toContain('event: brain__neuron-earned');
    expect(text).toContain('"meaningful_name":"IdeaMentored"');
    await reader.cancel();
  } finally {
    await service.stop();
  }
});

test('highlights: published, closed, mentored and a new analyst level make statements; the endpoint pages them, own only', async () => {
  const rec = recorder();
  const service = await startRealtime(provider.database, provider.config, rec);
  const db = provider.database.db;
  try {
    const { c, idea } = await openChallengeWithIdea('JunoPark');
    const lena = await demoUser(provider, 'LenaVogel');
    const token = await tokenFor(provider, 'LenaVogel');
    // The seed gave Lena highlights of her own; these rows add theirs after them.
    const seeded = highlightsSchema.parse(await (await provider.request('/gamedash/me/highlights', { token })).json())
      .meta.total;
    const seededCatalyst = highlightsSchema.parse(
      await (await provider.request('/gamedash/me/highlights?role=catalyst', { token })).json(),
    ).meta.total;
    const base = { platformId: c.platformId, createdAt: new Date(Date.now() + 60_000) };
    await db.insert(pointEvents).values({
      ...base,
      userId: lena.id,
      role: 'catalyst',
      reason: 'ChallengePublished',
      points: 50,
      contextType: 'challenge',
      contextId: c.id,
    });
    await db.insert(pointEvents).values({
      ...base,
      userId: lena.id,
      role: 'catalyst',
      reason: 'ChallengeClosed',
      points: 20,
      contextType: 'challenge',
      contextId: c.id,
    });
    await db.insert(pointEvents).values({
      ...base,
      userId: lena.id,
      role: 'innovator',
      reason: 'IdeaMentored',
      points: 5,
      contextType: 'idea',
      contextId: idea.id,
    });
    // Enough rater neurons to pass the next level threshold whatever the seed gave.
    await db.insert(pointEvents).values({
      ...base,
      userId: lena.id,
      role: 'rater',
      reason: 'RatingCreated',
      points: 100_000,
      contextType: 'idea',
      contextId: idea.id,
    });
    const pushedOf = () => rec.sent.filter((s) => s.userId === lena.id && s.message.event === 'gamedash-highlights');
    await until([service], () => pushedOf().length >= 4);
    const pushed = rec.sent
      .filter((s) => s.userId === lena.id && s.message.event === 'gamedash-highlights')
      .map((s) => s.message.data);
    expect(pushed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          highlight_type: HIGHLIGHT_TYPES.challengePublished,
          role: 'catalyst',
          statement: 'Your challenge “What would make live updates feel instant?” is live: ideas can come in now.',
        }),
        expect.objectContaining({
          highlight_type: HIGHLIGHT_TYPES.challengeClosed,
          statement: 'Your challenge “What would make live updates feel instant?” closed with 1 idea.',
        }),
        expect.objectContaining({ highlight_type: HIGHLIGHT_TYPES.ideaMentored, role: 'innovator' }),
        expect.objectContaining({ highlight_type: HIGHLIGHT_TYPES.analystLevel, role: 'analyst' }),
      ]),
    );
    // Newest first: the four new ones fill page 0 of 3 and lead page 1.
    const page0 = highlightsSchema.parse(
      await (await provider.request('/gamedash/me/highlights?size=3&page=0', { token })).json(),
    );
    expect(page0.meta.total).toBe(seeded + 4);
    expect(page0.data).toHaveLength(3);
    const page1 = highlightsSchema.parse(
      await (await provider.request(`/gamedash/${lena.id}/highlights?size=3&page=1`, { token })).json(),
    );
    expect(page1.data[0].notified_at).toBe(Math.floor(base.createdAt.getTime() / 1000));
    expect(page1.data.length).toBe(Math.min(3, seeded + 1));
    const catalystOnly = highlightsSchema.parse(
      await (await provider.request('/gamedash/me/highlights?role=catalyst', { token })).json(),
    );
    expect(catalystOnly.meta.total).toBe(seededCatalyst + 2);
    expect(catalystOnly.data.every((h) => h.role === 'catalyst')).toBe(true);
    await errorsOf(
      await provider.request(`/gamedash/${lena.id}/highlights`, { token: await tokenFor(provider, 'JunoPark') }),
      403,
    );
    await errorsOf(await provider.request('/gamedash/me/highlights'), 401);
  } finally {
    await service.stop();
  }
});
