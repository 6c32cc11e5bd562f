// The realtime wire shapes (DESIGN.md 'realtime', spec 3 §4): the events on private-gamedash{userId}
// and the payload each carries (a neuron, a {role, score}, a highlight, a forum reply, a message, a
// notification). The browser checks every pushed message against them, so they are written with
// zod/mini rather than zod's classic API, which brings the whole library (tens of kB compressed);
// the live hooks load even this module only with the first pushed message, not with the page
// (issue 22, Lighthouse). lib/contracts/brain.ts re-exports them and builds its lists on them.
import * as z from 'zod/mini';
import { BRAIN_ROLES } from './brain-roles';
import { REALTIME_EVENTS, type RealtimeEvent } from './realtime-events';

export * from './realtime-events';

/** A neuron as rendered from the server (spec 3 §3). */
export const neuronSchema = z.object({
  id: z.int(),
  points: z.number(),
  role: z.string(),
  /** 'gain' or 'deduction'. */
  type: z.enum(['gain', 'deduction']),
  user_origin: z.enum(['you', 'others']),
  meaningful_name: z.string(),
  event_created: z.string(),
  challenge_title: z.nullable(z.string()),
  challenge_slug: z.nullable(z.string()),
  point_created_at: z.string(),
});
export type Neuron = z.infer<typeof neuronSchema>;

/** A highlight (spec 3 §3); notified_at in seconds since the epoch. */
export const highlightSchema = z.object({
  statement: z.string(),
  notified_at: z.int(),
  role: z.string(),
  highlight_type: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const scoreUpdatedSchema = z.object({ role: z.enum(BRAIN_ROLES), score: z.number() });
/** A new reply in a forum topic the user takes part in: an open topic page reloads its posts. */
export const forumReplySchema = z.object({ topic_id: z.int(), message_id: z.int() });
/** A direct message in one of the user's conversations: an open conversation reloads its messages. */
export const messageReceivedSchema = z.object({ conversation_id: z.int(), message_id: z.int() });
/** A new notification for the user (issue 19 §3): the bell reloads its unread count and list. */
export const notificationCreatedSchema = z.object({ kind: z.string() });
/** The payload each realtime event carries: a Neuron, a {role, score} or a Highlight. */
export const REALTIME_PAYLOAD_SCHEMAS = {
  'gamedash-highlights': highlightSchema,
  'brain__neuron-earned': neuronSchema,
  'brain__score-updated': scoreUpdatedSchema,
  'forum__reply-posted': forumReplySchema,
  message__received: messageReceivedSchema,
  notification__created: notificationCreatedSchema,
} as const satisfies Record<RealtimeEvent, z.ZodMiniType>;
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
