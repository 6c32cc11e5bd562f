// Email kinds and the preference that switches each off (issue 19 §4; DESIGN.md 'email'). Every
// message the product sends names its kind here, so /my-account/email-preferences is honoured in
// one place (queueEmail) and its unsubscribe link switches off exactly that preference. A kind
// mapped to null is account or security mail (password reset, verification) that is always sent
// and carries no unsubscribe link.
import { z } from 'zod';
import type { EmailPreferenceKey } from './preferences';

export const EMAIL_KINDS = {
  'password-reset': null,
  'email-verify': null,
  'email-change': null,
  /** An invitation to someone without an account: no preferences to honour. */
  invite: null,
  /** The ideas of a challenge, sent on its owner's request to the addresses they typed. */
  'challenge-ideas': null,
  /** An admin's answer to what the person sent through send-feedback: they asked for it. */
  'feedback-reply': null,
  digest: 'email_weekly_digest',
  'idea-rated': 'email_idea_rated',
  'challenge-closed': 'email_challenge_closed',
  'tournament-results': 'email_tournament_results',
  'product-news': 'email_product_news',
  /** An admin's message through the mailer (issue 21 §4; spec 1 §7 POST /admin/mailer/message). */
  'community-message': 'email_community_messages',
  follow: 'email_social',
  'friend-request': 'email_social',
  message: 'email_social',
  mention: 'email_social',
  'forum-reply': 'email_social',
} as const satisfies Record<string, EmailPreferenceKey | null>;
export type EmailKind = keyof typeof EMAIL_KINDS;

export function isEmailKind(value: string): value is EmailKind {
  return Object.hasOwn(EMAIL_KINDS, value);
}

/** The preference that switches a kind off, or null for mail that is always sent. */
export function preferenceOfKind(kind: EmailKind): EmailPreferenceKey | null {
  return EMAIL_KINDS[kind];
}

/** Delivery attempts before a message is left as failed (the admins' outbox shows the error). */
export const EMAIL_MAX_ATTEMPTS = 5;

export const OUTBOX_PAGE_SIZE = 50;
export const OUTBOX_FILTERS = ['all', 'waiting', 'sent', 'failed'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

/** GET /admin/email-outbox: the newest messages with their composed parts. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  status: z.enum(['waiting', 'sent', 'failed']),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = z.object({
  messages: z.array(outboxMessageSchema),
  smtp: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** POST /account/signup/invite. */
export const INVITE_TEXTS = {
  sent: 'Invitation sent.',
  member: 'That person already has an account.',
} as const;
export const inviteInputSchema = z.object({
  email: z.email('Enter a valid email address.').max(254),
  message: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;
