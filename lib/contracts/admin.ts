// Running a community (issue 21; spec 1 §6, spec 3 §6): the admin users dashboard, the feedback
// inbox and the audit log, shared by the provider (bodies, queries), the BFF and the pages.
import { z } from 'zod';

export const ADMIN_TEXTS = {
  forbidden: 'Only admins can do this.',
  userNotFound: 'There is no such user.',
  feedbackNotFound: 'There is no such feedback.',
  notYourself: 'You cannot do this to yourself.',
  notAnAdmin: 'An admin cannot be suspended: one admin must not be able to lock the others out.',
  suspended: 'This account is suspended.',
} as const;

export const USER_ROLES = ['admin', 'ambassador', 'player'] as const;
export const USER_ACTIONS = ['suspend', 'restore', 'grant-ambassador', 'revoke-ambassador', 'reset-trust'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** GET /admin/users: search text (screen name, name or email) and filters; unknown values are dropped. */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(USER_ROLES).optional().catch(undefined),
  suspended: z.enum(['yes', 'no']).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.number(),
  screen_name: z.string(),
  name: z.string(),
  email: z.string(),
  global_admin: z.boolean(),
  platform_ambassador: z.boolean(),
  suspended: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserDetailSchema = adminUserRowSchema.extend({
  trust_score: z.number(),
  balance_cents: z.number(),
  home_platform: z.string().nullable(),
  counts: z.object({ challenges: z.number(), ideas: z.number(), ratings: z.number(), posts: z.number() }),
  sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string(), shadow: z.boolean() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const userActionSchema = z.object({
  action: z.enum(USER_ACTIONS),
  reason: z.string().trim().max(500).default(''),
  /** For grant-ambassador: the community they look after (its slug); their home community otherwise. */
  platform: z.string().trim().max(100).optional(),
});
export type UserActionInput = z.infer<typeof userActionSchema>;

export const FEEDBACK_STATES = ['new', 'read', 'resolved'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

export const feedbackGroupSchema = z.object({
  path: z.string(),
  about: z.string(),
  count: z.number(),
  new_count: z.number(),
  last_at: z.string(),
});
export const feedbackItemSchema = z.object({
  id: z.number(),
  about: z.string(),
  message: z.string(),
  email: z.string().nullable(),
  page: z.string().nullable(),
  sender: z.string().nullable(),
  state: z.enum(FEEDBACK_STATES),
  created_at: z.string(),
});
export type FeedbackGroup = z.infer<typeof feedbackGroupSchema>;
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** One inbox row: the page path ('' for none) and the subject. */
export const feedbackGroupKeySchema = z.object({ path: z.string().max(500), about: z.string().min(1).max(200) });
export const feedbackStateInputSchema = z.object({ state: z.enum(['read', 'resolved']) });
export const feedbackReplySchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

/** The actions the audit log names (the filter offers them; rows of other admin calls carry 'METHOD /path'). */
export const AUDIT_ACTIONS = [
  ...USER_ACTIONS.map((action) => `user.${action}`),
  'feedback.read',
  'feedback.resolved',
  'feedback.resolve-group',
  'feedback.reply',
  'flag.switch',
  'shadow.start',
  'shadow.mutation',
  'shadow.refused',
  'shadow.stop',
  'moderation.hide',
  'moderation.restore',
  'moderation.warn',
  'moderation.suspend',
  'moderation.dismiss',
  'acl.grant-platform-ambassador',
  'acl.revoke-platform-ambassador',
  'forum.suspend',
  'forum.restore',
  'mailer.preview',
  'mailer.send',
] as const;

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(100).optional().catch(undefined),
  action: z.string().trim().max(100).optional().catch(undefined),
  target: z.string().trim().max(100).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.string(),
  shadowed: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  request_id: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  status: z.number().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
