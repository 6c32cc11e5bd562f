// Relationships (spec 3 §6, §4; issue 19 §1): follow and unfollow, friend requests (send, accept,
// decline, cancel; pending ones expire after 30 days by the queued job), friendships kept in both
// directions, and blocks. areFriends and friendIds are what teams and idea logs build on.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  FRIEND_REQUEST_EXPIRY_DAYS,
  PEOPLE_LIST_LIMIT,
  SOCIAL_TEXTS,
  type FriendRequest,
  type MyPeople,
  type Person,
  type Relationship,
  type SocialCounts,
} from '@/lib/contracts/social';
import type { FieldError } from '@/lib/contracts/errors';
import { href } from '@/lib/routes/table';
import type { Db, Tx } from '../db/client';
import { blocks, follows, friendRequests, friendships, users } from '../db/schema';
import { notify } from './notifications';

export type Outcome<T> = { ok: true; data: T } | { ok: false; status: 403 | 404 | 409 | 422; errors: FieldError[] };
const refuse = (status: 403 | 404 | 409 | 422, error: string): Outcome<never> => ({
  ok: false,
  status,
  errors: [{ field: '*', error }],
});

const DAY_MS = 86_400_000;
export const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + FRIEND_REQUEST_EXPIRY_DAYS * DAY_MS);

export async function areFriends(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .limit(1);
  return Boolean(row);
}

export async function friendIds(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: friendships.friendId }).from(friendships).where(eq(friendships.userId, userId));
  return rows.map((r) => r.id);
}

export async function isFollowing(db: Db | Tx, follower: number, followee: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, follower), eq(follows.followeeId, followee)))
    .limit(1);
  return Boolean(row);
}

/** Has `blocker` blocked `blocked`? */
export async function hasBlocked(db: Db | Tx, blocker: number, blocked: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blocker), eq(blocks.blockedId, blocked)))
    .limit(1);
  return Boolean(row);
}

/** Users `userId` has blocked (their messages and mentions are hidden from `userId`). */
export async function blockedIds(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, userId));
  return rows.map((r) => r.id);
}

/** Spec 3 §6: direct messages need a mutual follow or a friendship, and no block either way. */
export async function canMessage(db: Db | Tx, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  if ((await hasBlocked(db, a, b)) || (await hasBlocked(db, b, a))) return false;
  if (await areFriends(db, a, b)) return true;
  return (await isFollowing(db, a, b)) && (await isFollowing(db, b, a));
}

async function person(db: Db | Tx, id: number): Promise<Person | null> {
  const [row] = await db
    .select({ id: users.id, screen_name: users.screenName, avatar_url: users.avatarUrl })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

async function target(db: Db | Tx, me: number, other: number): Promise<Outcome<Person>> {
  if (me === other) return refuse(422, SOCIAL_TEXTS.self);
  const found = await person(db, other);
  return found ? { ok: true, data: found } : refuse(404, SOCIAL_TEXTS.userNotFound);
}

export async function follow(db: Db, me: Person, otherId: number, now = new Date()): Promise<Outcome<Relationship>> {
  const other = await target(db, me.id, otherId);
  if (!other.ok) return other;
  if (await hasBlocked(db, otherId, me.id)) return refuse(403, SOCIAL_TEXTS.blocked);
  if (await hasBlocked(db, me.id, otherId)) return refuse(409, SOCIAL_TEXTS.unblockFirst);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(follows)
      .values({ followerId: me.id, followeeId: otherId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: follows.followerId });
    if (added.length)
      await notify(tx, {
        kind: 'follow',
        to: [otherId],
        actorId: me.id,
        text: `@${me.screen_name} started following you.`,
        href: href('home.user', { platformSlug: me.screen_name }),
      });
  });
  return { ok: true, data: await relationship(db, me.id, otherId) };
}

export async function unfollow(db: Db, me: number, otherId: number): Promise<Outcome<Relationship>> {
  const other = await target(db, me, otherId);
  if (!other.ok) return other;
  await db.delete(follows).where(and(eq(follows.followerId, me), eq(follows.followeeId, otherId)));
  return { ok: true, data: await relationship(db, me, otherId) };
}

async function befriend(tx: Tx, a: number, b: number, now: Date) {
  await tx
    .insert(friendships)
    .values([
      { userId: a, friendId: b, createdAt: now },
      { userId: b, friendId: a, createdAt: now },
    ])
    .onConflictDoNothing();
}

async function pendingBetween(db: Db | Tx, from: number, to: number) {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(
      and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to), eq(friendRequests.status, 'pending')),
    );
  return row ?? null;
}

/**
 * Sends a friend request. When the other player already asked us, that request is accepted instead:
 * two people asking each other are friends.
 */
