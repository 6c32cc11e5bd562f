// The email outbox (DESIGN.md 'email'; issue 19 §4): every message the product sends is one row
// written by queueEmail, inside the caller's transaction, so a message is queued exactly when its
// action commits. Preferences are honoured here, once for every sender: a kind whose preference
// the recipient switched off (/my-account/email-preferences) is not queued at all; account and
// security mail (password reset) always is. Delivery is the deliver-email job (email/deliver.ts);
// the layout, unsubscribe link and headers are added when a message is composed (email/compose.tsx).
import { desc, eq } from 'drizzle-orm';
import { MY_EMAILS_LIMIT, type MyEmails } from '@/lib/contracts/email-outbox';
import { preferenceOfKind, type EmailKind } from '@/lib/contracts/email';
import { readAccountPreferences } from '@/lib/contracts/preferences';
import type { Db, Tx } from '../db/client';
import { emailOutbox, users } from '../db/schema';

export interface EmailMessage {
  to: string;
  /** The recipient's account when they have one (preferences, unsubscribe). */
  toUserId?: number | null;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML body (rendered from React by email/render.tsx, or escaped text); the layout comes later. */
  html: string;
  /** The message type (lib/contracts/email.ts): decides the preference that can switch it off. */
  kind: EmailKind;
}

/** Does this recipient accept this kind of email? Callers that already hold the bag pass it. */
export async function acceptsEmail(
  tx: Db | Tx,
  userId: number | null | undefined,
  kind: EmailKind,
  bag?: Record<string, unknown>,
): Promise<boolean> {
  const pref = preferenceOfKind(kind);
  if (pref === null || !userId) return true;
  let preferences = bag;
  if (!preferences) {
    const [row] = await tx.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) return false;
    preferences = row.preferences;
  }
  return readAccountPreferences(preferences).email[pref];
}

/**
 * Queues a message, or returns null when the recipient switched this kind of email off.
 * `preferences` skips the look-up when the caller has the recipient's bag (the digest).
 */
export async function queueEmail(
  tx: Db | Tx,
  message: EmailMessage,
  now = new Date(),
  preferences?: Record<string, unknown>,
): Promise<number | null> {
  if (!(await acceptsEmail(tx, message.toUserId, message.kind, preferences))) return null;
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

/**
 * Queues many messages in one statement (the digest's batches), honouring each recipient's
 * preferences from the bag the caller read with them. Returns the queued ids by recipient.
 */
export async function queueEmails(
  tx: Db | Tx,
  messages: (EmailMessage & { toUserId: number; preferences: Record<string, unknown> })[],
  now = new Date(),
): Promise<Map<number, number>> {
  const accepted: EmailMessage[] = [];
  for (const m of messages) if (await acceptsEmail(tx, m.toUserId, m.kind, m.preferences)) accepted.push(m);
  if (!accepted.length) return new Map();
  const inserted = await tx
    .insert(emailOutbox)
    .values(
      accepted.map((m) => ({
        toAddress: m.to,
        toUserId: m.toUserId ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html,
        kind: m.kind,
        createdAt: now,
      })),
    )
    .returning({ id: emailOutbox.id, userId: emailOutbox.toUserId });
  return new Map(inserted.map((r) => [r.userId!, r.id]));
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
