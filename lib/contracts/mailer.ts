// The admin mailer (issue 21 §4; spec 1 §6, §7 POST /admin/mailer/message): a message to one
// person, a role or a community's members, previewed with its recipient count before it is sent
// through the email outbox. Preferences are honoured: people who switched these messages off are
// counted apart and not written to.
import { z } from 'zod';
import { USER_ROLES } from './admin';

export const MAILER_AUDIENCES = ['user', 'role', 'platform'] as const;
export type MailerAudience = (typeof MAILER_AUDIENCES)[number];

export const MAILER_TEXTS = {
  subjectRequired: 'Write a subject.',
  subjectTooLong: 'Keep the subject under 200 characters.',
  messageRequired: 'Write the message.',
  messageTooLong: 'Keep the message under 10,000 characters.',
  screenNameRequired: 'Whom to? Enter a screen name.',
  roleRequired: 'Choose a role.',
  platformRequired: 'Choose a community.',
  userNotFound: 'There is no such user.',
  platformNotFound: 'There is no such community.',
  nobody: 'Nobody would get this message: everyone in this audience switched these emails off, or there is nobody.',
} as const;

export const MAILER_SUBJECT_MAX = 200;
export const MAILER_MESSAGE_MAX = 10_000;

export const mailerMessageSchema = z
  .object({
    audience: z.enum(MAILER_AUDIENCES),
    screen_name: z.string().trim().max(100).optional(),
    role: z.enum(USER_ROLES).optional(),
    platform: z.string().trim().max(100).optional(),
    subject: z
      .string()
      .trim()
      .min(1, MAILER_TEXTS.subjectRequired)
      .max(MAILER_SUBJECT_MAX, MAILER_TEXTS.subjectTooLong),
    message: z
      .string()
      .trim()
      .min(1, MAILER_TEXTS.messageRequired)
      .max(MAILER_MESSAGE_MAX, MAILER_TEXTS.messageTooLong),
    /** true: compose and count, send nothing. */
    preview: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.audience === 'user' && !body.screen_name)
      ctx.addIssue({ code: 'custom', path: ['screen_name'], message: MAILER_TEXTS.screenNameRequired });
    if (body.audience === 'role' && !body.role)
      ctx.addIssue({ code: 'custom', path: ['role'], message: MAILER_TEXTS.roleRequired });
    if (body.audience === 'platform' && !body.platform)
      ctx.addIssue({ code: 'custom', path: ['platform'], message: MAILER_TEXTS.platformRequired });
  });
export type MailerMessageInput = z.infer<typeof mailerMessageSchema>;

export const mailerResultSchema = z.object({
  /** Who the audience is, in words: '@MayaChen', 'every ambassador', 'members of Comedy'. */
  audience: z.string(),
  /** People who will get it (or got it). */
  recipients: z.number().int(),
  /** People in the audience who switched these messages off. */
  opted_out: z.number().int(),
  /** Members whose address was never confirmed: a bulk message never goes to an unconfirmed address. */
  unconfirmed: z.number().int(),
  subject: z.string(),
  /** The message as the first recipient reads it: the composed HTML and text parts. */
  preview: z.object({ html: z.string(), text: z.string() }),
  /** Messages queued in the outbox; null for a preview. */
  queued: z.number().int().nullable(),
});
export type MailerResult = z.infer<typeof mailerResultSchema>;
