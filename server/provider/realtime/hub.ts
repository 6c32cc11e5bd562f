// This process's SSE subscribers, by user and by open forum topic. The SSE transport fans every
// 'gamedash_events' notification out to the subscribers connected here; a browser is connected to
// one process, so it receives each message once. Topic subscribers are the readers of an open topic
// page (forum_topic_events, one NOTIFY per reply): they learn of new replies without having posted.
import type { RealtimeEvent } from '@/lib/contracts/brain';

/** `id` is the message's realtime_events id (its SSE id), when it has one. */
export type HubListener = (event: RealtimeEvent, data: unknown, id?: number) => void;

class Listeners {
  private readonly byKey = new Map<number, Set<HubListener>>();

  add(key: number, listener: HubListener): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }

  deliver(key: number, event: RealtimeEvent, data: unknown, id?: number): void {
    for (const listener of this.byKey.get(key) ?? []) {
      try {
        listener(event, data, id);
      } catch (err) {
        console.warn('[realtime] a subscriber failed', err);
      }
    }
  }

  count(key: number): number {
    return this.byKey.get(key)?.size ?? 0;
  }
}

export class RealtimeHub {
  private readonly users = new Listeners();
  private readonly topics = new Listeners();

  subscribe(userId: number, listener: HubListener): () => void {
    return this.users.add(userId, listener);
  }

  deliver(userId: number, event: RealtimeEvent, data: unknown, id?: number): void {
    this.users.deliver(userId, event, data, id);
  }

  subscriberCount(userId: number): number {
    return this.users.count(userId);
  }

  /** A reader with this topic open; its messages carry no id (they are not kept for replay). */
  subscribeTopic(topicId: number, listener: HubListener): () => void {
    return this.topics.add(topicId, listener);
  }

  deliverTopic(topicId: number, event: RealtimeEvent, data: unknown): void {
    this.topics.deliver(topicId, event, data);
  }

  topicSubscriberCount(topicId: number): number {
    return this.topics.count(topicId);
  }
}
