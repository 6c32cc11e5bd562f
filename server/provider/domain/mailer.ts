// The admin mailer (issue 21 §4; spec 1 §7 POST /admin/mailer/message): resolves the audience (one
// person, a role, or a community's members; never deleted or suspended accounts), splits it by the
// 'community messages' email preference, and either composes a preview with the counts or queues
// one outbox row per recipient in batches (domain/email-outbox.ts), inside one transaction.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { MAILER_TEXTS, type MailerMessageInput, type MailerResult } from '@/lib/contracts/mailer';
import { readAccountPreferences } from '@/lib/contracts/preferences';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/client';
import { platforms, users } from '../db/schema';
import { composeEmail } from '../email/compose';
import { escapeHtml, queueEmails } from './email-outbox';
import { findUserByScreenName } from './users';

const KIND = 'community-message' as const;
const BATCH = 500;

type Refusal = { ok: false; status: 404 | 422; field: string; error: string };

async function audience(
  db: Db,
  input: MailerMessageInput,
): Promise<{ ok: true; label: string; where: SQL; targetId: string } | Refusal> {
  switch (input.audience) {
    case 'user': {
      const user = await findUserByScreenName(db, input.screen_name ?? '');
      if (!user) return { ok: false, status: 404, field: 'screen_name', error: MAILER_TEXTS.userNotFound };
      return { ok: true, label: `@${user.screenName}`, where: eq(users.id, user.id), targetId: String(user.id) };
    }
    case 'role': {
      const role = input.role!;
      const where =
        role === 'admin'
          ? eq(users.globalAdmin, true)
          : role === 'ambassador'
            ? eq(users.platformAmbassador, true)
            : and(eq(users.globalAdmin, false), eq(users.platformAmbassador, false))!;
      return { ok: true, label: `every ${role}`, where, targetId: role };
    }
    case 'platform': {
      const [platform] = await db
        .select({ id: platforms.id, name: platforms.name, slug: platforms.slug })
        .from(platforms)
        .where(and(eq(platforms.slug, input.platform ?? ''), isNull(platforms.deletedAt)));
      if (!platform) return { ok: false, status: 404, field: 'platform', error: MAILER_TEXTS.platformNotFound };
      return {
        ok: true,
        label: `members of ${platform.name}`,
        where: eq(users.homePlatformId, platform.id),
        targetId: platform.slug,
      };
    }
  }
}

/** The message's parts before the layout: the text as written, and the same as escaped paragraphs. */
function body(message: string) {
  const html = message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { text: message, html };
}

/** Stands for each recipient's own link in the preview, which must not carry a working one. */
export const PREVIEW_UNSUBSCRIBE = 'https://unsubscribe.example/each-recipient-gets-their-own-link';

/** The preview as the first recipient would get it, minus their signed unsubscribe link. */
function withoutLiveUnsubscribe(composed: { html: string; text: string; unsubscribe: string | null }) {
  const live = composed.unsubscribe;
  if (!live) return { html: composed.html, text: composed.text };
  const escaped = live.replace(/&/g, '&amp;');
  return {
    html: composed.html.split(escaped).join(PREVIEW_UNSUBSCRIBE).split(live).join(PREVIEW_UNSUBSCRIBE),
    text: composed.text.split(live).join(PREVIEW_UNSUBSCRIBE),
  };
}

export async function sendMailerMessage(
  db: Db,
  config: ProviderConfig,
  input: MailerMessageInput,
  now = new Date(),
): Promise<{ ok: true; data: MailerResult; targetId: string } | Refusal> {
  const who = await audience(db, input);
  if (!who.ok) return who;
  const rows = await db
    .select({ id: users.id, email: users.email, preferences: users.preferences, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(who.where, isNull(users.deletedAt), isNull(users.suspendedAt)))
    .orderBy(users.id);
  // An address never confirmed may be somebody else's: a bulk message is not sent there.
  const confirmed = rows.filter((r) => r.verifiedAt !== null);
  const accepting = confirmed.filter((r) => readAccountPreferences(r.preferences).email.email_community_messages);
  const parts = body(input.message);
  const first = accepting[0] ?? rows[0];
  const composed = composeEmail(
    {
      id: 0,
      toAddress: first?.email ?? '',
      toUserId: first?.id ?? null,
      subject: input.subject,
      text: parts.text,
      html: parts.html,
      kind: KIND,
      createdAt: now,
      sentAt: null,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
    },
    config,
  );
  const result: MailerResult = {
    audience: who.label,
    recipients: accepting.length,
    opted_out: confirmed.length - accepting.length,
    unconfirmed: rows.length - confirmed.length,
    subject: input.subject,
    preview: withoutLiveUnsubscribe(composed),
    queued: null,
  };
  if (input.preview) return { ok: true, data: result, targetId: who.targetId };
  if (!accepting.length) return { ok: false, status: 422, field: '*', error: MAILER_TEXTS.nobody };
  let queued = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < accepting.length; i += BATCH) {
      const batch = accepting.slice(i, i + BATCH).map((r) => ({
        to: r.email,
        toUserId: r.id,
        preferences: r.preferences,
        subject: input.subject,
        kind: KIND,
        ...parts,
      }));
      queued += (await queueEmails(tx, batch, now)).size;
    }
  });
  return { ok: true, data: { ...result, queued }, targetId: who.targetId };
}