export async function sendFriendRequest(
  db: Db,
  me: Person,
  otherId: number,
  now = new Date(),
): Promise<Outcome<Relationship>> {
  const other = await target(db, me.id, otherId);
  if (!other.ok) return other;
  if (await hasBlocked(db, otherId, me.id)) return refuse(403, SOCIAL_TEXTS.blocked);
  if (await hasBlocked(db, me.id, otherId)) return refuse(409, SOCIAL_TEXTS.unblockFirst);
  if (await areFriends(db, me.id, otherId)) return refuse(409, SOCIAL_TEXTS.alreadyFriends);
  const theirs = await pendingBetween(db, otherId, me.id);
  if (theirs) return respondToFriendRequest(db, me, theirs.id, 'accept', now);
  if (await pendingBetween(db, me.id, otherId)) return refuse(409, SOCIAL_TEXTS.requestPending);
  await db.transaction(async (tx) => {
    await tx.insert(friendRequests).values({ fromUserId: me.id, toUserId: otherId, createdAt: now });
    await notify(tx, {
      kind: 'friend-request',
      to: [otherId],
      actorId: me.id,
      text: `@${me.screen_name} sent you a friend request.`,
      href: href('dashboard.friends-followers', { platformSlug: other.data.screen_name }),
    });
  });
  return { ok: true, data: await relationship(db, me.id, otherId) };
}

