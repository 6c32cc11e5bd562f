// POST /api/game/mentoring/{id}/rates -> provider: a signed-in player rates advice 0 to 5,
// anonymously (spec 2 §5-§7). The advice's challenge lists ratings, so its list is expired at once.
import { mentoringRateCreatedSchema, mentoringRateEntrySchema } from '@/lib/contracts/mentoring';
import { expireMentoring } from '@/server/bff/mentoring';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = mentoringRateEntrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/game/mentoring/${encodeURIComponent(id)}/rates`, {
    method: 'POST',
    body: parsed.data,
    schema: mentoringRateCreatedSchema,
  });
  if (!res.ok) return relayFailure(res);
  expireMentoring(res.data.challenge.slug);
  return relay(res, 201);
}
