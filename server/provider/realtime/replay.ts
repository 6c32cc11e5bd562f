// Replay for the built-in SSE transport (issue 24 §3): every message sent is kept in
// realtime_events for a few minutes (publishers.ts), and a browser that reconnects with
// Last-Event-ID (a dropped connection, a provider process restarted mid-stream) is sent what it
// missed before the live messages go on.
import { and, asc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeEvents } from '../db/schema';

/** A browser reconnecting later than this has missed too much to replay; it reloads its numbers. */
export const REPLAY_WINDOW_MS = 10 * 60 * 1000;
/** At most this many missed messages are replayed on one reconnect. */
export const REPLAY_MAX = 500;

/** The messages of one user after `afterId` (its Last-Event-ID) within the replay window, oldest first. */
export async function loadMissedEvents(db: Db, userId: number, afterId: number, now = new Date()) {
  return db
    .select({ id: realtimeEvents.id, event: realtimeEvents.event, data: realtimeEvents.data })
    .from(realtimeEvents)
    .where(
      and(
        eq(realtimeEvents.userId, userId),
        gt(realtimeEvents.id, afterId),
        gt(realtimeEvents.createdAt, new Date(now.getTime() - REPLAY_WINDOW_MS)),
      ),
    )
    .orderBy(asc(realtimeEvents.id))
    .limit(REPLAY_MAX);
}

/** Forgets kept messages past the replay window. */
export async function pruneRealtimeEvents(db: Db, now = new Date()): Promise<void> {
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, new Date(now.getTime() - REPLAY_WINDOW_MS)));
}

/**
 * The newest id ever issued. A Last-Event-ID above it is not one we sent (a stale or made-up
 * header): resuming from it would hold back this stream's next live messages, so it is clamped.
 */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
  return Number(row?.id ?? 0);
}

/** One kept message, for a listener whose NOTIFY came without its data (publishers.ts). */
export async function keptEvent(db: Db, id: number) {
  const [row] = await db.select({ data: realtimeEvents.data }).from(realtimeEvents).where(eq(realtimeEvents.id, id));
  return row ?? null;
}
