// Sharing contracts (spec 3 §3, §7, §8): the sharing content of GET /sharing/intent/{subject}/
// {target}, the snoozed queue, the share record, the tweet post and the scout's recruits. One
// schema serves the provider's answer, the BFF's parse and the tests.
import { z } from 'zod';
import { SHARING_NETWORKS, SHARING_SUBJECTS } from './sharing-texts';

// The subjects, networks and texts live in a zod-free module the share panel loads cheaply (issue 22).
export * from './sharing-texts';

export const intentQuerySchema = z.object({
  survey_mode: z.enum(['true', 'false', '1', '0']).optional(),
  skip_ideas: z.enum(['true', 'false']).optional(),
});

export const threadEntrySchema = z.object({
  text: z.string(),
  metadata: z.object({ position: z.number().int() }),
});

/** Sharing content (spec 3 §3). `url` is the personal share link: it carries the sharer's scout_id. */
export const sharingContentSchema = z.object({
  // Web links only: a javascript: or data: URL would run when the queue renders it as a link.
  url: z.url({ protocol: /^https?$/ }),
  text: z.string(),
  description: z.string(),
  hashtags: z.array(z.string()),
  image: z.string().nullable(),
  thread: z.array(threadEntrySchema),
  metadata: z.object({
    subject: z.enum(SHARING_SUBJECTS),
    target: z.string(),
    title: z.string(),
    credentials: z.array(z.string()),
  }),
});
export type SharingContent = z.infer<typeof sharingContentSchema>;

export const shareRecordSchema = z.object({ provider: z.enum(SHARING_NETWORKS), url: z.string() });
export type ShareRecord = z.infer<typeof shareRecordSchema>;

export const snoozeCreateSchema = z.object({
  subject: z.enum(SHARING_SUBJECTS),
  target: z.string().min(1).max(200),
  payload: sharingContentSchema,
});
export type SnoozeCreate = z.infer<typeof snoozeCreateSchema>;

export const snoozedItemSchema = z.object({
  id: z.number().int(),
  subject: z.enum(SHARING_SUBJECTS),
  target: z.string(),
  payload: sharingContentSchema,
  created_at: z.string(),
});
export type SnoozedItem = z.infer<typeof snoozedItemSchema>;

/** GET /sharing/snoozed answer: data.items and meta.total (spec 3 §7). */
export const snoozedListSchema = z.object({ items: z.array(snoozedItemSchema) });
export const snoozedMetaSchema = z.object({ total: z.number().int() });

/** The tweet preview's post (spec 3 §7 'Twitter post'). The weighted limit is lib/tweet.ts's. */
export const tweetPostSchema = z.object({
  text: z.string().trim().min(1),
  image: z.string().nullable().optional(),
  thread: z.array(z.string().min(1)).max(10).default([]),
});
export type TweetPost = z.infer<typeof tweetPostSchema>;
export const tweetResultSchema = z.object({ shared: z.boolean(), id: z.string().optional() });

export const recruitSchema = z.object({
  id: z.number().int(),
  screen_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  recruited_at: z.string(),
  kept_until: z.string(),
  kept: z.boolean(),
  /** Scout neurons this recruit's play earned the scout (one tenth of their variable points). */
  earned: z.number(),
});
export type Recruit = z.infer<typeof recruitSchema>;

export const scoutDashboardSchema = z.object({
  recruits: z.array(recruitSchema),
  challenges: z.array(
    z.object({ slug: z.string(), title: z.string(), shares: z.number().int(), last_shared_at: z.string() }),
  ),
  olympiad: z.object({ since: z.string(), points: z.number(), total: z.number() }),
});
export type ScoutDashboard = z.infer<typeof scoutDashboardSchema>;

export const rescoutSchema = z.object({ scout_id: z.coerce.number().int().positive() });

export const socialConnectionSchema = z.object({
  provider: z.literal('twitter'),
  handle: z.string(),
  connected_at: z.string(),
});
export const socialConnectionsSchema = z.object({
  available: z.boolean(),
  connections: z.array(socialConnectionSchema),
});
export type SocialConnections = z.infer<typeof socialConnectionsSchema>;
