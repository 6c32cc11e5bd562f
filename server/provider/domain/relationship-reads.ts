// Who stands where with whom (spec 3 §6; issue 19 §1): the checks that follows, friendships and
// blocks answer (areFriends and friendIds are what teams and idea logs build on; canMessage is the
// direct-message rule), a pair's relationship, a player's counts and the friends-followers lists.
// The changes to them are in friends.ts.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  FRIEND_REQUEST_EXPIRY_DAYS,
  PEOPLE_LIST_LIMIT,
  type FriendRequest,
  type MyPeople,
  type Relationship,
  type SocialCounts,
} from '@/lib/contracts/social';
import type { Db, Tx } from '../db/client';
import { blocks, follows, friendRequests, friendships, users } from '../db/schema';

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

export const expiryCutoff = (now: Date) => new Date(now.getTime() - FRIEND_REQUEST_EXPIRY_DAYS * DAY_MS);

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
