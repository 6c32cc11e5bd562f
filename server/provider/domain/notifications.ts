// Notifications (issue 19 §3): one table fed by every event that matters to a player. notify() takes
// the caller's transaction, so a notification exists exactly when its action commits, and writes an
// event's rows in ONE statement whatever the audience (a list of users, or every follower of a
// user): no query per recipient. Recipients who blocked the actor, and the actor, are left out.
//
// The same statement also
// - queues the event's email for the social kinds (follow, friend request, message, mention, forum
//   reply; issue 19 §4) to every recipient whose 'email_social' preference is on: one body rendered
//   from React per event, one INSERT ... SELECT into the outbox joined to the recipients' rows, so
//   a forum reply to a busy topic costs what a single follow does;
// - tells the realtime service (NOTIFY on NOTIFICATION_EVENTS_CHANNEL, delivered by Postgres only
//   when the transaction commits, dropped on rollback) who got a notification, in chunks of ids
//   under the 8,000-byte payload limit, so the bell updates live (realtime/service.ts).
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { preferenceOfKind } from '@/lib/contracts/email';
import { EMAIL_PREFERENCES } from '@/lib/contracts/preferences';
import type { NotificationKind, NotificationList } from '@/lib/contracts/social';
import type { Db, Tx } from '../db/client';
import { blocks, emailOutbox, follows, notifications, users } from '../db/schema';
import { socialEmail, type SocialEmailKind } from '../email/templates/social';

export interface NotificationEvent {
  kind: NotificationKind;
  /** User ids, or every follower of a user. */
  to: number[] | { followersOf: number };
  actorId: number | null;
  text: string;
  href: string;
  /**
   * Whether a social kind also emails (default true). A direct message mails only when the
   * conversation had nothing unread for the recipient: one email per conversation until read.
   */
  email?: boolean;
}

/** The notification kinds that also email, and their email kind (lib/contracts/email.ts). */
export const EMAILED_KINDS: Partial<Record<NotificationKind, SocialEmailKind>> = {
  follow: 'follow',
  'friend-request': 'friend-request',
  message: 'message',
  mention: 'mention',
  'forum-reply': 'forum-reply',
};

/** Postgres NOTIFY channel of new notifications: {k: kind, n: first id, us: user ids}. */
export const NOTIFICATION_EVENTS_CHANNEL = 'notification_events';
/** Recipients per NOTIFY: 500 ids of up to 10 digits stay well under the 8,000-byte payload limit. */
export const NOTIFICATION_PUSH_CHUNK = 500;

/** The SQL test of a recipient's email preference (u = users), with the default a new account has. */
function acceptsSql(kind: SocialEmailKind) {
  const pref = preferenceOfKind(kind)!;
  const initial = EMAIL_PREFERENCES.find((p) => p.key === pref)!.initial;
  return sql`case jsonb_typeof(u.preferences -> ${pref}) when 'boolean' then (u.preferences ->> ${pref})::boolean else ${initial} end`;
}

export interface NotifyResult {
  /** Notifications written. */
  written: number;
  /** Emails queued. */
  mailed: number;
}

/** Writes the event's rows, its emails and its live push; one statement. Returns how many rows. */
export async function notify(tx: Db | Tx, event: NotificationEvent, now = new Date()): Promise<number> {
  return (await notifyWithEmail(tx, event, now)).written;
}

export async function notifyWithEmail(tx: Db | Tx, event: NotificationEvent, now = new Date()): Promise<NotifyResult> {
  const recipients = Array.isArray(event.to)
    ? event.to.length
      ? sql`select distinct r as user_id from unnest(array[${sql.join(
          event.to.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) as r`
      : null
    : sql`select ${follows.followerId} as user_id from ${follows} where ${follows.followeeId} = ${event.to.followersOf}`;
  if (!recipients) return { written: 0, mailed: 0 };
  const actor = event.actorId;
  const at = sql`${now.toISOString()}::timestamptz`;
  const emailKind = event.email === false ? undefined : EMAILED_KINDS[event.kind];
  const mail = emailKind
    ? (() => {
        const content = socialEmail(emailKind, event.text, event.href);
        return sql`insert into ${emailOutbox} (to_address, to_user_id, subject, text, html, kind, created_at)
          select u.email, u.id, ${content.subject}, ${content.text}, ${content.html}, ${emailKind}, ${at}
          from ins join ${users} u on u.id = ins.user_id
          where u.deleted_at is null and ${acceptsSql(emailKind)}
          returning id`;
      })()
    : sql`select null::int as id where false`;
  const result = await tx.execute(sql`
    with ins as (
      insert into ${notifications} (user_id, kind, actor_id, text, href, created_at)
      select rcpt.user_id, ${event.kind}, ${actor}::int, ${event.text}, ${event.href}, ${at}
      from (${recipients}) as rcpt
      where ${actor === null ? sql`true` : sql`rcpt.user_id <> ${actor} and not exists (select 1 from ${blocks} where ${blocks.blockerId} = rcpt.user_id and ${blocks.blockedId} = ${actor})`}
      returning id, user_id
    ),
    mail as (${mail}),
    pushed as (
      select pg_notify(${NOTIFICATION_EVENTS_CHANNEL}, json_build_object('k', ${event.kind}::text, 'n', min(id), 'us', json_agg(user_id))::text) is not null as sent
      from (select id, user_id, (row_number() over (order by id) - 1) / ${NOTIFICATION_PUSH_CHUNK} as chunk from ins) as c
      group by chunk
    )
    select (select count(*) from ins)::int as written, (select count(*) from mail)::int as mailed,
      (select count(*) from pushed where sent)::int as pushes`);
  const [row] = (result as unknown as { rows: { written: number | string; mailed: number | string }[] }).rows;
  return { written: Number(row?.written ?? 0), mailed: Number(row?.mailed ?? 0) };
}

/** The bell's list and the notifications page: newest first, keyset-paged by id. */
export async function listNotifications(
  db: Db,
  userId: number,
  options: { before?: number; size: number; unreadOnly?: boolean },
): Promise<NotificationList> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      text: notifications.text,
      href: notifications.href,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      actorId: users.id,
      actorName: users.screenName,
      actorAvatar: users.avatarUrl,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        eq(notifications.userId, userId),
        options.before ? lt(notifications.id, options.before) : undefined,
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.size + 1);
  const page = rows.slice(0, options.size);
  return {
    notifications: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      actor: r.actorId === null ? null : { id: r.actorId, screen_name: r.actorName!, avatar_url: r.actorAvatar },
      text: r.text,
      href: r.href,
      created_at: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    unread: await unreadCount(db, userId),
    next_before: rows.length > options.size ? page[page.length - 1].id : null,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the given notifications (or all) read; returns how many changed. */
export async function markRead(db: Db, userId: number, ids?: number[], now = new Date()): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids.length ? ids : [0]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
