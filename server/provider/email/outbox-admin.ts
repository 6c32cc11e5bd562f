// GET /admin/email-outbox (issue 19 §4): the newest messages as they are (or would be) sent,
// composed with their layout and unsubscribe link, so that without SMTP_URL the demo's mail can
// be read by admins at /admin-dashboard/email. Global admins only (http/admin-email.ts).
import { and, desc, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { EMAIL_MAX_ATTEMPTS, OUTBOX_PAGE_SIZE, type OutboxFilter, type OutboxPage } from '@/lib/contracts/email';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { composeEmail } from './compose';

const FILTERS: Record<OutboxFilter, SQL | undefined> = {
  all: undefined,
  waiting: and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, EMAIL_MAX_ATTEMPTS)),
  sent: isNotNull(emailOutbox.sentAt),
  failed: and(isNull(emailOutbox.sentAt), gte(emailOutbox.attempts, EMAIL_MAX_ATTEMPTS)),
};

export async function readOutbox(db: Db, config: ProviderConfig, filter: OutboxFilter): Promise<OutboxPage> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(FILTERS[filter])
    .orderBy(desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return {
    smtp: Boolean(config.SMTP_URL),
    messages: rows.map((row) => {
      const mail = hideLinks(composeEmail(row, config), row.kind, Boolean(config.SMTP_URL));
      return {
        id: row.id,
        to: row.toAddress,
        kind: row.kind,
        subject: row.subject,
        text: mail.text,
        html: mail.html,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
        attempts: row.attempts,
        last_error: row.lastError,
        status: row.sentAt ? 'sent' : row.attempts >= EMAIL_MAX_ATTEMPTS ? 'failed' : 'waiting',
      };
    }),
  };
}

/** Mail whose link signs in, resets a password or moves the account (account-recovery.ts). */
const ACCOUNT_LINK_KINDS = new Set(['password-reset', 'email-verify', 'email-change']);

/**
 * With SMTP_URL the mail reached its owner's inbox, and an admin who could read its live link could
 * take the account over: the token is hidden. Without SMTP_URL (the offline demo) the outbox is the
 * only delivery there is, so the page shows the message as it would arrive.
 */
function hideLinks<T extends { text: string; html: string }>(mail: T, kind: string, delivered: boolean): T {
  if (!delivered || !ACCOUNT_LINK_KINDS.has(kind)) return mail;
  const hide = (body: string) => body.replace(/([?&](?:amp;)?token=)[^&\s"'<]+/g, '$1[hidden]');
  return { ...mail, text: hide(mail.text), html: hide(mail.html) };
}
