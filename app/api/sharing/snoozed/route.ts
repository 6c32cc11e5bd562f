// /api/sharing/snoozed -> provider /sharing/snoozed (spec 3 §7): the signed-in person's queue of
// saved shares (GET, with its total) and saving one more (POST, spec 3 §4 'Share Later').
import { snoozeCreateSchema } from '@/lib/contracts/sharing';
import { snoozedEnvelopeSchema } from '@/lib/contracts/sharing-bff';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function GET() {
  const res = await provider('/sharing/snoozed', { schema: snoozedEnvelopeSchema, envelope: true });
  return relay(res, 200, { 'cache-control': 'no-store' });
}

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = snoozeCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/sharing/snoozed', {
    method: 'POST',
    body: parsed.data,
    schema: snoozedEnvelopeSchema,
    envelope: true,
  });
  return relay(res, 201);
}
