// The game layer's wire shapes (spec 3 §3, §7): the brain record behind the Nerve Score card and
// the level board, the neurons feed, experience points and highlights. Written before the provider
// endpoints and the UI so both sides build on one definition; types come from the schemas.
import { z } from 'zod';

/**
 * Brain roles (spec 3 §3 rank definitions) with the ledger role each one reads. The ledger keeps
 * the role names of the actions ('rater', 'insightful'); ranks and the role picker use 'analyst'
 * and 'insight'. 'overall' is the Nerve Score: the sum over every ledger role.
 */
export const BRAIN_ROLES = [
  'overall',
  'catalyst',
  'innovator',
  'analyst',
  'mentor',
  'scout',
  'insight',
  'director',
  'patron',
  'commentator',
] as const;
export type BrainRole = (typeof BRAIN_ROLES)[number];
export const brainRoleSchema = z.enum(BRAIN_ROLES);

/** The ledger role a brain role reads; null for overall (every role). */
export const LEDGER_ROLE_OF: Record<BrainRole, string | null> = {
  overall: null,
  catalyst: 'catalyst',
  innovator: 'innovator',
  analyst: 'rater',
  mentor: 'mentor',
  scout: 'scout',
  insight: 'insightful',
  director: 'director',
  patron: 'patron',
  commentator: 'commentator',
};

/** The brain role a ledger role counts toward ('rater' -> 'analyst'); null for an unknown one. */
export function brainRoleOfLedger(ledgerRole: string): BrainRole | null {
  return BRAIN_ROLES.find((role) => LEDGER_ROLE_OF[role] === ledgerRole) ?? null;
}

/** Role picker (spec 3 §1): slug and label, in the order the picker lists them. */
export const ROLE_PICKER: readonly { slug: BrainRole; label: string }[] = [
  { slug: 'overall', label: 'Nerve Score' },
  { slug: 'catalyst', label: 'Catalyst' },
  { slug: 'mentor', label: 'Mentor' },
  { slug: 'scout', label: 'Scout' },
  { slug: 'analyst', label: 'Analyst Rater' },
  { slug: 'director', label: 'Director' },
  { slug: 'commentator', label: 'Commentator' },
];

/** Brain (spec 3 §3): one user's standing in one role. Scores carry 3 decimals. */
export const brainSchema = z.object({
  id: z.string(),
  user_id: z.number().int(),
  role: brainRoleSchema,
  score: z.number(),
  brain_level: z.number().int().min(0).max(100),
  rank_id: z.string(),
  rank_position: z.number().int().min(1).max(10),
  rank_label: z.string(),
  rank_description: z.string(),
  start_level_score: z.number(),
  next_level_score: z.number(),
  /** The first level of the next rank; null at the last rank. */
  next_rank_level: z.number().int().nullable(),
});
export type Brain = z.infer<typeof brainSchema>;

/** GET /brain: the signed-in user's brain in every role. */
export const brainListSchema = z.object({ data: z.array(brainSchema) });

/** GET /brain/{role}/historical: score and level by day. */
export const brainHistorySchema = z.object({
  data: z.object({
    role: brainRoleSchema,
    history: z.array(z.object({ date: z.string(), points: z.number(), score: z.number(), level: z.number().int() })),
  }),
});
export type BrainHistory = z.infer<typeof brainHistorySchema>['data'];

/** A neuron as rendered from the server (spec 3 §3). */
export const neuronSchema = z.object({
  id: z.number().int(),
  points: z.number(),
  role: z.string(),
  /** 'gain' or 'deduction'. */
  type: z.enum(['gain', 'deduction']),
  user_origin: z.enum(['you', 'others']),
  meaningful_name: z.string(),
  event_created: z.string(),
  challenge_title: z.string().nullable(),
  challenge_slug: z.string().nullable(),
  point_created_at: z.string(),
});
export type Neuron = z.infer<typeof neuronSchema>;

/** Neurons feed page size (spec 3 §9) and the next-page rule (spec 3 §7). */
export const NEURONS_PAGE_SIZE = 20;
export function hasNextNeuronsPage(page: number, size: number, total: number): boolean {
  return (page + 1) * size < total;
}

