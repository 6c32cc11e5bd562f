// /api/drafts -> provider /drafts (spec 2 §7): the signed-in person's saved questions. GET lists
// them (challenge drafts, newest first, at most 200); POST saves a new one.
import { z } from 'zod';
import {
  draftCreateSchema,
  draftListQuerySchema,
  draftSchema,
  DRAFTS_PAGE_SIZE,
  draftSummarySchema,
} from '@/lib/contracts/drafts';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

/** `?origin=qq,challenge-promotion-flow` lists the ideas saved to promote; Saved drafts asks for its own origin. */
export async function GET(request: Request) {
  const query = draftListQuerySchema
    .pick({ origin: true })
    .safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInput(query.error);
  const origin = query.data.origin?.join(',');
  const res = await provider('/drafts', {
    query: { draft_type: 'challenge', size: DRAFTS_PAGE_SIZE, ...(origin ? { origin } : {}) },
    schema: z.array(draftSummarySchema),
  });
  return relay(res);
}

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = draftCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/drafts', { method: 'POST', body: parsed.data, schema: draftSchema });
  return relay(res, 201);
}
