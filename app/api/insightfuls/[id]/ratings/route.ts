// POST /api/insightfuls/{id}/ratings -> provider POST /insightfuls/{id}/ratings: another player
// rates an insight 1 to 5, once (spec 3 §1, §9).
import { insightSchema, starRatingSchema } from '@/lib/contracts/insightful';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = starRatingSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/insightfuls/${encodeURIComponent(id)}/ratings`, {
    method: 'POST',
    body: parsed.data,
    schema: insightSchema,
  });
  if (!res.ok) return relayFailure(res);
  return relay(res, 201);
}
