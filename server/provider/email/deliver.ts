// Delivery of the outbox (issue 19 §4; DESIGN.md 'email'): the deliver-email job (jobs/queue.ts)
// claims due messages, sends each through nodemailer to SMTP_URL and marks it sent. A failure
// counts the attempt and waits (1, 4, 16, 64 minutes) before the next one; after
// EMAIL_MAX_ATTEMPTS the message stays unsent with its last error for the admins' outbox page.
// Claiming moves next_attempt_at forward first (a lease), with SKIP LOCKED, so two provider
// processes never send the same message and a crash mid-send only delays it.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { EMAIL_MAX_ATTEMPTS } from '@/lib/contracts/email';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { composeEmail } from './compose';

export const DELIVERY_BATCH = 50;
/** How long a claimed message is someone else's before another process may retry it. */
const LEASE_MS = 10 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

export interface Mailer {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

/** nodemailer over SMTP_URL, or null when no SMTP server is configured (messages stay in the outbox). */
export function smtpMailer(config: Pick<ProviderConfig, 'SMTP_URL'>): (Mailer & { close(): void }) | null {
  if (!config.SMTP_URL) return null;
  const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
  return { sendMail: (m) => transport.sendMail(m), close: () => transport.close() };
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

export async function deliverDueEmails(
  db: Db,
  config: ProviderConfig,
  mailer: Mailer,
  now = new Date(),
  batch = DELIVERY_BATCH,
): Promise<DeliveryResult> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lt(emailOutbox.attempts, EMAIL_MAX_ATTEMPTS),
          or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const mail = composeEmail(row, config);
    try {
      await mailer.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), nextAttemptAt: null, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      result.sent += 1;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await db
        .update(emailOutbox)
        .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(eq(emailOutbox.id, row.id));
      result.failed += 1;
    }
  }
  return result;
}
