// POST /api/admin/feedbacks/resolve -> provider POST /admin/feedbacks/resolve (issue 21 §2): an
// admin resolves every open message of one path and subject (a broken link reported many times).
import { z } from 'zod';
import { feedbackGroupKeySchema } from '@/lib/contracts/admin';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = feedbackGroupKeySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/admin/feedbacks/resolve', {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ resolved: z.number() }),
  });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
