// The signed-in player's notifications (spec 1 §7 'GET /me/notification'; issue 19 §3), mounted at
// /me: newest first, keyset-paged with `before`, `unread=1` for the unread ones; POST .../read marks
// the given ids (or all) read and answers the unread count left.
import { Hono } from 'hono';
import { markReadBodySchema, notificationsQuerySchema } from '@/lib/contracts/social';
import { listNotifications, markRead, unreadCount } from '../domain/notifications';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export function notificationsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/notification', requireUser, async (c) => {
    const query = parseQuery(c, notificationsQuerySchema);
    if (!query.ok) return query.response;
    const { before, size, unread } = query.data;
    return ok(c, await listNotifications(db, currentUser(c).id, { before, size, unreadOnly: unread === '1' }));
  });
  app.post('/notification/read', requireUser, async (c) => {
    const body = await parseBody(c, markReadBodySchema);
    if (!body.ok) return body.response;
    const userId = currentUser(c).id;
    const changed = await markRead(db, userId, body.data.ids);
    return ok(c, { changed, unread: await unreadCount(db, userId) });
  });
  return app;
}
