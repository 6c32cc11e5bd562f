// GET /api/realtime/stream: the signed-in user's live Game Dash events (built-in SSE transport),
// proxied from the provider's /gamedash/me/stream with the session's bearer token and the
// browser's Last-Event-ID, so a reconnect receives what it missed (issue 24 §3). ?topic={id} (an
// open forum topic) adds that topic's new replies.
import { errorResponse } from '@/server/bff/route-guards';
import { openProviderStream } from '@/server/bff/realtime';
import { currentSession } from '@/server/bff/session';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const session = await currentSession();
  if (!session) return errorResponse(401, 'Sign in to receive live updates.');
  let upstream: Response;
  try {
    // EventSource's own reconnect sends the header; the page's reopen after an error, the query.
    const query = new URL(request.url).searchParams;
    const lastEventId = request.headers.get('last-event-id') ?? query.get('last_event_id');
    upstream = await openProviderStream(session.token, request.signal, lastEventId, query.get('topic'));
  } catch {
    return errorResponse(502, 'Live updates are unavailable just now.');
  }
  if (!upstream.ok || !upstream.body)
    return errorResponse(upstream.status === 401 ? 401 : 502, 'Live updates are unavailable just now.');
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