/** Accept or decline a request sent to me. */
export async function respondToFriendRequest(
  db: Db,
  me: Person,
  requestId: number,
  action: 'accept' | 'decline',
  now = new Date(),
): Promise<Outcome<Relationship>> {
  const done = await db.transaction(async (tx) => {
    const [request] = await tx
      .update(friendRequests)
      .set({ status: action === 'accept' ? 'accepted' : 'declined', respondedAt: now })
      .where(
        and(
          eq(friendRequests.id, requestId),
          eq(friendRequests.toUserId, me.id),
          eq(friendRequests.status, 'pending'),
          sql`${friendRequests.createdAt} > ${expiryCutoff(now).toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!request) return null;
    if (action === 'accept') {
      await befriend(tx, me.id, request.fromUserId, now);
      const sender = await person(tx, request.fromUserId);
      await notify(tx, {
        kind: 'friend-accepted',
        to: [request.fromUserId],
        actorId: me.id,
        text: `@${me.screen_name} accepted your friend request.`,
        href: href('dashboard.friends-followers', { platformSlug: sender?.screen_name ?? me.screen_name }),
      });
    }
    return request;
  });
  if (!done) return refuse(404, SOCIAL_TEXTS.requestNotFound);
  return { ok: true, data: await relationship(db, me.id, done.fromUserId) };
}

/** Cancel a request I sent. */
export async function cancelFriendRequest(
  db: Db,
  me: number,
  requestId: number,
  now = new Date(),
): Promise<Outcome<Relationship>> {
  const [request] = await db
    .update(friendRequests)
    .set({ status: 'cancelled', respondedAt: now })
    .where(
      and(eq(friendRequests.id, requestId), eq(friendRequests.fromUserId, me), eq(friendRequests.status, 'pending')),
    )
    .returning();
  if (!request) return refuse(404, SOCIAL_TEXTS.requestNotFound);
  return { ok: true, data: await relationship(db, me, request.toUserId) };
}

export async function unfriend(db: Db, me: number, otherId: number): Promise<Outcome<Relationship>> {
  const other = await target(db, me, otherId);
  if (!other.ok) return other;
  await db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, me), eq(friendships.friendId, otherId)),
        and(eq(friendships.userId, otherId), eq(friendships.friendId, me)),
      ),
    );
  return { ok: true, data: await relationship(db, me, otherId) };
}

/** Blocking also ends the follow both ways, the friendship and any pending request between the two. */
export async function block(db: Db, me: number, otherId: number, now = new Date()): Promise<Outcome<Relationship>> {
  const other = await target(db, me, otherId);
  if (!other.ok) return other;
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: me, blockedId: otherId, createdAt: now }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, me), eq(follows.followeeId, otherId)),
          and(eq(follows.followerId, otherId), eq(follows.followeeId, me)),
        ),
      );
    await tx
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, me), eq(friendships.friendId, otherId)),
          and(eq(friendships.userId, otherId), eq(friendships.friendId, me)),
        ),
      );
    await tx
      .update(friendRequests)
      .set({ status: 'cancelled', respondedAt: now })
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          or(
            and(eq(friendRequests.fromUserId, me), eq(friendRequests.toUserId, otherId)),
            and(eq(friendRequests.fromUserId, otherId), eq(friendRequests.toUserId, me)),
          ),
        ),
      );
  });
  return { ok: true, data: await relationship(db, me, otherId) };
}

export async function unblock(db: Db, me: number, otherId: number): Promise<Outcome<Relationship>> {
  const other = await target(db, me, otherId);
  if (!other.ok) return other;
  await db.delete(blocks).where(and(eq(blocks.blockerId, me), eq(blocks.blockedId, otherId)));
  return { ok: true, data: await relationship(db, me, otherId) };
}

export const expiryCutoff = (now: Date) => new Date(now.getTime() - FRIEND_REQUEST_EXPIRY_DAYS * DAY_MS);

/** The queued job (server/provider/jobs): pending requests 30 days old or more become expired. */
export async function expireFriendRequests(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(friendRequests)
    .set({ status: 'expired', respondedAt: now })
    .where(and(eq(friendRequests.status, 'pending'), lte(friendRequests.createdAt, expiryCutoff(now))))
    .returning({ id: friendRequests.id });
  return expired.length;
}

export async function relationship(db: Db | Tx, me: number, otherId: number, now = new Date()): Promise<Relationship> {
  const [following, followedBy, friends, blocked, blockedMe] = await Promise.all([
    isFollowing(db, me, otherId),
    isFollowing(db, otherId, me),
    areFriends(db, me, otherId),
    hasBlocked(db, me, otherId),
    hasBlocked(db, otherId, me),
  ]);
  const [pending] = await db
    .select({ id: friendRequests.id, from: friendRequests.fromUserId })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.status, 'pending'),
        sql`${friendRequests.createdAt} > ${expiryCutoff(now).toISOString()}::timestamptz`,
        or(
          and(eq(friendRequests.fromUserId, me), eq(friendRequests.toUserId, otherId)),
          and(eq(friendRequests.fromUserId, otherId), eq(friendRequests.toUserId, me)),
        ),
      ),
    )
    .limit(1);
  return {
    following,
    followed_by: followedBy,
    friends,
    request: pending ? { id: pending.id, direction: pending.from === me ? 'out' : 'in' } : null,
    blocked,
    can_message: !blocked && !blockedMe && (friends || (following && followedBy)),
  };
}

export async function socialCounts(db: Db, userId: number): Promise<SocialCounts> {
  const [row] = await db
    .execute(
      sql`
    select
      (select count(*) from ${follows} where ${follows.followeeId} = ${userId})::int as followers,
      (select count(*) from ${follows} where ${follows.followerId} = ${userId})::int as following,
      (select count(*) from ${friendships} where ${friendships.userId} = ${userId})::int as friends`,
    )
    .then((r) => (r as unknown as { rows: SocialCounts[] }).rows);
  return { followers: Number(row.followers), following: Number(row.following), friends: Number(row.friends) };
}

const personColumns = { id: users.id, screen_name: users.screenName, avatar_url: users.avatarUrl };

async function requestsOf(db: Db, column: 'in' | 'out', me: number, now: Date): Promise<FriendRequest[]> {
  const rows = await db
    .select({
      id: friendRequests.id,
      from: friendRequests.fromUserId,
      to: friendRequests.toUserId,
      createdAt: friendRequests.createdAt,
    })
    .from(friendRequests)
    .where(
      and(
        eq(column === 'in' ? friendRequests.toUserId : friendRequests.fromUserId, me),
        eq(friendRequests.status, 'pending'),
        sql`${friendRequests.createdAt} > ${expiryCutoff(now).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(friendRequests.createdAt))
    .limit(PEOPLE_LIST_LIMIT);
  const ids = [...new Set(rows.flatMap((r) => [r.from, r.to]))];
  const people = ids.length ? await db.select(personColumns).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    from: byId.get(r.from)!,
    to: byId.get(r.to)!,
    created_at: r.createdAt.toISOString(),
    expires_at: expiresAt(r.createdAt).toISOString(),
  }));
}

/** The friends-followers page: both lists, friends, requests in and out, and whom I blocked. */
export async function myPeople(db: Db, me: number, now = new Date()): Promise<MyPeople> {
  const list = (
    join: ReturnType<typeof eq>,
    where: ReturnType<typeof eq>,
    table: typeof follows | typeof friendships | typeof blocks,
  ) =>
    db
      .select(personColumns)
      .from(table)
      .innerJoin(users, join)
      .where(where)
      .orderBy(asc(users.screenName))
      .limit(PEOPLE_LIST_LIMIT);
  const [followers, following, friends, blocked, requestsIn, requestsOut] = await Promise.all([
    list(eq(users.id, follows.followerId), eq(follows.followeeId, me), follows),
    list(eq(users.id, follows.followeeId), eq(follows.followerId, me), follows),
    list(eq(users.id, friendships.friendId), eq(friendships.userId, me), friendships),
    list(eq(users.id, blocks.blockedId), eq(blocks.blockerId, me), blocks),
    requestsOf(db, 'in', me, now),
    requestsOf(db, 'out', me, now),
  ]);
  return { followers, following, friends, requests_in: requestsIn, requests_out: requestsOut, blocked };
}
