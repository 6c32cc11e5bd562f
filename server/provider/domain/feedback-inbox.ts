// The feedback inbox (issue 21 §2; spec 3 §6 admin.dashboards.feedbacks): send-feedback messages
// and the automatic 'Page not found' reports, grouped by path with counts (a broken link is one row
// with its count), each message new until read and then resolved; a reply goes out by email
// through the outbox (domain/email-outbox.ts).
import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { FeedbackGroup, FeedbackItem, FeedbackState } from '@/lib/contracts/admin';
import type { Db } from '../db/client';
import { feedback, feedbackStates, users } from '../db/schema';
import { escapeHtml, queueEmail } from './email-outbox';

const stateOf = (state: string | null): FeedbackState => (state === 'read' || state === 'resolved' ? state : 'new');
const pathOf = sql<string>`coalesce(${feedback.page}, '')`;

/** One row per (path, subject): how many messages, how many still new, the latest one's time. */
export async function feedbackGroups(db: Db, includeResolved = false): Promise<FeedbackGroup[]> {
  const rows = await db
    .select({
      path: pathOf,
      about: feedback.about,
      count: count(),
      newCount: sql<number>`count(*) filter (where ${feedbackStates.state} is null)`.mapWith(Number),
      lastAt: max(feedback.createdAt),
    })
    .from(feedback)
    .leftJoin(feedbackStates, eq(feedbackStates.feedbackId, feedback.id))
    .where(includeResolved ? undefined : sql`${feedbackStates.state} is distinct from 'resolved'`)
    .groupBy(pathOf, feedback.about)
    .orderBy(desc(max(feedback.createdAt)))
    .limit(200);
  return rows.map((r) => ({
    path: r.path,
    about: r.about,
    count: r.count,
    new_count: r.newCount,
    last_at: (r.lastAt ?? new Date(0)).toISOString(),
  }));
}

/** The messages of one group, newest first. */
export async function feedbackItems(db: Db, path: string, about: string): Promise<FeedbackItem[]> {
  const rows = await db
    .select({ f: feedback, state: feedbackStates.state, sender: users.screenName })
    .from(feedback)
    .leftJoin(feedbackStates, eq(feedbackStates.feedbackId, feedback.id))
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(and(sql`${pathOf} = ${path}`, eq(feedback.about, about)))
    .orderBy(desc(feedback.id))
    .limit(200);
  return rows.map(({ f, state, sender }) => ({
    id: f.id,
    about: f.about,
    message: f.message,
    email: f.email,
    page: f.page,
    sender,
    state: stateOf(state),
    created_at: f.createdAt.toISOString(),
  }));
}

/** Marks one message read or resolved; false when there is no such message. */
export async function setFeedbackState(
  db: Db,
  adminId: number,
  feedbackId: number,
  state: 'read' | 'resolved',
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, feedbackId));
  if (!row) return false;
  await db
    .insert(feedbackStates)
    .values({ feedbackId, state, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({ target: feedbackStates.feedbackId, set: { state, updatedBy: adminId, updatedAt: now } });
  return true;
}

/** Resolves every open message of a group (one broken link reported many times); returns how many. */
export async function resolveFeedbackGroup(db: Db, adminId: number, path: string, about: string, now = new Date()) {
  const open = await db
    .select({ id: feedback.id })
    .from(feedback)
    .leftJoin(feedbackStates, eq(feedbackStates.feedbackId, feedback.id))
    .where(
      and(
        sql`${pathOf} = ${path}`,
        eq(feedback.about, about),
        sql`${feedbackStates.state} is distinct from 'resolved'`,
      ),
    );
  for (const { id } of open) await setFeedbackState(db, adminId, id, 'resolved', now);
  return open.length;
}

export type ReplyResult = { ok: true; email_id: number } | { ok: false; status: 404 | 422; error: string };

/** Emails the sender (the address they gave, else their account's) and marks the message read. */
export async function replyToFeedback(
  db: Db,
  adminId: number,
  feedbackId: number,
  reply: { subject: string; message: string },
): Promise<ReplyResult> {
  const [row] = await db
    .select({ f: feedback, email: users.email })
    .from(feedback)
    .leftJoin(users, and(eq(users.id, feedback.userId), isNull(users.deletedAt)))
    .where(eq(feedback.id, feedbackId));
  if (!row) return { ok: false, status: 404, error: 'There is no such feedback.' };
  const to = row.f.email || row.email;
  if (!to) return { ok: false, status: 422, error: 'The sender left no email address.' };
  const quoted = row.f.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const emailId = await db.transaction(async (tx) => {
    const id = await queueEmail(tx, {
      to,
      toUserId: row.f.userId,
      subject: reply.subject,
      text: `${reply.message}\n\n${quoted}`,
      html: `<p>${escapeHtml(reply.message).replace(/\n/g, '<br>')}</p><blockquote>${escapeHtml(row.f.message)}</blockquote>`,
      kind: 'feedback-reply',
    });
    await tx
      .insert(feedbackStates)
      .values({ feedbackId, state: 'read', updatedBy: adminId })
      .onConflictDoNothing({ target: feedbackStates.feedbackId });
    // Always-sent kind (lib/contracts/email.ts): queueEmail only skips kinds a preference switches off.
    if (id === null) throw new Error('feedback-reply is always sent');
    return id;
  });
  return { ok: true, email_id: emailId };
}
