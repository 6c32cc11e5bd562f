// Social emails (issue 19 §4; spec 3 §6): a follow, a friend request, a direct message, a mention
// or a forum reply, mailed beside the bell's notification when the email_social preference
// ('Follows, friend requests, messages, mentions and forum replies') is on. notify() renders one
// body per event and writes it for every recipient in the same statement as the notifications, so
// the body greets nobody by name and its link is a path under WEB_LINK_BASE, which compose.tsx
// resolves against WEB_URL when the mail is composed.
import type { EmailKind } from '@/lib/contracts/email';
import { EmailButton, EMAIL_COLORS, renderEmailHtml } from '../render';
import type { EmailContent } from './account';

/** Stands for the web app's address in stored bodies; composeEmail puts WEB_URL in its place. */
export const WEB_LINK_BASE = '{{web}}';

export type SocialEmailKind = Extract<EmailKind, 'follow' | 'friend-request' | 'message' | 'mention' | 'forum-reply'>;

const ACTIONS: Record<SocialEmailKind, string> = {
  follow: 'See their profile',
  'friend-request': 'Answer the request',
  message: 'Read the message',
  mention: 'See where',
  'forum-reply': 'Read the reply',
};

/** The kinds whose stored bodies carry WEB_LINK_BASE (compose.tsx resolves it in these only). */
export const isSocialEmailKind = (kind: string): kind is SocialEmailKind => kind in ACTIONS;

/**
 * `text` is the notification's sentence ("@Ada sent you a friend request."), `path` its link. The
 * sentence can hold what players wrote (a topic's title): a WEB_LINK_BASE in it is broken with a
 * zero-width space, or `{{web}}.evil.example` would become a link that looks like ours.
 */
export function socialEmail(kind: SocialEmailKind, sentence: string, path: string): EmailContent {
  const text = sentence.replaceAll(WEB_LINK_BASE, '{\u200b{web}}');
  const link = `${WEB_LINK_BASE}${path}`;
  const subject = text.replace(/\.$/, '');
  const note =
    kind === 'message'
      ? 'We mail you once per conversation until you have read its notification on Nervus.'
      : 'Your notifications on Nervus list this and everything else that happened.';
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{text}</h1>
      <EmailButton href={link}>{ACTIONS[kind]}</EmailButton>
      <p style={{ color: EMAIL_COLORS.muted, fontSize: 14 }}>{note}</p>
    </>,
  );
  return { subject, html, text: `${text}\n\n${ACTIONS[kind]}: ${link}\n\n${note}` };
}
