// Ends shadow mode: the provider revokes the shadow token, then the sealed shadow cookie is dropped;
// the admin's own session is untouched (spec 1 §4).
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getIronSession } from 'iron-session';
import { z } from 'zod';
import { provider } from '@/server/bff/provider';
import { refuseCrossSite } from '@/server/bff/route-guards';
import { shadowSessionOptions, type ShadowSessionData } from '@/server/bff/session';

export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const session = await getIronSession<ShadowSessionData>(await cookies(), shadowSessionOptions());
  // An already revoked or expired token changes nothing: the cookie goes either way.
  if (session.token)
    await provider('/account/shadow', { method: 'DELETE', schema: z.object({ stopped: z.boolean() }) });
  session.destroy();
  return NextResponse.json({ data: { stopped: true } });
}