/** GET /brain/neurons?page=&size=&role=: pages count from 0. */
export const neuronsFeedSchema = z.object({
  data: z.array(neuronSchema),
  meta: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
});
export type NeuronsFeed = z.infer<typeof neuronsFeedSchema>;

/** GET /brain/experience-points/{screenName|me}. */
export const experiencePointsSchema = z.object({ data: z.object({ points: z.number() }) });

/** A highlight (spec 3 §3); notified_at in seconds since the epoch. */
export const highlightSchema = z.object({
  statement: z.string(),
  notified_at: z.number().int(),
  role: z.string(),
  highlight_type: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;
export const highlightsSchema = z.object({
  data: z.array(highlightSchema),
  meta: z.object({ total: z.number().int() }),
});
export const HIGHLIGHTS_PAGE_SIZE = 10;
export const HIGHLIGHTS_FIRST_LOAD = 15;

/** Realtime events on private-gamedash{userId} (DESIGN.md). */
export const REALTIME_EVENTS = [
  'gamedash-highlights',
  'brain__neuron-earned',
  'brain__score-updated',
  'forum__reply-posted',
  'message__received',
  'notification__created',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];
export const scoreUpdatedSchema = z.object({ role: brainRoleSchema, score: z.number() });
/** A new reply in a forum topic the user takes part in: an open topic page reloads its posts. */
export const forumReplySchema = z.object({ topic_id: z.number().int(), message_id: z.number().int() });
/** A direct message in one of the user's conversations: an open conversation reloads its messages. */
export const messageReceivedSchema = z.object({ conversation_id: z.number().int(), message_id: z.number().int() });
/** A new notification for the user (issue 19 §3): the bell reloads its unread count and list. */
export const notificationCreatedSchema = z.object({ kind: z.string() });
export function gamedashChannel(userId: number): string {
  return `private-gamedash${userId}`;
}

/** The payload each realtime event carries: a Neuron, a {role, score} or a Highlight. */
export const REALTIME_PAYLOAD_SCHEMAS = {
  'gamedash-highlights': highlightSchema,
  'brain__neuron-earned': neuronSchema,
  'brain__score-updated': scoreUpdatedSchema,
  'forum__reply-posted': forumReplySchema,
  message__received: messageReceivedSchema,
  notification__created: notificationCreatedSchema,
} as const satisfies Record<RealtimeEvent, z.ZodType>;
export type ScoreUpdated = z.infer<typeof scoreUpdatedSchema>;
/** One pushed message, as the browser hook receives it. */
export type RealtimeMessage =
  | { event: 'gamedash-highlights'; data: Highlight }
  | { event: 'brain__neuron-earned'; data: Neuron }
  | { event: 'brain__score-updated'; data: ScoreUpdated }
  | { event: 'forum__reply-posted'; data: z.infer<typeof forumReplySchema> }
  | { event: 'message__received'; data: z.infer<typeof messageReceivedSchema> }
  | { event: 'notification__created'; data: z.infer<typeof notificationCreatedSchema> };

/** A pushed message checked against its schema; null for an unknown event or a malformed payload. */
export function parseRealtimeMessage(event: string, data: unknown): RealtimeMessage | null {
  if (!(REALTIME_EVENTS as readonly string[]).includes(event)) return null;
  const parsed = REALTIME_PAYLOAD_SCHEMAS[event as RealtimeEvent].safeParse(data);
  return parsed.success ? ({ event, data: parsed.data } as RealtimeMessage) : null;
}

/**
 * GET /users/{id}/standing: the overall rank a user shows on their platform's share image (issue 20;
 * spec 3 §3 rank definitions). The rank only: the level number is for the profile's owner alone
 * (spec 1 §2, §3) and visitors never see scores or neurons.
 */
export const userStandingSchema = z.object({
  rank_label: z.string(),
  rank_position: z.number().int().min(1).max(10),
});
export type UserStanding = z.infer<typeof userStandingSchema>;
