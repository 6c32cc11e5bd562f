// Moderation (issue 21 §3; spec 1 §7 POST /immunity/reports, spec 3 §7 'Moderation'): a player's
// report, the moderation queue of a community, the moderators' actions and the ACL calls. Shared
// by the provider (bodies, queries), the BFF and the report dialog.
import { z } from 'zod';

export const REPORT_TARGETS = ['challenge', 'idea', 'comment', 'post', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons the report dialog offers, with the words a reporter reads. */
export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hateful or abusive',
  sexual: 'Sexual content',
  violence: 'Violence or threats',
  misinformation: 'False or misleading',
  'off-topic': 'Off topic',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_NOTE_MAX = 500;

export const MODERATION_TEXTS = {
  reasonRequired: 'Choose why you are reporting this.',
  noteRequired: 'Tell us what is wrong.',
  noteTooLong: `Keep the note under ${REPORT_NOTE_MAX} characters.`,
  notFound: 'There is nothing to report here.',
  ownContent: 'You cannot report your own content.',
  alreadyReported: 'You have already reported this; a moderator will look at it.',
  reported: 'Thank you. A moderator will look at it, and we will tell you what they decided.',
  forbidden: 'Only moderators of this community can do this.',
  reportNotFound: 'There is no such report.',
  cannotHideUser: 'A person cannot be hidden; warn or suspend them instead.',
  notHidden: 'This is not hidden.',
  notAnAdmin: 'An admin or ambassador cannot be suspended from the moderation queue.',
  notYourMember: 'Only an admin can suspend a member of another community.',
  alreadySettled: 'This report was already settled.',
} as const;

/** POST /immunity/reports. */
export const reportInputSchema = z
  .object({
    target_type: z.enum(REPORT_TARGETS),
    target_id: z.number().int().positive(),
    reason: z.enum(REASON_KEYS, { error: MODERATION_TEXTS.reasonRequired }),
    note: z.string().trim().max(REPORT_NOTE_MAX, MODERATION_TEXTS.noteTooLong).default(''),
  })
  .refine((body) => body.reason !== 'other' || body.note.length > 0, {
    path: ['note'],
    message: MODERATION_TEXTS.noteRequired,
  });
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportReceiptSchema = z.object({ id: z.number().int(), status: z.literal('open') });

export const MODERATION_ACTIONS = ['hide', 'restore', 'warn', 'suspend', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_OUTCOMES = {
  hide: 'hidden',
  restore: 'restored',
  warn: 'warned',
  suspend: 'suspended',
  dismiss: 'dismissed',
} as const satisfies Record<ModerationAction, string>;

/** POST /immunity/reports/{id}/actions: what the moderator did, with a note for the audit log and the author. */
export const moderationActionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.string().trim().max(REPORT_NOTE_MAX, MODERATION_TEXTS.noteTooLong).default(''),
});
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

/** GET /immunity/reports?platform=&status= (the queue). */
export const moderationQueueQuerySchema = z.object({
  platform: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(['open', 'resolved']).catch('open'),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export const moderationReportSchema = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  platform: z.string(),
  reason: z.string(),
  note: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.string().nullable(),
  created_at: z.string(),
  reporter: z.object({ id: z.number().int(), screen_name: z.string() }),
  /** What was reported, as it stands now (hidden content included: moderators see it). */
  target: z.object({
    title: z.string(),
    excerpt: z.string(),
    href: z.string().nullable(),
    hidden: z.boolean(),
    author: z.object({ id: z.number().int(), screen_name: z.string() }).nullable(),
  }),
  /** Open reports of the same target, this one included. */
  open_reports: z.number().int(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;
export const moderationQueueSchema = z.object({
  reports: z.array(moderationReportSchema),
  /** The communities this moderator may filter by (admins: all; an ambassador: their own). */
  platforms: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationResultSchema = z.object({
  id: z.number().int(),
  outcome: z.string(),
  resolved: z.number().int(),
  /** The challenge whose page changed (hidden or restored content), for the BFF to expire. */
  challenge: z.object({ slug: z.string(), platform: z.string() }).nullable(),
  /** The forum topic whose page changed (a hidden or restored post). */
  topic_id: z.number().int().nullable(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

/** POST /acl/permissions (spec 1 §7): an admin grants or revokes a community's ambassador role. */
export const ACL_PERMISSIONS = ['platform-ambassador'] as const;
export const aclPermissionSchema = z.object({
  screen_name: z.string().trim().min(1).max(100),
  permission: z.enum(ACL_PERMISSIONS),
  action: z.enum(['grant', 'revoke']),
  /** The community the ambassador looks after (its slug); their home community when absent. */
  platform: z.string().trim().max(100).optional(),
  reason: z.string().trim().max(500).default(''),
});
export type AclPermissionInput = z.infer<typeof aclPermissionSchema>;
export const aclPermissionResultSchema = z.object({
  user_id: z.number().int(),
  screen_name: z.string(),
  permission: z.enum(ACL_PERMISSIONS),
  granted: z.boolean(),
  platform: z.string().nullable(),
});
