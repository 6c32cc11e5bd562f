// The realtime events on private-gamedash{userId} (DESIGN.md 'realtime', spec 3 §4) as plain values:
// what a live hook subscribes to when a signed-in page opens. Their payload schemas
// (lib/contracts/realtime.ts, zod/mini) load only when a message arrives (issue 22, Lighthouse).

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

export function gamedashChannel(userId: number): string {
  return `private-gamedash${userId}`;
}
