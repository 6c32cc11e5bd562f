// GET /api/me/parts[?challenge=<slug> | ?dashboard=<handle>]: the viewer's own parts of a page kept for players (issue 24
// part 5, components/personal/), as data the browser renders. A JSON answer rather than a Server
// Function's rendered parts: it costs the web process about half as much (tests/bench/RESULTS.md).
import { NextResponse } from 'next/server';
import { personalPartsQuerySchema } from '@/lib/contracts/personal-parts';
import { loadPersonalParts } from '@/server/bff/personal-parts';
import { invalidInput, withProviderOutage } from '@/server/bff/route-guards';

export const GET = withProviderOutage(async (request: Request) => {
  const query = personalPartsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInput(query.error);
  const data = await loadPersonalParts(query.data);
  return NextResponse.json({ data }, { headers: { 'cache-control': 'private, no-store' } });
});
