// Game Dash reads of one person (spec 3 §7): GET /gamedash/{id}/highlights and the built-in SSE
// stream GET /gamedash/{id}/stream (DESIGN.md 'realtime', used when Pusher is not configured).
// Both are the signed-in user's own: {id} is their id or 'me', anyone else's is refused. An open
// forum topic adds ?topic={id}: the stream then also carries that topic's new replies (ids only).
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { HIGHLIGHTS_PAGE_SIZE, brainRoleSchema, gamedashChannel } from '@/lib/contracts/brain';
import { canReadTopic } from '../domain/forum-access';
import { listHighlights } from '../domain/highlights';
import { latestEventId, loadMissedEvents } from '../realtime/replay';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail } from './respond';
import type { AppEnv, Deps } from './types';

/** The kind of the notification__created a resumed stream sends: reload the bell, nothing new known. */
export const NOTIFICATIONS_RESYNC = 'resync';
export const NOT_YOUR_GAMEDASH = 'You can only read your own Game Dash.';
/** Largest page a caller may ask for ('current count plus 10 or 15', spec 3 §7, stays far below). */
export const HIGHLIGHTS_MAX_SIZE = 100;
/** A comment line this often keeps proxies from closing an idle stream. */
export const SSE_KEEPALIVE_MS = 25_000;

const highlightsQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(HIGHLIGHTS_MAX_SIZE).default(HIGHLIGHTS_PAGE_SIZE),
  role: brainRoleSchema.optional(),
});

/** A Last-Event-ID we issued (a realtime_events id), or null for none or anything else. */
function lastEventId(value: string | undefined): number | null {
  return value && /^[0-9]{1,15}$/.test(value) ? Number(value) : null;
}

/** The signed-in user's id when {id} names them, else null. */
function ownId(c: Context<AppEnv>): number | null {
  const user = currentUser(c);
  const id = c.req.param('id');
  return id === 'me' || id === String(user.id) ? user.id : null;
}

/** Mounted at /gamedash (app.ts), so the paths below are relative to it. */
export function gamedashRoutes({ db, realtime }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/:id/highlights', requireUser, async (c) => {
    const userId = ownId(c);
    if (userId === null) return fail(c, 403, NOT_YOUR_GAMEDASH);
    const query = parseQuery(c, highlightsQuery);
    if (!query.ok) return query.response;
    return c.json(await listHighlights(db, userId, query.data));
  });

  app.get('/:id/stream', requireUser, async (c) => {
    const userId = ownId(c);
    if (userId === null) return fail(c, 403, NOT_YOUR_GAMEDASH);
    if (!realtime) return fail(c, 503, 'Live updates are not running.');
    // EventSource sends Last-Event-ID when it reconnects by itself; a page that opens a new stream
    // after an error passes it as ?last_event_id= (a browser cannot set the header).
    const resumeFrom = lastEventId(c.req.header('last-event-id') ?? c.req.query('last_event_id'));
    const topic = c.req.query('topic');
    const asked = topic && /^[1-9][0-9]{0,8}$/.test(topic) ? Number(topic) : null;
    // Only a topic this reader may open: a hidden one's replies are news to its moderators alone.
    // Refused quietly, as the same stream carries the Game Dash.
    const topicId = asked !== null && (await canReadTopic(db, currentUser(c), asked)) ? asked : null;
    c.header('cache-control', 'no-cache, no-transform');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let open = true;
      // Writes are chained so that messages leave in the order they came.
      let writing: Promise<unknown> = stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ channel: gamedashChannel(userId) }),
      });
      const send = (event: string, data: unknown, id?: number) => {
        writing = writing
          .then(() =>
            open
              ? stream.writeSSE({ event, data: JSON.stringify(data), id: id === undefined ? undefined : String(id) })
              : undefined,
          )
          .catch(() => {});
      };
      // Live messages that arrive while the missed ones are read wait, then skip what the replay sent.
      let held: [string, unknown, number | undefined][] | null = resumeFrom === null ? null : [];
      let sentUpTo = resumeFrom === null ? 0 : Math.min(resumeFrom, await latestEventId(db));
      const unsubscribe = realtime.subscribe(userId, (event, data, id) => {
        if (held) held.push([event, data, id]);
        else if (id === undefined || id > sentUpTo) send(event, data, id);
      });
      const unsubscribeTopic = topicId === null ? null : realtime.subscribeTopic(topicId, send);
      if (resumeFrom !== null) {
        try {
          for (const missed of await loadMissedEvents(db, userId, resumeFrom)) {
            send(missed.event, missed.data, missed.id);
            sentUpTo = missed.id;
          }
        } finally {
          for (const [event, data, id] of held ?? []) if (id === undefined || id > sentUpTo) send(event, data, id);
          held = null;
        }
        // New notifications are pushed to many players at once and not kept per player for replay;
        // after a gap the bell reloads its count and list instead (lib/game/live.ts).
        send('notification__created', { kind: NOTIFICATIONS_RESYNC });
      }
      const keepalive = setInterval(() => {
        writing = writing.then(() => (open ? stream.write(': keepalive\n\n') : undefined)).catch(() => {});
      }, SSE_KEEPALIVE_MS);
      // A reader who left while the missed events were read has already aborted: Hono calls only the
      // listeners added before that, so a later one would hold the subscriptions forever.
      await new Promise<void>((resolve) => (stream.aborted ? resolve() : stream.onAbort(resolve)));
      open = false;
      clearInterval(keepalive);
      unsubscribe();
      unsubscribeTopic?.();
    });
  });

  return app;
}
