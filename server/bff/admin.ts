import 'server-only';
// Admin dashboard reads (issue 21; spec 3 §6 admin.dashboards.users and .feedbacks): user search,
// one user's detail, the feedback inbox and the audit log. Personal to the admin: never cached.
import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserRowSchema,
  auditEntrySchema,
  feedbackGroupSchema,
  feedbackItemSchema,
  type AuditQuery,
  type UserSearchQuery,
} from '@/lib/contracts/admin';
import { moderationQueueSchema, type ModerationQueueQuery } from '@/lib/contracts/moderation';
import { provider } from './provider';
import { throwIfProviderFailed } from './loaders';

/** Drops empty values, so the provider sees only the filters that were set. */
const filled = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;

export async function searchAdminUsers(query: UserSearchQuery) {
  const res = await provider('/admin/users', { schema: z.array(adminUserRowSchema), query: filled(query) });
  throwIfProviderFailed(res, 'the user search');
  return res.ok ? res.data : null;
}

export async function getAdminUser(id: number) {
  const res = await provider(`/admin/users/${id}`, { schema: adminUserDetailSchema });
  throwIfProviderFailed(res, 'the user');
  return res.ok ? res.data : null;
}

export async function getFeedbackGroups(all: boolean) {
  const res = await provider('/admin/feedbacks', {
    schema: z.array(feedbackGroupSchema),
    query: all ? { all: '1' } : {},
  });
  throwIfProviderFailed(res, 'the feedback inbox');
  return res.ok ? res.data : null;
}

export async function getFeedbackItems(path: string, about: string) {
  const res = await provider('/admin/feedbacks/items', { schema: z.array(feedbackItemSchema), query: { path, about } });
  throwIfProviderFailed(res, 'the feedback messages');
  return res.ok ? res.data : null;
}

export async function getAudit(query: AuditQuery) {
  const res = await provider('/admin/audit', { schema: z.array(auditEntrySchema), query: filled(query) });
  throwIfProviderFailed(res, 'the audit log');
  return res.ok ? res.data : null;
}

/** The moderation queue (issue 21 §3): the provider decides which communities this moderator sees. */
export async function getModerationQueue(query: ModerationQueueQuery) {
  const res = await provider('/immunity/reports', {
    schema: moderationQueueSchema,
    query: filled({ platform: query.platform, status: query.status }),
  });
  throwIfProviderFailed(res, 'the moderation queue');
  return res.ok ? res.data : null;
}
