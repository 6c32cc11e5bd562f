'use client';
// Live Game Dash updates (spec 3 §4, DESIGN.md 'realtime'): SWR's useSWRSubscription over the
// built-in SSE stream or Pusher, whichever the server chose. The state is folded by the pure
// applyLiveMessage (a pushed score applies only for overall or the shown role). SSE reconnects by
// itself on a dropped connection (sending Last-Event-ID, so nothing is missed); when the browser
// gives up (an error answer) this reopens it with a growing delay and the last id it saw. pusher-js
// loads only when Pusher is on, and only in the components that use this hook, so it never weighs
// on pages without a Game Dash. The payload schemas (zod/mini) load with the first pushed message:
// every signed-in page opens the stream, few get a message (issue 22, Lighthouse).
import useSWRSubscription from 'swr/subscription';
import type { BrainRole } from '@/lib/contracts/brain-roles';
import { gamedashChannel, REALTIME_EVENTS } from '@/lib/contracts/realtime-events';
import {
  applyLiveMessage,
  EMPTY_LIVE_STATE,
  LIVE_PUSHER_AUTH_PATH,
  liveStreamUrl,
  reconnectDelay,
  type LiveState,
  type LiveTransport,
} from '@/lib/game/live';

type Deliver = (event: string, data: unknown) => void;

let schemas: Promise<typeof import('@/lib/contracts/realtime')> | null = null;
const loadSchemas = () => (schemas ??= import('@/lib/contracts/realtime'));

function subscribeSse(onMessage: Deliver): () => void {
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let lastEventId = '';
  const open = () => {
    source = new EventSource(liveStreamUrl(lastEventId));
    source.addEventListener('ready', () => {
      attempt = 0;
    });
    for (const event of REALTIME_EVENTS) {
      source.addEventListener(event, (e) => {
        lastEventId = (e as MessageEvent<string>).lastEventId || lastEventId;
        try {
          onMessage(event, JSON.parse((e as MessageEvent<string>).data));
        } catch {
          /* a malformed message is skipped */
        }
      });
    }
    source.onerror = () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(open, reconnectDelay(++attempt));
    };
  };
  open();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

function subscribePusher(
  transport: Extract<LiveTransport, { kind: 'pusher' }>,
  userId: number,
  onMessage: Deliver,
): () => void {
  let stop: (() => void) | null = null;
  let closed = false;
  import('pusher-js')
    .then(({ default: Pusher }) => {
      if (closed) return;
      const pusher = new Pusher(transport.key, {
        cluster: transport.cluster,
        channelAuthorization: { endpoint: LIVE_PUSHER_AUTH_PATH, transport: 'ajax' },
      });
      const channel = pusher.subscribe(gamedashChannel(userId));
      for (const event of REALTIME_EVENTS) channel.bind(event, (data: unknown) => onMessage(event, data));
      stop = () => pusher.disconnect();
    })
    .catch(() => {
      /* no live updates; the page still shows its loaded numbers */
    });
  return () => {
    closed = true;
    stop?.();
  };
}

export function useGamedashLive(
  transport: LiveTransport,
  userId: number | null,
  shownRole: BrainRole = 'overall',
): LiveState {
  const key = userId === null ? null : (['gamedash-live', transport.kind, userId, shownRole] as const);
  const { data } = useSWRSubscription(key, ([, , id, role], { next }) => {
    // One chain, so messages still apply in the order they arrived while the schemas load.
    let queue: Promise<void> = Promise.resolve();
    const onMessage: Deliver = (event, payload) => {
      queue = queue
        .then(loadSchemas)
        .then(({ parseRealtimeMessage }) => {
          const message = parseRealtimeMessage(event, payload);
          if (message) next(null, (prev?: LiveState) => applyLiveMessage(prev ?? EMPTY_LIVE_STATE, message, role));
        })
        .catch(() => {
          /* the schemas could not load: the page keeps its loaded numbers */
        });
    };
    return transport.kind === 'pusher' ? subscribePusher(transport, id, onMessage) : subscribeSse(onMessage);
  });
  return data ?? EMPTY_LIVE_STATE;
}
