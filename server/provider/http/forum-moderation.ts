// Forum moderation (spec 3 §7 'Moderation'), mounted at /acl:
//   POST /acl/moderations/users {screen_name, action: suspend|restore, days?, reason}  ambassadors and admins
//   POST /acl/moderations/messages/{id} {action: hide|restore, reason}   a topic's moderators
//   POST /acl/moderations/topics/{id} {action: hide|restore|lock|unlock|pin|unpin|move, channel_id?, reason}
//   POST /acl/moderations/messages/{id} {action: keep-hidden}            a post hidden by votes stays hidden
//   GET  /acl/moderations/log?platform=                                  the community's log (its moderators)
//   GET  /acl/moderations/queue?platform=                                posts hidden by votes awaiting review
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { FORUM_MESSAGES } from '@/lib/forums';
import { forumModerationEntrySchema, userModerationEntrySchema } from '@/lib/contracts/forums';
import { resolveForumScope } from '../domain/forum-access';
import { moderatesPlatform } from '../domain/staff';
import { moderateMessage, moderateTopic, moderateUser } from '../domain/forum-moderation';
import { moderationLog, reviewQueue } from '../domain/forum-moderation-reads';
import type { Write } from '../domain/forum-posts';
import { canManagePlatform } from '../domain/platforms';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
const answer = <T>(c: Context, write: Write<T>) => (write.ok ? ok(c, write.data) : fail(c, write.status, write.errors));

export function forumModerationRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/moderations/users', requireUser, async (c) => {
    const body = await parseBody(c, userModerationEntrySchema);
    if (!body.ok) return body.response;
    const result = await moderateUser(db, currentUser(c), body.data);
    if (result.ok)
      c.set('audit', {
        action: `forum.${body.data.action}`,
        targetType: 'user',
        targetId: result.data.user_id,
        platformId: result.platformId ?? null,
        details: { reason: body.data.reason, days: body.data.days ?? null },
      });
    return answer(c, result);
  });
  app.post('/moderations/messages/:id', requireUser, async (c) => {
    const body = await parseBody(c, forumModerationEntrySchema);
    if (!body.ok) return body.response;
    return answer(c, await moderateMessage(db, currentUser(c), idParam(c.req.param('id')), body.data));
  });
  app.post('/moderations/topics/:id', requireUser, async (c) => {
    const body = await parseBody(c, forumModerationEntrySchema);
    if (!body.ok) return body.response;
    return answer(c, await moderateTopic(db, currentUser(c), idParam(c.req.param('id')), body.data));
  });
  /** The community's log and queue are for its owner, its ambassadors and admins. */
  const communityRead = (read: typeof moderationLog | typeof reviewQueue) => async (c: Context<AppEnv>) => {
    const query = parseQuery(c, z.object({ platform: z.string().min(1) }));
    if (!query.ok) return query.response;
    const scope = await resolveForumScope(db, query.data.platform);
    if (!scope) return fail(c, 404, FORUM_MESSAGES.channelNotFound);
    const user = currentUser(c);
    if (!moderatesPlatform(user, scope.platform.id) && !canManagePlatform(user, scope.platform))
      return fail(c, 403, FORUM_MESSAGES.notModerator);
    return ok(c, await read(db, scope));
  };
  app.get('/moderations/log', requireUser, communityRead(moderationLog));
  app.get('/moderations/queue', requireUser, communityRead(reviewQueue));
  return app;
}
