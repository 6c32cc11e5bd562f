// POST /api/feedback -> provider POST /feedback: the send-feedback form (spec 1 §2 /send-feedback).
import { z } from 'zod';
import { feedbackInputSchema } from '@/lib/contracts/feedback';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = feedbackInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/feedback', { method: 'POST', body: parsed.data, schema: z.object({ id: z.number() }) });
  return relay(res, 201);
}
