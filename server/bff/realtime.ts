import 'server-only';
// Realtime in the web process (DESIGN.md 'realtime'): which transport the browser uses, the Pusher
// channel authorisation (only the signed-in user's own private-gamedash channel) and the SSE proxy
// to the provider's stream (with an open forum topic's replies when the page names it) with the user's bearer token, which never reaches the browser.
import Pusher from 'pusher';
import { gamedashChannel } from '@/lib/contracts/brain';
import type { LiveTransport } from '@/lib/game/live';
import { webConfig } from './config';

function pusherSettings() {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret, PUSHER_CLUSTER: cluster } = webConfig();
  return appId && key && secret && cluster ? { appId, key, secret, cluster } : null;
}

/** What the browser hook needs: the public Pusher key and cluster, or the SSE route. */
export function liveTransport(): LiveTransport {
  const pusher = pusherSettings();
  return pusher ? { kind: 'pusher', key: pusher.key, cluster: pusher.cluster } : { kind: 'sse' };
}

let client: Pusher | null = null;

/** Pusher's channel auth answer, or null when the channel is not the user's own (or Pusher is off). */
export function authorizeChannel(userId: number, socketId: string, channel: string): Pusher.ChannelAuthResponse | null {
  const settings = pusherSettings();
  if (!settings || channel !== gamedashChannel(userId)) return null;
  client ??= new Pusher({ ...settings, useTLS: true });
  return client.authorizeChannel(socketId, channel);
}

/**
 * Opens the provider's SSE stream of the token's user; the caller passes the body on. `lastEventId`
 * (the browser's Last-Event-ID on a reconnect) lets the provider send what the browser missed.
 */
export function openProviderStream(
  token: string,
  signal: AbortSignal,
  lastEventId?: string | null,
  topic?: string | null,
): Promise<Response> {
  const url = new URL('/gamedash/me/stream', webConfig().PROVIDER_API_URL);
  // An open forum topic's page also hears that topic's new replies (ids only).
  if (topic && /^[1-9][0-9]{0,8}$/.test(topic)) url.searchParams.set('topic', topic);
  const resume: Record<string, string> =
    lastEventId && /^[0-9]{1,15}$/.test(lastEventId) ? { 'last-event-id': lastEventId } : {};
  return fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...resume },
    signal,
    cache: 'no-store',
  });
}
