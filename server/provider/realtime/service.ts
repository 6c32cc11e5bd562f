// Starts realtime in a provider process: LISTEN for ledger inserts (the trigger of migration 0019),
// deliver them through the configured transport, and feed this process's SSE subscribers.
import { z } from 'zod';
import { REALTIME_EVENTS } from '@/lib/contracts/brain';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { deliverRange, pruneClaims } from './deliver';
import { RealtimeHub } from './hub';
import { GAMEDASH_EVENTS_CHANNEL, notifyPublisher, pusherPublisher, type RealtimePublisher } from './publishers';

export const POINT_EVENTS_CHANNEL = 'point_events';
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const rangeSchema = z.object({ from: z.coerce.number().int(), to: z.coerce.number().int() });
const fanoutSchema = z.object({ u: z.number().int(), e: z.enum(REALTIME_EVENTS), d: z.unknown() });

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
  const stopFanout = await database.listen(GAMEDASH_EVENTS_CHANNEL, (payload) => {
    const message = fanoutSchema.safeParse(safeJson(payload));
    if (message.success) hub.deliver(message.data.u, message.data.e, message.data.d);
  });
  const prune = setInterval(() => {
    pruneClaims(database.db).catch(() => {});
  }, PRUNE_EVERY_MS);
  prune.unref();
  return {
    hub,
    transport: publisher.transport,
    async settled() {
      // A delivery may queue further work (its own NOTIFYs); wait until the chain stops growing.
      let seen: Promise<unknown> | null = null;
      while (seen !== chain) {
        seen = chain;
        await chain;
      }
    },
    async stop() {
      clearInterval(prune);
      await stopLedger();
      await stopFanout();
      await chain;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
