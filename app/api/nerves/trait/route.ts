// Analytics events from the browser (spec 1 §7 POST /nerves/trait), sent with navigator.sendBeacon.
// Not a change the user makes, so shadow mode does not ask for confirmation; same origin only.
import { z } from 'zod';
import { traitInputSchema } from '@/lib/contracts/trait';
import { provider } from '@/server/bff/provider';
import { errorResponse, refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = traitInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return errorResponse(422, parsed.error.issues[0]?.message ?? 'Invalid event');
  const res = await provider('/nerves/trait', {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ accepted: z.boolean() }),
  });
  return relay(res, 202);
}
