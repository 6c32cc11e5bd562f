// The two transports of DESIGN.md 'realtime'. Pusher when PUSHER_* is configured: the process that
// claimed a ledger row triggers the events once on private-gamedash{userId}. Otherwise the built-in
// SSE stream: the claiming process NOTIFYs 'gamedash_events' and every process hands the message
// to the SSE subscribers connected to it (hub.ts), so scale-out needs nothing but Postgres.
import Pusher from 'pusher';
import { sql } from 'drizzle-orm';
import { gamedashChannel, type RealtimeMessage } from '@/lib/contracts/brain';
import type { Db } from '../db/client';

export interface RealtimePublisher {
  readonly transport: 'pusher' | 'sse';
  publish(userId: number, messages: RealtimeMessage[]): Promise<void>;
}

export const GAMEDASH_EVENTS_CHANNEL = 'gamedash_events';

/** What travels on GAMEDASH_EVENTS_CHANNEL: short keys, the payload limit is 8000 bytes. */
export interface FanoutPayload {
  u: number;
  e: RealtimeMessage['event'];
  d: RealtimeMessage['data'];
}

export function notifyPublisher(db: Db): RealtimePublisher {
  return {
    transport: 'sse',
    async publish(userId, messages) {
      for (const m of messages) {
        const payload: FanoutPayload = { u: userId, e: m.event, d: m.data };
        await db.execute(sql`select pg_notify(${GAMEDASH_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
      }
    },
  };
}

export interface PusherSettings {
  appId: string;
  key: string;
  secret: string;
  cluster: string;
}

/** Pusher's batch trigger takes at most 10 events per call. */
const PUSHER_BATCH = 10;

export function pusherPublisher(
  settings: PusherSettings,
  client = new Pusher({ ...settings, useTLS: true }),
): RealtimePublisher {
  return {
    transport: 'pusher',
    async publish(userId, messages) {
      const channel = gamedashChannel(userId);
      for (let i = 0; i < messages.length; i += PUSHER_BATCH) {
        await client.triggerBatch(
          messages.slice(i, i + PUSHER_BATCH).map((m) => ({ channel, name: m.event, data: m.data })),
        );
      }
    },
  };
}
