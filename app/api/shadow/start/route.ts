// Starts shadow mode: the provider checks the admin and the flag and returns the target's token,
// which this POST seals into bn_auth_shadow itself; the browser then lands on the target's dashboard
// (spec 1 §4). The token never travels in a URL: a `?token=&shadow=true` link starts nothing
// (lib/token-handoff.ts), so shadow mode cannot be pushed onto somebody else's browser.
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { z } from 'zod';
import { shadowInputSchema } from '@/lib/contracts/account';
import { href } from '@/lib/routes/table';
import { provider } from '@/server/bff/provider';
import { errorResponse, refuseCrossSite, relay, relayFailure } from '@/server/bff/route-guards';
import { shadowSessionOptions, type ShadowSessionData } from '@/server/bff/session';

export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = shadowInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return errorResponse(422, 'This field is required', 'user_handle');
  const res = await provider('/account/shadow', {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ token: z.string() }),
  });
  if (!res.ok) return relayFailure(res);
  const session = await getIronSession<ShadowSessionData>(await cookies(), shadowSessionOptions());
  session.token = res.data.token;
  session.screenName = parsed.data.user_handle;
  await session.save();
  const target = href('dashboard.home', { platformSlug: parsed.data.user_handle });
  return relay({ ...res, data: { location: target } }, 200, { 'cache-control': 'no-store' });
}
