// Relationships (spec 3 §6; issue 19 §1), mounted at /relationships: counts and how the viewer stands
// with a player, the signed-in player's people, follow/unfollow, friend requests (send, accept or
// decline, cancel), unfriend, block/unblock. 401 signed out, 404 unknown user or request, 409 a
// request already waiting or already friends, 403 blocked by the other player, 422 oneself.
import { Hono, type Context } from 'hono';
import { friendRequestBodySchema, friendResponseBodySchema, type Person } from '@/lib/contracts/social';
import {
  block,
  cancelFriendRequest,
  follow,
  respondToFriendRequest,
  sendFriendRequest,
  unblock,
  unfollow,
  unfriend,
  type Outcome,
} from '../domain/friends';
import { myPeople, relationship, socialCounts } from '../domain/relationship-reads';
import { findUserById } from '../domain/users';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps, UserRow } from './types';

const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
export const personOf = (user: UserRow): Person => ({
  id: user.id,
  screen_name: user.screenName,
  avatar_url: user.avatarUrl,
});
const answer = <T>(c: Context, outcome: Outcome<T>, status: 200 | 201 = 200) =>
  outcome.ok ? ok(c, outcome.data, status) : fail(c, outcome.status, outcome.errors);

export function relationshipsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/users/:id', async (c) => {
    const user = await findUserById(db, idParam(c.req.param('id')));
    if (!user) return fail(c, 404, 'User not found!');
    const viewer = c.get('user');
    return ok(c, {
      counts: await socialCounts(db, user.id),
      relationship: viewer && viewer.id !== user.id ? await relationship(db, viewer.id, user.id) : null,
    });
  });
  app.get('/me', requireUser, async (c) => ok(c, await myPeople(db, currentUser(c).id)));

  app.post('/follows/:id', requireUser, async (c) =>
    answer(c, await follow(db, personOf(currentUser(c)), idParam(c.req.param('id')))),
  );
  app.delete('/follows/:id', requireUser, async (c) =>
    answer(c, await unfollow(db, currentUser(c).id, idParam(c.req.param('id')))),
  );

  app.post('/friend-requests', requireUser, async (c) => {
    const body = await parseBody(c, friendRequestBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await sendFriendRequest(db, personOf(currentUser(c)), body.data.user_id), 201);
  });
  app.post('/friend-requests/:id/response', requireUser, async (c) => {
    const body = await parseBody(c, friendResponseBodySchema);
    if (!body.ok) return body.response;
    return answer(
      c,
      await respondToFriendRequest(db, personOf(currentUser(c)), idParam(c.req.param('id')), body.data.action),
    );
  });
  app.delete('/friend-requests/:id', requireUser, async (c) =>
    answer(c, await cancelFriendRequest(db, currentUser(c).id, idParam(c.req.param('id')))),
  );
  app.delete('/friends/:id', requireUser, async (c) =>
    answer(c, await unfriend(db, currentUser(c).id, idParam(c.req.param('id')))),
  );

  app.post('/blocks/:id', requireUser, async (c) =>
    answer(c, await block(db, currentUser(c).id, idParam(c.req.param('id')))),
  );
  app.delete('/blocks/:id', requireUser, async (c) =>
    answer(c, await unblock(db, currentUser(c).id, idParam(c.req.param('id')))),
  );
  return app;
}
