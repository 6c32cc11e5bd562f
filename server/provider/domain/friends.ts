// Relationships (spec 3 §6, §4; issue 19 §1): follow and unfollow, friend requests (send, accept,
// decline, cancel; pending ones expire after 30 days by the queued job), friendships kept in both
// directions, and blocks. Each change answers with the pair's relationship (relationship-reads.ts).
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { SOCIAL_TEXTS, type Person, type Relationship } from '@/lib/contracts/social';
import type { FieldError } from '@/lib/contracts/errors';
import { href } from '@/lib/routes/table';
import type { Db, Tx } from '../db/client';
import { blocks, follows, friendRequests, friendships, users } from '../db/schema';
import { notify } from './notifications';
import { areFriends, expiryCutoff, hasBlocked, relationship } from './relationship-reads';

export type Outcome<T> = { ok: true; data: T } | { ok: false; status: 403 | 404 | 409 | 422; errors: FieldError[] };
const refuse = (status: 403 | 404 | 409 | 422, error: string): Outcome<never> => ({
  ok: false,
  status,
  errors: [{ field: '*', error }],
});

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

/** The queued job (server/provider/jobs): pending requests 30 days old or more become expired. */
export async function expireFriendRequests(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(friendRequests)
    .set({ status: 'expired', respondedAt: now })
    .where(and(eq(friendRequests.status, 'pending'), lte(friendRequests.createdAt, expiryCutoff(now))))
    .returning({ id: friendRequests.id });
  return expired.length;
}
