// The SSE hub (server/provider/realtime/hub.ts): a user's messages reach that user's subscribers, a
// topic's new replies reach the readers with that topic open, and neither reaches the other.
import { RealtimeHub } from '@/server/provider/realtime/hub';

test('topic readers hear their topic only; user subscribers are apart from them; unsubscribing stops delivery', () => {
  const hub = new RealtimeHub();
  const heard: string[] = [];
  const stopTopic = hub.subscribeTopic(7, (event, data) => heard.push(`topic7 ${event} ${JSON.stringify(data)}`));
  hub.subscribeTopic(8, () => heard.push('topic8'));
  hub.subscribe(7, () => heard.push('user7'));
  hub.deliverTopic(7, 'forum__reply-posted', { topic_id: 7, message_id: 70 });
  expect(heard).toEqual(['topic7 forum__reply-posted {"topic_id":7,"message_id":70}']);
  expect(hub.topicSubscriberCount(7)).toBe(1);
  stopTopic();
  expect(hub.topicSubscriberCount(7)).toBe(0);
  hub.deliverTopic(7, 'forum__reply-posted', { topic_id: 7, message_id: 71 });
  expect(heard).toHaveLength(1);
  hub.deliver(7, 'notification__created', { kind: 'x' });
  expect(heard).toEqual([heard[0], 'user7']);
});

test('a failing reader does not keep the others from hearing', () => {
  const hub = new RealtimeHub();
  const heard: number[] = [];
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  hub.subscribeTopic(3, () => {
    throw new Error('gone');
  });
  hub.subscribeTopic(3, () => heard.push(3));
  hub.deliverTopic(3, 'forum__reply-posted', { topic_id: 3, message_id: 1 });
  expect(heard).toEqual([3]);
  warn.mockRestore();
});
