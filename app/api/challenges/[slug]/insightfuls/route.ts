// POST /api/challenges/{slug}/insightfuls -> provider POST /challenges/{slug}/insightfuls: a
// signed-in player challenges an assumption of the question (spec 3 §1 insightful role). The
// Insightfuls tab is rendered per request, so no cached page holds the list.
import { insightCreatedSchema, insightEntrySchema } from '@/lib/contracts/insightful';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = insightEntrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/insightfuls`, {
    method: 'POST',
    body: parsed.data,
    schema: insightCreatedSchema,
  });
  if (!res.ok) return relayFailure(res);
  return relay(res, 201);
}
