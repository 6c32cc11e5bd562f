// The live bell (issue 19 §3; DESIGN.md 'realtime'): a notification written by notify() reaches its
// recipient as notification__created once its transaction commits (never when it rolls back), on
// the built-in SSE transport in every process's hub, and with Pusher once however many provider
// processes listen.
import { parseRealtimeMessage, type RealtimeMessage } from '@/lib/contracts/brain';
import { notify } from '@/server/provider/domain/notifications';
import type { RealtimePublisher } from '@/server/provider/realtime/publishers';
import { startRealtime, type RealtimeService } from '@/server/provider/realtime/service';
import { freshPlayers } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const players = (prefix: string, n: number) => freshPlayers(provider, prefix, n);

async function until(services: RealtimeService[], done: () => boolean): Promise<void> {
  for (let i = 0; i < 250; i++) {
    for (const s of services) await s.settled();
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('realtime delivery did not arrive');
}

test('SSE: a follow pushes notification__created to the followed player, after the commit', async () => {
  const service = await startRealtime(provider.database, provider.config);
  try {
    expect(service.transport).toBe('sse');
    const [ana, ben, cy] = await players('PushSse', 3);
    const heard: { userId: number; message: RealtimeMessage | null }[] = [];
    const stops = [ben, cy].map((p) =>
      service.hub.subscribe(p.id, (event, data) =>
        heard.push({ userId: p.id, message: parseRealtimeMessage(event, data) }),
      ),
    );
    const res = await provider.request(`/relationships/follows/${ben.id}`, { method: 'POST', token: ana.token });
    expect(res.status).toBe(200);
    await until([service], () => heard.length > 0);
    expect(heard).toEqual([{ userId: ben.id, message: { event: 'notification__created', data: { kind: 'follow' } } }]);

    // A transaction that rolls back pushes nothing: NOTIFY is delivered only at commit.
    await db()
      .transaction(async (tx) => {
        await notify(tx, { kind: 'follow', to: [cy.id], actorId: ana.id, text: 'x', href: '/x' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await service.settled();
    expect(heard.filter((h) => h.userId === cy.id)).toEqual([]);
    for (const stop of stops) stop();
  } finally {
    await service.stop();
  }
});

test('Pusher: a fan-out is pushed to each recipient once, whatever the number of listening processes', async () => {
  const sent: { userId: number; message: RealtimeMessage }[] = [];
  const recorder: RealtimePublisher = {
    transport: 'pusher',
    async publish(userId, messages) {
      for (const message of messages) sent.push({ userId, message });
    },
  };
  const first = await startRealtime(provider.database, provider.config, recorder);
  const second = await startRealtime(provider.database, provider.config, recorder);
  try {
    const [actor, ...readers] = await players('PushPusher', 4);
    await notify(db(), {
      kind: 'forum-reply',
      to: readers.map((r) => r.id),
      actorId: actor.id,
      text: '@PushPusher0 replied.',
      href: '/x',
    });
    await until([first, second], () => sent.length >= readers.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await until([first, second], () => true);
    expect(sent.map((s) => s.userId).sort()).toEqual(readers.map((r) => r.id).sort());
    expect(new Set(sent.map((s) => s.message.event))).toEqual(new Set(['notification__created']));
  } finally {
    await first.stop();
    await second.stop();
  }
});
