// Starts shadow mode: the provider checks the admin and the flag and returns the target's token;
// the browser then lands on the target's dashboard with token and shadow=true (spec 1 §4).
import { z } from 'zod';
import { shadowInputSchema } from '@/lib/contracts/account';
import { href } from '@/lib/routes/table';
import { provider } from '@/server/bff/provider';
import { errorResponse, refuseCrossSite, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = shadowInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return errorResponse(422, 'This field is required', 'user_handle');
  const res = await provider('/account/shadow', {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ token: z.string() }),
  });
  if (!res.ok) return relayFailure(res);
  const target = href(
    'dashboard.home',
    { platformSlug: parsed.data.user_handle },
    { token: res.data.token, shadow: 'true' },
  );
  return relay({ ...res, data: { location: target } }, 200, { 'cache-control': 'no-store' });
}
