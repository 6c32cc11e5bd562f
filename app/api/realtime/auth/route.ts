// POST /api/realtime/auth: Pusher channel authorisation (spec 3 §7 'notifications auth endpoint').
// Signed in, same origin, and only the user's own private-gamedash channel.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getViewer } from '@/server/bff/loaders';
import { authorizeChannel } from '@/server/bff/realtime';
import { errorResponse, refuseCrossSite, withProviderOutage } from '@/server/bff/route-guards';

const bodySchema = z.object({ socket_id: z.string().regex(/^\d+\.\d+$/), channel_name: z.string().max(200) });

// getViewer throws during a provider outage: 503, never a 500 or a 401.
export const POST = withProviderOutage(async (request: Request) => {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const viewer = await getViewer();
  if (!viewer) return errorResponse(401, 'Sign in to receive live updates.');
  // pusher-js posts a form; accept JSON too.
  const raw = request.headers.get('content-type')?.includes('json')
    ? await request.json().catch(() => null)
    : Object.fromEntries(new URLSearchParams(await request.text()));
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return errorResponse(422, 'socket_id and channel_name are required.');
  const auth = authorizeChannel(viewer.account.user.id, parsed.data.socket_id, parsed.data.channel_name);
  if (!auth) return errorResponse(403, 'You can only listen to your own Game Dash.');
  return NextResponse.json(auth);
});
