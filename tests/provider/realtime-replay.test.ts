// SSE replay (issue 24 §3): every message of the built-in transport carries an id; a stream opened
// again with Last-Event-ID (EventSource's own reconnect) or ?last_event_id= (a page reopening it)
// first receives what was sent while it was away, then the live messages, none twice; messages
// past the replay window are neither replayed nor kept.
import { eq } from 'drizzle-orm';
import { createApp } from '@/server/provider/app';
import { pointEvents, realtimeEvents } from '@/server/provider/db/schema';
import { pruneRealtimeEvents, REPLAY_WINDOW_MS } from '@/server/provider/realtime/replay';
import { NOTIFICATIONS_RESYNC } from '@/server/provider/http/gamedash';
import { startRealtime, type RealtimeService } from '@/server/provider/realtime/service';
import { notifyPublisher, NOTIFY_PAYLOAD_MAX, type RealtimePublisher } from '@/server/provider/realtime/publishers';
import { demoUser, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let service: RealtimeService;
beforeAll(async () => {
  provider = await createTestProvider();
  service = await startRealtime(provider.database, provider.config);
});
afterAll(async () => {
  await service.stop();
  await provider.close();
});

interface Frame {
  id: number | null;
  event: string;
  data: string;
}

/** Opens the stream and reads its frames as they come. */
async function openStream(token: string, resume: { header?: string; query?: string } = {}) {
  const app = createApp({ db: provider.database.db, config: provider.config, realtime: service.hub });
  const path = resume.query === undefined ? '/gamedash/me/stream' : `/gamedash/me/stream?last_event_id=${resume.query}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (resume.header !== undefined) headers['last-event-id'] = resume.header;
  const res = await app.request(path, { headers });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const frames = (): Frame[] =>
    text
      .split('\n\n')
      .filter((block) => block.includes('event: '))
      .map((block) => ({
        id: /^id: (\d+)$/m.test(block) ? Number(/^id: (\d+)$/m.exec(block)![1]) : null,
        event: /^event: (.+)$/m.exec(block)![1],
        data: /^data: (.*)$/m.exec(block)?.[1] ?? '',
      }));
  return {
    frames,
    /** Reads until `done` holds for the frames so far (bounded by jest's timeout). */
    async until(done: (all: Frame[]) => boolean) {
      while (!done(frames())) text += decoder.decode((await reader.read()).value);
      return frames();
    },
    close: () => reader.cancel(),
  };
}

/** A ledger row for the player, delivered (and so kept for replay) before this returns. */
async function earn(userId: number, points: number) {
  await provider.database.db.insert(pointEvents).values({ userId, role: 'mentor', reason: 'IdeaMentored', points });
  for (let i = 0; i < 250; i++) {
    await service.settled();
    const kept = await provider.database.db.select().from(realtimeEvents).where(eq(realtimeEvents.userId, userId));
    if (kept.some((row) => JSON.stringify(row.data).includes(`"points":${points}`))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the message was not kept');
}

const earned = (frames: Frame[], points: number) =>
  frames.filter((f) => f.event === 'brain__neuron-earned' && f.data.includes(`"points":${points}`));

test('a stream reopened with Last-Event-ID receives what it missed first, then live messages, none twice', async () => {
  const juno = await demoUser(provider, 'JunoPark');
  const token = await tokenFor(provider, 'JunoPark');
  const first = await openStream(token);
  await first.until((all) => all.some((f) => f.event === 'ready'));
  await earn(juno.id, 11);
  const seen = await first.until(
    (all) => earned(all, 11).length === 1 && all.some((f) => f.event === 'brain__score-updated'),
  );
  // Every message but 'ready' has an id, increasing.
  const ids = seen.filter((f) => f.event !== 'ready').map((f) => f.id);
  expect(ids.every((id) => typeof id === 'number')).toBe(true);
  expect([...ids].sort((a, b) => a! - b!)).toEqual(ids);
  const last = ids[ids.length - 1]!;
  await first.close();

  // Away: two more awards.
  await earn(juno.id, 12);
  await earn(juno.id, 13);

  const again = await openStream(token, { header: String(last) });
  await again.until((all) => earned(all, 13).length === 1);
  await earn(juno.id, 14);
  const after = await again.until((all) => earned(all, 14).length === 1);
  expect(earned(after, 11)).toHaveLength(0);
  expect(earned(after, 12)).toHaveLength(1);
  const replayedIds = after.filter((f) => f.id !== null).map((f) => f.id!);
  expect(new Set(replayedIds).size).toBe(replayedIds.length);
  expect(Math.min(...replayedIds)).toBeGreaterThan(last);
  // In order: the missed ones before the live one.
  expect(after.indexOf(earned(after, 12)[0])).toBeLessThan(after.indexOf(earned(after, 14)[0]));
  // Notifications are not kept per player: after the replay the bell is told to reload itself.
  const resync = after.filter((f) => f.event === 'notification__created');
  expect(resync).toEqual([
    { id: null, event: 'notification__created', data: JSON.stringify({ kind: NOTIFICATIONS_RESYNC }) },
  ]);
  expect(after.indexOf(resync[0])).toBeGreaterThan(after.indexOf(earned(after, 13)[0]));
  await again.close();
});

test('a Last-Event-ID above every id we issued replays nothing and holds back no live message', async () => {
  const maya = await demoUser(provider, 'MayaChen');
  const token = await tokenFor(provider, 'MayaChen');
  const stream = await openStream(token, { header: '999999999999' });
  await stream.until((all) => all.some((f) => f.event === 'notification__created'));
  await earn(maya.id, 31);
  expect(earned(await stream.until((all) => earned(all, 31).length === 1), 31)).toHaveLength(1);
  await stream.close();
});

test('?last_event_id= resumes like the header; an id that is not ours resumes nothing', async () => {
  const lena = await demoUser(provider, 'LenaVogel');
  const token = await tokenFor(provider, 'LenaVogel');
  await earn(lena.id, 21);
  const [kept] = await provider.database.db
    .select({ id: realtimeEvents.id })
    .from(realtimeEvents)
    .where(eq(realtimeEvents.userId, lena.id))
    .orderBy(realtimeEvents.id)
    .limit(1);
  const byQuery = await openStream(token, { query: String(kept.id - 1) });
  expect(earned(await byQuery.until((all) => earned(all, 21).length === 1), 21)).toHaveLength(1);
  await byQuery.close();

  // Not a number: a fresh stream, nothing replayed; the next live message still arrives.
  const fresh = await openStream(token, { header: 'abc' });
  await fresh.until((all) => all.some((f) => f.event === 'ready'));
  await earn(lena.id, 22);
  const live = await fresh.until((all) => earned(all, 22).length === 1);
  expect(earned(live, 21)).toHaveLength(0);
  await fresh.close();
});

test('messages past the replay window are not replayed, and pruning forgets them', async () => {
  const sam = await demoUser(provider, 'SamOkafor');
  const token = await tokenFor(provider, 'SamOkafor');
  await earn(sam.id, 31);
  const old = new Date(Date.now() - REPLAY_WINDOW_MS - 1000);
  await provider.database.db.update(realtimeEvents).set({ createdAt: old }).where(eq(realtimeEvents.userId, sam.id));
  await earn(sam.id, 32);

  const resumed = await openStream(token, { header: '0' });
  const frames = await resumed.until((all) => earned(all, 32).length === 1);
  expect(earned(frames, 31)).toHaveLength(0);
  await resumed.close();

  await pruneRealtimeEvents(provider.database.db);
  const left = await provider.database.db.select().from(realtimeEvents).where(eq(realtimeEvents.userId, sam.id));
  expect(left.length).toBeGreaterThan(0);
  expect(left.every((row) => row.createdAt > old)).toBe(true);
});

test('a message too large for a NOTIFY still reaches the subscriber whole, read from its kept copy', async () => {
  const elena = await demoUser(provider, 'ElenaRossi');
  const statement = 'A long highlight. '.repeat(600); // ~10,800 bytes, over Postgres' 8,000-byte NOTIFY limit
  expect(Buffer.byteLength(statement)).toBeGreaterThan(NOTIFY_PAYLOAD_MAX);
  const received = new Promise<unknown>((resolve) => {
    const stop = service.hub.subscribe(elena.id, (event, data) => {
      if (event !== 'gamedash-highlights') return;
      stop();
      resolve(data);
    });
  });
  const data = { statement, notified_at: 1, role: 'mentor', highlight_type: 'level-up' };
  await notifyPublisher(provider.database.db).publish(elena.id, [
    { event: 'gamedash-highlights', data } as Parameters<RealtimePublisher['publish']>[1][number],
  ]);
  expect(await received).toEqual(data);
});

test('a small message sent after a large one does not overtake it', async () => {
  const liam = await demoUser(provider, 'LiamWalsh');
  const order: string[] = [];
  const stop = service.hub.subscribe(liam.id, (event, data) => {
    if (event === 'gamedash-highlights') order.push((data as { highlight_type: string }).highlight_type);
  });
  const publisher = notifyPublisher(provider.database.db);
  const message = (statement: string, type: string) =>
    ({
      event: 'gamedash-highlights',
      data: { statement, notified_at: 1, role: 'mentor', highlight_type: type },
    }) as Parameters<RealtimePublisher['publish']>[1][number];
  // Both in one publish: their NOTIFYs arrive together, while the large one is still being read.
  await publisher.publish(liam.id, [message('A long highlight. '.repeat(600), 'large'), message('Short.', 'small')]);
  await service.settled();
  const deadline = Date.now() + 10_000;
  while (order.length < 2 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    await service.settled();
  }
  stop();
  expect(order).toEqual(['large', 'small']);
});
