// Analytics events from the browser (spec 1 §7 POST /nerves/trait), sent with navigator.sendBeacon.
// Not a change the user makes, so shadow mode does not ask for confirmation; same origin only.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { traitInputSchema } from '@/lib/contracts/trait';
import { provider } from '@/server/bff/provider';
import { errorResponse, refuseCrossSite } from '@/server/bff/route-guards';

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
  return res.ok
    ? NextResponse.json({ data: res.data }, { status: 202 })
    : NextResponse.json({ errors: res.errors }, { status: res.status });
}
