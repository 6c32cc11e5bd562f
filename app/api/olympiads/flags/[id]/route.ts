// POST /api/olympiads/flags/{id} -> provider POST /olympiad/flags/{id}: an admin (or the
// olympiad's director) releases a held fair-play flag or reverses it with a public reason.
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { flagDecisionSchema } from '@/lib/contracts/olympiads';
import { expireMedals } from '@/server/bff/awards';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Fair-play flag not found');
  const parsed = flagDecisionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/olympiad/flags/${id.data}`, {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ decided: z.boolean() }),
  });
  if (!res.ok) return relayFailure(res);
  revalidateTag('olympiads', { expire: 0 });
  expireMedals();
  return relay(res);
}
