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

/**
 * What travels on GAMEDASH_EVENTS_CHANNEL: short keys, the payload limit is 8000 bytes. `i` is the
 * realtime_events id, the SSE event id a reconnecting browser sends back as Last-Event-ID.
 */
export interface FanoutPayload {
  i: number;
  u: number;
  e: RealtimeMessage['event'];
  /** Left out when the whole payload would pass NOTIFY_PAYLOAD_MAX: listeners read it by `i`. */
  d?: RealtimeMessage['data'];
}

/** Postgres refuses a NOTIFY payload of 8000 bytes or more (and the transaction with it). */
export const NOTIFY_PAYLOAD_MAX = 7900;

export function notifyPublisher(db: Db): RealtimePublisher {
  return {
    transport: 'sse',
    async publish(userId, messages) {
      if (!messages.length) return;
      // One statement: the messages are kept for replay and announced with their ids, in order.
      const rows = sql.join(
        messages.map((m, n) => sql`(${n}, ${m.event}, ${JSON.stringify(m.data)}::jsonb)`),
        sql`, `,
      );
      await db.execute(sql`with added as (
          insert into realtime_events (user_id, event, data)
          select ${userId}, m.event, m.data from (values ${rows}) as m(n, event, data) order by m.n
          returning id, user_id, event, data
        )
        select pg_notify(${GAMEDASH_EVENTS_CHANNEL}, case
            when octet_length(full_payload) <= ${NOTIFY_PAYLOAD_MAX} then full_payload
            else json_build_object('i', id, 'u', user_id, 'e', event)::text end)
        from (select id, user_id, event,
                json_build_object('i', id, 'u', user_id, 'e', event, 'd', data)::text as full_payload
              from added) as p order by id`);
    },
  };
}

/** One NOTIFY per forum reply ({t: topic id, m: message id}); every process tells that topic's readers. */
export const FORUM_TOPIC_EVENTS_CHANNEL = 'forum_topic_events';

/**
 * Tells the open pages of a topic that it has a new reply. The payload is ids only (the page reads
 * the reply itself, with the reader's rights), so one message serves every reader at no per-reader cost.
 */
export async function announceTopicReply(db: Db, topicId: number, messageId: number): Promise<void> {
  await db.execute(
    sql`select pg_notify(${FORUM_TOPIC_EVENTS_CHANNEL}, ${JSON.stringify({ t: topicId, m: messageId })})`,
  );
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
