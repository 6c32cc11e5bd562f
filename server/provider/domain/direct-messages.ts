// Direct messages (spec 3 §6; issue 19 §2): two-person conversations, only between mutual follows or
// friends (canMessage, checked at every send, so an unfollow or a block stops a conversation),
// markdown rendered and sanitised by the one server renderer, read receipts (read_at set when the
// recipient opens the conversation), keyset paging backwards. Messages from players I blocked are
// hidden from me.
import { and, desc, eq, inArray, isNull, like, lt, notInArray, or, sql } from 'drizzle-orm';
import { renderMarkdown } from '@/lib/markdown';
import {
  MESSAGES_PAGE_SIZE,
  SOCIAL_TEXTS,
  type ConversationList,
  type ConversationPage,
  type DirectMessage,
  type Person,
} from '@/lib/contracts/social';
import { href } from '@/lib/routes/table';
import type { Db } from '../db/client';
import { conversations, directMessages, notifications, users } from '../db/schema';
import type { Outcome } from './friends';
import { blockedIds, canMessage } from './relationship-reads';
import { notify } from './notifications';

const refuse = (status: 403 | 404, error: string): Outcome<never> => ({
  ok: false,
  status,
  errors: [{ field: '*', error }],
});
const personColumns = { id: users.id, screen_name: users.screenName, avatar_url: users.avatarUrl };
const EXCERPT = 120;

async function person(db: Db, id: number): Promise<Person | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The conversation with another player, opened when there is none; refused without the right to message. */
export async function openConversation(db: Db, me: number, otherId: number): Promise<Outcome<{ id: number }>> {
  if (!(await person(db, otherId))) return refuse(404, SOCIAL_TEXTS.userNotFound);
  if (!(await canMessage(db, me, otherId))) return refuse(403, SOCIAL_TEXTS.notMutual);
  const [a, b] = me < otherId ? [me, otherId] : [otherId, me];
  const [created] = await db.insert(conversations).values({ userA: a, userB: b }).onConflictDoNothing().returning();
  if (created) return { ok: true, data: { id: created.id } };
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, a), eq(conversations.userB, b)));
  return { ok: true, data: { id: found.id } };
}

async function conversationFor(db: Db, me: number, id: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), or(eq(conversations.userA, me), eq(conversations.userB, me))));
  return row ? { ...row, otherId: row.userA === me ? row.userB : row.userA } : null;
}

export interface Sent {
  message: DirectMessage;
  conversationId: number;
  recipientId: number;
}

export async function sendMessage(
  db: Db,
  me: Person,
  conversationId: number,
  body: string,
  now = new Date(),
): Promise<Outcome<Sent>> {
  const conversation = await conversationFor(db, me.id, conversationId);
  if (!conversation) return refuse(404, SOCIAL_TEXTS.conversationNotFound);
  if (!(await canMessage(db, me.id, conversation.otherId))) return refuse(403, SOCIAL_TEXTS.notMutual);
  const html = renderMarkdown(body);
  const recipient = await person(db, conversation.otherId);
  const row = await db.transaction(async (tx) => {
    // One email per conversation until read: mail only when nothing here waited unread for them.
    const [waiting] = await tx
      .select({ id: directMessages.id })
      .from(directMessages)
      .where(
        and(
          eq(directMessages.conversationId, conversationId),
          eq(directMessages.recipientId, conversation.otherId),
          isNull(directMessages.readAt),
        ),
      )
      .limit(1);
    const [inserted] = await tx
      .insert(directMessages)
      .values({ conversationId, senderId: me.id, recipientId: conversation.otherId, body, html, createdAt: now })
      .returning();
    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
    await notify(
      tx,
      {
        kind: 'message',
        to: [conversation.otherId],
        actorId: me.id,
        text: `@${me.screen_name} sent you a message.`,
        href: href('dashboard.messages.thread', {
          platformSlug: recipient?.screen_name ?? me.screen_name,
          context: 'conversation',
          id: conversationId,
        }),
        email: !waiting,
      },
      now,
    );
    return inserted;
  });
  return {
    ok: true,
    data: {
      conversationId,
      recipientId: conversation.otherId,
      message: {
        id: row.id,
        from_me: true,
        sender: me,
        html: row.html,
        created_at: row.createdAt.toISOString(),
        read_at: null,
      },
    },
  };
}

