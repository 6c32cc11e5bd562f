// POST /api/admin/feedbacks/{id}/reply -> provider POST /admin/feedbacks/{id}/reply (issue 21 §2):
// an admin answers the sender by email (queued in the outbox).
import { z } from 'zod';
import { ADMIN_TEXTS, feedbackReplySchema } from '@/lib/contracts/admin';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, ADMIN_TEXTS.feedbackNotFound);
  const parsed = feedbackReplySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/admin/feedbacks/${id.data}/reply`, {
    method: 'POST',
    body: parsed.data,
    schema: z.object({ ok: z.literal(true), email_id: z.number() }),
  });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
