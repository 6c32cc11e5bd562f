// People (spec 3 §6, issue 19): follows, friend requests, blocks, direct messages and notifications.
// Bodies, answers, limits and texts shared by the provider, the BFF and the pages.
import { z } from 'zod';

/** Spec 3 §4, §9: a pending friend request expires after 30 days. */
export const FRIEND_REQUEST_EXPIRY_DAYS = 30;
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGES_PAGE_SIZE = 30;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const PEOPLE_LIST_LIMIT = 200;

export const SOCIAL_TEXTS = {
  self: 'You cannot do that to yourself.',
  userNotFound: 'User not found!',
  blocked: 'This player is not accepting requests from you.',
  unblockFirst: 'You blocked this player: unblock them first.',
  alreadyFriends: 'You are already friends.',
  requestPending: 'A friend request is already waiting.',
  requestNotFound: 'This friend request is no longer waiting.',
  notMutual: 'Direct messages need a mutual follow or a friendship.',
  conversationNotFound: 'Conversation not found.',
  emptyMessage: 'Write a message first.',
  messageTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
} as const;

export const personSchema = z.object({
  id: z.number().int(),
  screen_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const friendRequestSchema = z.object({
  id: z.number().int(),
  from: personSchema,
  to: personSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** How the signed-in player stands with another (the user platform's buttons). */
export const relationshipSchema = z.object({
  following: z.boolean(),
  followed_by: z.boolean(),
  friends: z.boolean(),
  /** A pending request between the two, and who sent it. */
  request: z.object({ id: z.number().int(), direction: z.enum(['out', 'in']) }).nullable(),
  blocked: z.boolean(),
  can_message: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const socialCountsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
  friends: z.number().int(),
});
export type SocialCounts = z.infer<typeof socialCountsSchema>;

/** GET /relationships/users/{id}: counts for anyone, the relationship for a signed-in viewer. */
export const userSocialSchema = z.object({
  counts: socialCountsSchema,
  relationship: relationshipSchema.nullable(),
});
export type UserSocial = z.infer<typeof userSocialSchema>;

/** GET /relationships/me: the friends-followers page. */
export const myPeopleSchema = z.object({
  followers: z.array(personSchema),
  following: z.array(personSchema),
  friends: z.array(personSchema),
  requests_in: z.array(friendRequestSchema),
  requests_out: z.array(friendRequestSchema),
  blocked: z.array(personSchema),
});
export type MyPeople = z.infer<typeof myPeopleSchema>;

export const friendRequestBodySchema = z.object({ user_id: z.number().int().positive() });
export const friendResponseBodySchema = z.object({ action: z.enum(['accept', 'decline']) });

// Direct messages

export const messageBodySchema = z.object({
  body: z.string().trim().min(1, SOCIAL_TEXTS.emptyMessage).max(MESSAGE_MAX_LENGTH, SOCIAL_TEXTS.messageTooLong),
});

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  with: personSchema,
  last_message: z.object({ excerpt: z.string(), from_me: z.boolean(), created_at: z.string() }).nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const directMessageSchema = z.object({
  id: z.number().int(),
  from_me: z.boolean(),
  sender: personSchema,
  html: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationPageSchema = z.object({
  id: z.number().int(),
  with: personSchema,
  can_message: z.boolean(),
  /** Oldest first; `before` pages back to older ones. */
  messages: z.array(directMessageSchema),
  older: z.boolean(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

// Notifications

export const NOTIFICATION_KINDS = [
  'rating',
  'mentoring',
  'challenge-closed',
  'prize',
  'friend-request',
  'friend-accepted',
  'follow',
  'message',
  'mention',
  'forum-reply',
  'tournament-result',
  /** A moderator's decision on what one reported, or on one's own content (issue 21 §3). */
  'moderation',
  /** A catalyst asks an idea's author for a new iteration, or the author answers it. */
  'iteration-request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  actor: personSchema.nullable(),
  text: z.string(),
  href: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  /** The id to pass as `before` for the next page; null on the last one. */
  next_before: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationsQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  unread: z.enum(['1', '0']).optional(),
});
export const markReadBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });
