// Starts realtime in a provider process: LISTEN for ledger inserts (the trigger of migration 0019),
// deliver them through the configured transport, and feed this process's SSE subscribers. New
// notifications (notify(), issue 19 §3) arrive on their own channel as chunks of recipient ids and
// go out as notification__created, so the bell's count and list update without a reload. A forum
// reply's NOTIFY (forum_topic_events) goes to the readers of its topic connected here, whatever the
// transport: topic pages listen on the SSE stream.
import { z } from 'zod';
import { REALTIME_EVENTS } from '@/lib/contracts/brain';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { NOTIFICATION_EVENTS_CHANNEL } from '../domain/notifications';
import { realtimeDeliveries } from '../db/schema';
import { deliverRange } from './deliver';
import { keptEvent } from './replay';
import { RealtimeHub } from './hub';
import {
  FORUM_TOPIC_EVENTS_CHANNEL,
  GAMEDASH_EVENTS_CHANNEL,
  notifyPublisher,
  pusherPublisher,
  type RealtimePublisher,
} from './publishers';

export const POINT_EVENTS_CHANNEL = 'point_events';

const rangeSchema = z.object({ from: z.coerce.number().int(), to: z.coerce.number().int() });
const fanoutSchema = z.object({
  i: z.number().int(),
  u: z.number().int(),
  e: z.enum(REALTIME_EVENTS),
  d: z.unknown().optional(),
});
const topicReplySchema = z.object({ t: z.number().int(), m: z.number().int() });
const notificationsSchema = z.object({ k: z.string(), n: z.number().int(), us: z.array(z.number().int()) });

export interface RealtimeService {
  hub: RealtimeHub;
  transport: RealtimePublisher['transport'];
  /** Resolves once every notification heard so far has been delivered (tests wait on it). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function publisherFor(config: ProviderConfig, database: Pick<Database, 'db'>): RealtimePublisher {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret, PUSHER_CLUSTER: cluster } = config;
  return appId && key && secret && cluster
    ? pusherPublisher({ appId, key, secret, cluster })
    : notifyPublisher(database.db);
}

export async function startRealtime(
  database: Database,
  config: ProviderConfig,
  publisher = publisherFor(config, database),
): Promise<RealtimeService> {
  const hub = new RealtimeHub();
  // One delivery at a time in this process, so a user's messages leave in ledger order.
  let chain: Promise<unknown> = Promise.resolve();
  const stopLedger = await database.listen(POINT_EVENTS_CHANNEL, (payload) => {
    const range = rangeSchema.safeParse(safeJson(payload));
    if (!range.success) return;
    chain = chain
      .then(() => deliverRange(database.db, publisher, range.data.from, range.data.to, config.REALTIME_MAX_ROWS))
      .catch((err) => console.warn('[realtime] delivery failed', err));
  });
  // Game Dash messages leave in the order they were heard: one too large for a NOTIFY is read back
  // first, and the small ones heard meanwhile wait behind it instead of overtaking it.
  let fanoutChain: Promise<unknown> = Promise.resolve();
  let fanoutPending = 0;
  const stopFanout = await database.listen(GAMEDASH_EVENTS_CHANNEL, (payload) => {
    const message = fanoutSchema.safeParse(safeJson(payload));
    if (!message.success) return;
    const { i, u, e, d } = message.data;
    if (d !== undefined && fanoutPending === 0) return hub.deliver(u, e, d, i);
    fanoutPending++;
    fanoutChain = fanoutChain
      .then(async () => {
        // Too large for a NOTIFY: its data is read from the kept copy.
        const data = d !== undefined ? d : (await keptEvent(database.db, i))?.data;
        if (data !== undefined) hub.deliver(u, e, data, i);
      })
      .catch((err) => console.warn('[realtime] reading a large message failed', err))
      .finally(() => fanoutPending--);
  });
  const stopNotifications = await database.listen(NOTIFICATION_EVENTS_CHANNEL, (payload) => {
    const chunk = notificationsSchema.safeParse(safeJson(payload));
    if (!chunk.success) return;
    const data = { kind: chunk.data.k };
    // SSE: every process hears the chunk and tells its own subscribers; no second NOTIFY per user.
    if (publisher.transport === 'sse') {
      for (const userId of chunk.data.us) hub.deliver(userId, 'notification__created', data);
      return;
    }
    chain = chain
      .then(async () => {
        if (!(await claimNotificationChunk(database.db, chunk.data.n))) return;
        for (const userId of chunk.data.us) await publisher.publish(userId, [{ event: 'notification__created', data }]);
      })
      .catch((err) => console.warn('[realtime] notification push failed', err));
  });
  const stopTopics = await database.listen(FORUM_TOPIC_EVENTS_CHANNEL, (payload) => {
    const reply = topicReplySchema.safeParse(safeJson(payload));
    if (reply.success)
      hub.deliverTopic(reply.data.t, 'forum__reply-posted', { topic_id: reply.data.t, message_id: reply.data.m });
  });
  return {
    hub,
    transport: publisher.transport,
    async settled() {
      // A delivery may queue further work (its own NOTIFYs); wait until the chain stops growing.
      let seen: Promise<unknown>[] = [];
      while (seen[0] !== chain || seen[1] !== fanoutChain) {
        seen = [chain, fanoutChain];
        await Promise.all(seen);
      }
    },
    async stop() {
      await stopLedger();
      await stopFanout();
      await stopNotifications();
      await stopTopics();
      await Promise.all([chain, fanoutChain]);
    },
  };
}

/**
 * Pusher: one process of many triggers each chunk. The claim shares the ledger's claim table
 * (pruned with it after an hour) under the negated id of the chunk's first notification, which no
 * ledger row (positive ids) can take.
 */
async function claimNotificationChunk(db: Database['db'], firstId: number): Promise<boolean> {
  const claimed = await db
    .insert(realtimeDeliveries)
    .values({ pointEventId: -firstId })
    .onConflictDoNothing()
    .returning({ id: realtimeDeliveries.pointEventId });
  return claimed.length > 0;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
