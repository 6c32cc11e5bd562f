// Live Game Dash state (spec 3 §4 'Live updates'): what the browser keeps from pushed messages.
// Pure, so the rule 'a pushed score applies only if its role is overall or equals the shown
// role' is written once and tested at its edges.
import type { BrainRole, Highlight, Neuron, RealtimeMessage, ScoreUpdated } from '../contracts/brain';

export function scoreApplies(update: ScoreUpdated, shownRole: BrainRole): boolean {
  return update.role === 'overall' || update.role === shownRole;
}

export interface LiveState {
  /** The last pushed score that applies to the shown role; null until one arrives. */
  score: ScoreUpdated | null;
  /** The Nerve Score (overall) as last pushed, whatever role is shown. */
  overall: number | null;
  neuron: Neuron | null;
  highlight: Highlight | null;
  /** Messages received (the update dot and tests read it). */
  received: number;
  /** New notifications pushed (issue 19 §3): the bell reloads its unread count and list on each. */
  notifications: number;
}

export const EMPTY_LIVE_STATE: LiveState = {
  score: null,
  overall: null,
  neuron: null,
  highlight: null,
  received: 0,
  notifications: 0,
};

export function applyLiveMessage(state: LiveState, message: RealtimeMessage, shownRole: BrainRole): LiveState {
  const received = state.received + 1;
  switch (message.event) {
    case 'brain__neuron-earned':
      return { ...state, neuron: message.data, received };
    case 'gamedash-highlights':
      return { ...state, highlight: message.data, received };
    case 'brain__score-updated': {
      const overall = message.data.role === 'overall' ? message.data.score : state.overall;
      return { ...state, overall, score: scoreApplies(message.data, shownRole) ? message.data : state.score, received };
    }
    case 'notification__created':
      return { ...state, notifications: state.notifications + 1 };
    case 'forum__reply-posted':
    case 'message__received':
      // For the open topic or conversation (LiveReplies, LiveMessages), not the Game Dash.
      return state;
  }
}

/** Delay before the n-th reconnect after a dropped stream (1 s, 2 s, 4 s ... capped at 30 s). */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** How the browser receives live updates; the server decides (server/bff/realtime.ts). */
export type LiveTransport = { kind: 'sse' } | { kind: 'pusher'; key: string; cluster: string };

/** The signed-in player whose Game Dash the navbar shows and the live watcher listens for. */
export interface GameDashPlayer {
  screenName: string;
  userId: number;
  shadow: boolean;
  transport: LiveTransport;
}

/** BFF routes of live updates (app/api/realtime). */
export const LIVE_STREAM_PATH = '/api/realtime/stream';

/**
 * The stream's address for a new EventSource: after the browser gave up on one (an error answer
 * while a server restarts), the last event id it saw goes along, so the missed messages are
 * replayed (EventSource's own reconnect sends it as the Last-Event-ID header).
 */
export function liveStreamUrl(lastEventId: string): string {
  return /^[0-9]{1,15}$/.test(lastEventId) ? `${LIVE_STREAM_PATH}?last_event_id=${lastEventId}` : LIVE_STREAM_PATH;
}
export const LIVE_PUSHER_AUTH_PATH = '/api/realtime/auth';
