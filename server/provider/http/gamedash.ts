// Game Dash reads of one person (spec 3 §7): GET /gamedash/{id}/highlights and the built-in SSE
// stream GET /gamedash/{id}/stream (DESIGN.md 'realtime', used when Pusher is not configured).
// Both are the signed-in user's own: {id} is their id or 'me', anyone else's is refused.
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { HIGHLIGHTS_PAGE_SIZE, brainRoleSchema, gamedashChannel } from '@/lib/contracts/brain';
import { listHighlights } from '../domain/highlights';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail } from './respond';
import type { AppEnv, Deps } from './types';

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

  app.get('/:id/stream', requireUser, (c) => {
    const userId = ownId(c);
    if (userId === null) return fail(c, 403, NOT_YOUR_GAMEDASH);
    if (!realtime) return fail(c, 503, 'Live updates are not running.');
    c.header('cache-control', 'no-cache, no-transform');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let open = true;
      // Writes are chained so that messages leave in the order they came.
      let writing: Promise<unknown> = stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ channel: gamedashChannel(userId) }),
      });
      const unsubscribe = realtime.subscribe(userId, (event, data) => {
        writing = writing
          .then(() => (open ? stream.writeSSE({ event, data: JSON.stringify(data) }) : undefined))
          .catch(() => {});
      });
      const keepalive = setInterval(() => {
        writing = writing.then(() => (open ? stream.write(': keepalive\n\n') : undefined)).catch(() => {});
      }, SSE_KEEPALIVE_MS);
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      open = false;
      clearInterval(keepalive);
      unsubscribe();
    });
  });

  return app;
}
