// The email outbox (DESIGN.md 'email'): every message the product sends is one row written by
// queueEmail, inside the caller's transaction, so a message is queued exactly when its action
// commits. Kept deliberately small: delivery (nodemailer with SMTP_URL, a queued job that sets
// sent_at), preferences, unsubscribe links and React-rendered HTML come with a later issue; until
// then the outbox is what admins and tests read.
import { desc, eq } from 'drizzle-orm';
import { MY_EMAILS_LIMIT, type MyEmails } from '@/lib/contracts/email-outbox';
import type { Db, Tx } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface EmailMessage {
  to: string;
  /** The recipient's account when they have one (preferences, unsubscribe). */
  toUserId?: number | null;
  subject: string;
  text: string;
  html: string;
  /** The message type, e.g. 'challenge-ideas'. */
  kind: string;
}

export async function queueEmail(tx: Db | Tx, message: EmailMessage, now = new Date()): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      toUserId: message.toUserId ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: message.kind,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** Escapes text for the HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The latest messages queued to a user, newest first (GET /me/emails). */
export async function listUserEmails(db: Db, userId: number): Promise<MyEmails> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toUserId, userId))
    .orderBy(desc(emailOutbox.id))
    .limit(MY_EMAILS_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    kind: r.kind,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}
