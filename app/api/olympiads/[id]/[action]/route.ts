// POST /api/olympiads/{id}/pay -> provider POST /olympiad/olympiads/{id}/pay (pays every eligible
// player); POST /api/olympiads/{id}/controls -> .../controls (pause, resume, extend, schedule
// next, profanity, close now). Admins and the olympiad's director (issue 17 §3, §5).
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { olympiadControlSchema } from '@/lib/contracts/olympiads';
import { expireMedals } from '@/server/bff/awards';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string; action: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id: rawId, action } = await params;
  const id = pathId.safeParse(rawId);
  if (!id.success || (action !== 'pay' && action !== 'controls')) return errorResponse(404, 'Not found');
  let body: unknown = undefined;
  if (action === 'controls') {
    const parsed = olympiadControlSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(parsed.error);
    body = parsed.data;
  }
  const res = await provider(`/olympiad/olympiads/${id.data}/${action}`, {
    method: 'POST',
    body,
    schema: z.record(z.string(), z.unknown()),
  });
  if (!res.ok) return relayFailure(res);
  revalidateTag('olympiads', { expire: 0 });
  expireMedals();
  return relay(res);
}
