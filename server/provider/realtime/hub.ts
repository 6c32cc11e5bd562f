// This process's SSE subscribers, by user. The SSE transport fans every 'gamedash_events'
// notification out to the subscribers connected here; a browser is connected to one process, so
// it receives each message once.
import type { RealtimeEvent } from '@/lib/contracts/brain';

/** `id` is the message's realtime_events id (its SSE id), when it has one. */
export type HubListener = (event: RealtimeEvent, data: unknown, id?: number) => void;

export class RealtimeHub {
  private readonly byUser = new Map<number, Set<HubListener>>();

  subscribe(userId: number, listener: HubListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  deliver(userId: number, event: RealtimeEvent, data: unknown, id?: number): void {
    for (const listener of this.byUser.get(userId) ?? []) {
      try {
        listener(event, data, id);
      } catch (err) {
        console.warn('[realtime] a subscriber failed', err);
      }
    }
  }

  subscriberCount(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }
}