const excerptOf = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);

/** My conversations, latest first, with unread counts; those with players I blocked are left out. */
export async function listConversations(db: Db, me: number): Promise<ConversationList> {
  const hidden = await blockedIds(db, me);
  const other = sql<number>`case when ${conversations.userA} = ${me} then ${conversations.userB} else ${conversations.userA} end`;
  const rows = await db
    .select({
      id: conversations.id,
      otherId: other.mapWith(Number),
      // Written out: drizzle leaves a one-table select's columns unqualified, so "id" would bind inside.
      unread:
        sql<number>`(select count(*) from direct_messages dm where dm.conversation_id = "conversations"."id" and dm.recipient_id = ${me} and dm.read_at is null)`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .where(
      and(
        or(eq(conversations.userA, me), eq(conversations.userB, me)),
        hidden.length ? notInArray(other, hidden) : undefined,
        sql`exists (select 1 from ${directMessages} where ${directMessages.conversationId} = ${conversations.id})`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(100);
  const ids = rows.map((r) => r.id);
  const people = rows.length
    ? await db
        .select(personColumns)
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.otherId),
          ),
        )
    : [];
  const lasts = ids.length
    ? await db
        .selectDistinctOn([directMessages.conversationId], {
          conversationId: directMessages.conversationId,
          body: directMessages.body,
          senderId: directMessages.senderId,
          createdAt: directMessages.createdAt,
        })
        .from(directMessages)
        .where(inArray(directMessages.conversationId, ids))
        .orderBy(directMessages.conversationId, desc(directMessages.id))
    : [];
  const byPerson = new Map(people.map((p) => [p.id, p]));
  const byConversation = new Map(lasts.map((l) => [l.conversationId, l]));
  const list = rows.map((r) => {
    const last = byConversation.get(r.id);
    return {
      id: r.id,
      with: byPerson.get(r.otherId)!,
      last_message: last
        ? { excerpt: excerptOf(last.body), from_me: last.senderId === me, created_at: last.createdAt.toISOString() }
        : null,
      unread: r.unread,
    };
  });
  return { conversations: list, unread: list.reduce((n, c) => n + c.unread, 0) };
}

/**
 * One page of a conversation, oldest first; `before` pages back. Opening it is reading it: the
 * messages sent to me get their read receipt.
 */
export async function conversationPage(
  db: Db,
  me: number,
  id: number,
  before?: number,
  { markRead = true, now = new Date() }: { markRead?: boolean; now?: Date } = {},
): Promise<Outcome<ConversationPage>> {
  const conversation = await conversationFor(db, me, id);
  if (!conversation) return refuse(404, SOCIAL_TEXTS.conversationNotFound);
  const other = await person(db, conversation.otherId);
  if (!other) return refuse(404, SOCIAL_TEXTS.conversationNotFound);
  const hidden = (await blockedIds(db, me)).includes(other.id);
  if (markRead) {
    await db
      .update(directMessages)
      .set({ readAt: now })
      .where(
        and(eq(directMessages.conversationId, id), eq(directMessages.recipientId, me), isNull(directMessages.readAt)),
      );
    // The bell's "sent you a message" entries for this conversation are read with it.
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, me),
          eq(notifications.kind, 'message'),
          isNull(notifications.readAt),
          like(notifications.href, `%/messages/conversation/${id}`),
        ),
      );
  }
  const rows = await db
    .select()
    .from(directMessages)
    .where(
      and(
        eq(directMessages.conversationId, id),
        before ? lt(directMessages.id, before) : undefined,
        hidden ? eq(directMessages.senderId, me) : undefined,
      ),
    )
    .orderBy(desc(directMessages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const mine = await person(db, me);
  return {
    ok: true,
    data: {
      id,
      with: other,
      can_message: await canMessage(db, me, other.id),
      older: rows.length > MESSAGES_PAGE_SIZE,
      messages: page.map((m) => ({
        id: m.id,
        from_me: m.senderId === me,
        sender: m.senderId === me ? mine! : other,
        html: m.html,
        created_at: m.createdAt.toISOString(),
        read_at: m.readAt?.toISOString() ?? null,
      })),
    },
  };
}
