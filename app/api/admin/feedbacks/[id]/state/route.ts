// POST /api/admin/feedbacks/{id}/state -> provider POST /admin/feedbacks/{id}/state (issue 21 §2):
// an admin marks one feedback message read or resolved.
import { z } from 'zod';
import { ADMIN_TEXTS, FEEDBACK_STATES, feedbackStateInputSchema } from '@/lib/contracts/admin';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, ADMIN_TEXTS.feedbackNotFound);
  const parsed = feedbackStateInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/admin/feedbacks/${id.data}/state`, {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ id: z.number(), state: z.enum(FEEDBACK_STATES) }),
  });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
