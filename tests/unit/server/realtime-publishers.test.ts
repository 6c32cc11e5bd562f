// The Pusher transport triggers each message on the user's private-gamedash channel, in order, in
// batches of at most 10 (Pusher's limit per batch call).
import type Pusher from 'pusher';
import type { RealtimeMessage } from '@/lib/contracts/brain';
import { pusherPublisher } from '@/server/provider/realtime/publishers';

test('pusherPublisher: one trigger per message on private-gamedash{userId}, batched by 10', async () => {
  const batches: { channel: string; name: string; data: unknown }[][] = [];
  const fake = {
    triggerBatch: async (batch: { channel: string; name: string; data: unknown }[]) => {
      batches.push(batch);
    },
  } as unknown as Pusher;
  const publisher = pusherPublisher({ appId: '1', key: 'k', secret: 's', cluster: 'eu' }, fake);
  const messages: RealtimeMessage[] = Array.from({ length: 12 }, (_, i) => ({
    event: 'brain__score-updated',
    data: { role: 'overall', score: i },
  }));
  await publisher.publish(42, messages);
  expect(batches.map((b) => b.length)).toEqual([10, 2]);
  expect(batches.flat().map((e) => e.channel)).toEqual(Array(12).fill('private-gamedash42'));
  expect(batches.flat().map((e) => (e.data as { score: number }).score)).toEqual([...Array(12).keys()]);
  expect(batches[0][0].name).toBe('brain__score-updated');
});
