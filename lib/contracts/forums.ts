// Discussion forums (spec 3 §7 'Discussions', 'Channels', 'Moderation'): request bodies and the
// provider's answers, shared by the provider, the BFF and the pages.
import { z } from 'zod';
import { FORUM_VOTE_TYPES } from '../forums';

export const forumVoteTypeSchema = z.enum(FORUM_VOTE_TYPES);

const author = z.object({ id: z.number().int(), screen_name: z.string(), avatar_url: z.string().nullable() });

export const forumChannelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  members_only: z.boolean(),
  category: z.string().nullable(),
  topics: z.number().int(),
  last_post_at: z.string().nullable(),
  /** Members-only channels: the invite code, shown to the channel's moderators only. */
  invite_code: z.string().nullable().default(null),
});
export type ForumChannel = z.infer<typeof forumChannelSchema>;

export const forumTopicSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  channel: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  challenge: z.object({ slug: z.string(), title: z.string() }).nullable(),
  author,
  reply_count: z.number().int(),
  dope: z.number().int(),
  views: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
  last_post_at: z.string(),
});
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;

export const forumTopicListSchema = z.object({
  topics: z.array(forumTopicSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ForumTopicList = z.infer<typeof forumTopicListSchema>;

export const forumPostSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  quote: z.object({ id: z.number().int(), author: z.string(), excerpt: z.string() }).nullable(),
  author,
  /** Markdown; empty when the post is deleted or hidden. */
  body: z.string(),
  is_opening: z.boolean(),
  deleted: z.boolean(),
  hidden: z.enum(['votes', 'moderator']).nullable(),
  votes: z.record(forumVoteTypeSchema, z.number().int()),
  my_votes: z.array(forumVoteTypeSchema),
  /** The viewer wrote it and nobody has replied to it or voted on it yet. */
  editable: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

export const forumTopicPageSchema = z.object({
  topic: forumTopicSummarySchema.extend({ platform: z.string() }),
  posts: z.array(forumPostSchema),
  page: z.number().int(),
  pages: z.number().int(),
  viewer: z.object({
    can_post: z.boolean(),
    can_moderate: z.boolean(),
    saved: z.boolean(),
    /** Why they cannot post (the gate, a suspension, a lock), when they cannot. */
    refusal: z.string().nullable(),
    /** For moderators: the other channels of the topic's community they may move it to. */
    move_to: z.array(z.object({ id: z.number().int(), title: z.string() })).default([]),
  }),
});
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

export const forumTopicEntrySchema = z.object({
  title: z.string().trim().min(3).max(200),
  body: z.string().trim().min(1).max(20000),
});
export const forumReplyEntrySchema = z.object({
  body: z.string().trim().min(1).max(20000),
  parent_id: z.number().int().positive().optional(),
  quote_id: z.number().int().positive().optional(),
});
export const forumEditSchema = z.object({
  body: z.string().trim().min(1).max(20000),
  title: z.string().trim().min(3).max(200).optional(),
});
export const forumChannelEntrySchema = z.object({
  title: z.string().trim().min(3).max(80),
  description: z.string().trim().max(500).default(''),
  members_only: z.boolean().default(false),
});
export const forumVoteEntrySchema = z.object({
  message_id: z.number().int().positive(),
  type: forumVoteTypeSchema,
});
export const forumVoteResultSchema = z.object({
  message_id: z.number().int(),
  votes: z.record(forumVoteTypeSchema, z.number().int()),
  my_votes: z.array(forumVoteTypeSchema),
  hidden: z.enum(['votes', 'moderator']).nullable(),
});
export type ForumVoteResult = z.infer<typeof forumVoteResultSchema>;

export const forumCreatedSchema = z.object({ topic_id: z.number().int(), message_id: z.number().int() });

export const FORUM_MODERATION_ACTIONS = [
  'hide',
  'restore',
  'keep-hidden',
  'lock',
  'unlock',
  'pin',
  'unpin',
  'move',
] as const;
export type ForumModerationAction = (typeof FORUM_MODERATION_ACTIONS)[number];
export const forumModerationEntrySchema = z.object({
  /** 'keep-hidden': a post hidden by votes stays hidden after review (it leaves the queue). */
  action: z.enum(FORUM_MODERATION_ACTIONS),
  /** For 'move': the channel it goes to. */
  channel_id: z.number().int().positive().optional(),
  reason: z.string().trim().max(500).default(''),
});
export const userModerationEntrySchema = z.object({
  screen_name: z.string().trim().min(1),
  action: z.enum(['suspend', 'restore']),
  /** Suspension length; none is until restored. */
  days: z.number().int().min(1).max(3650).optional(),
  reason: z.string().trim().max(500).default(''),
});

export const forumSearchHitSchema = z.object({
  topic_id: z.number().int(),
  message_id: z.number().int(),
  title: z.string(),
  /** ts_headline with <mark> around matches; the rest is escaped. */
  snippet: z.string(),
  author: z.string(),
  rank: z.number(),
  created_at: z.string(),
});
export const forumSearchSchema = z.object({ hits: z.array(forumSearchHitSchema), total: z.number().int() });
export type ForumSearchHit = z.infer<typeof forumSearchHitSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  /** The topic a message or topic entry names (for its link); null for a user. */
  topic_id: z.number().int().nullable(),
  /** The screen name a user entry names (for its link); null otherwise. */
  target_name: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** A post hidden by negative votes, waiting for a moderator (spec 3 §6). */
export const forumReviewItemSchema = z.object({
  message_id: z.number().int(),
  topic_id: z.number().int(),
  topic_title: z.string(),
  author: z.string(),
  excerpt: z.string(),
  negative_votes: z.number().int(),
  created_at: z.string(),
});
export type ForumReviewItem = z.infer<typeof forumReviewItemSchema>;

export const forumListQuerySchema = z.object({
  platform: z.string().min(1),
  owner: z.string().optional(),
  view: z
    .enum(['recent', 'dope', 'in-challenges', 'challenge-tasks', 'reply-queue', 'saved', 'mentions', 'friends', 'mine'])
    .default('recent'),
  channel: z.string().optional(),
  category: z.string().optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type ForumListQuery = z.infer<typeof forumListQuerySchema>;

/** What the browser adds to a forum change so the BFF knows which cached pages to expire. */
export const forumExpirySchema = z.object({
  platform: z.string().max(80).optional(),
  topic_id: z.number().int().positive().optional(),
  challenge: z.string().max(200).optional(),
});
