// GET /api/gamedash/highlights?size=&role=&page= -> provider GET /gamedash/{me}/highlights (spec 3
// §7): the signed-in user's highlights. The user id comes from the session, never the browser.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { HIGHLIGHTS_FIRST_LOAD, brainRoleSchema } from '@/lib/contracts/brain';
import { getHighlights } from '@/server/bff/brain';
import { getViewer } from '@/server/bff/loaders';
import { errorResponse, invalidInput, refuseCrossSite, withProviderOutage } from '@/server/bff/route-guards';

const querySchema = z.object({
  size: z.coerce.number().int().min(1).max(100).default(HIGHLIGHTS_FIRST_LOAD),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  role: brainRoleSchema.optional(),
});

// getViewer throws during a provider outage: 503, never a 500 or a 401.
export const GET = withProviderOutage(async (request: Request) => {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const viewer = await getViewer();
  if (!viewer) return errorResponse(401, 'Unauthorized');
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  const highlights = await getHighlights(viewer.account.user.id, parsed.data);
  if (!highlights) return errorResponse(502, 'Highlights could not be loaded.');
  return NextResponse.json({ data: highlights }, { headers: { 'cache-control': 'no-store' } });
});
