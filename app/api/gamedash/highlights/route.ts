// GET /api/gamedash/highlights?size=&page=&role= -> provider /gamedash/me/highlights (spec 3 §7):
// the signed-in user's highlights as { data, meta.total }. The provider answers that envelope at
// the top level (spec 3 §7), which the { data }-only provider client would cut, so this reads it
// directly and validates it with the contract.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { HIGHLIGHTS_PAGE_SIZE, brainRoleSchema, highlightsSchema } from '../../../../lib/contracts/brain';
import { MESSAGES } from '../../../../lib/constants';
import { webConfig } from '../../../../server/bff/config';
import { errorResponse, invalidInput } from '../../../../server/bff/route-guards';
import { currentSession } from '../../../../server/bff/session';

const querySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(HIGHLIGHTS_PAGE_SIZE),
  role: brainRoleSchema.optional(),
});
const noStore = { 'cache-control': 'no-store' };

export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  const session = await currentSession();
  if (!session) return errorResponse(401, 'Unauthorized');
  const url = new URL('/gamedash/me/highlights', webConfig().PROVIDER_API_URL);
  for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) url.searchParams.set(key, String(value));
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${session.token}` }, cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    const body = await res.json().catch(() => null);
    if (!res.ok) return NextResponse.json(body ?? { errors: [{ field: '*', error: MESSAGES.generic }] }, { status: res.status, headers: noStore });
    return NextResponse.json(highlightsSchema.parse(body), { headers: noStore });
  } catch {
    return errorResponse(502, MESSAGES.generic);
  }
}
