// POST /api/admin/mailer/message -> provider POST /admin/mailer/message (spec 1 §7; issue 21 §4):
// an admin previews (preview: true) or sends a message to one person, a role or a community.
import { mailerMessageSchema, mailerResultSchema } from '@/lib/contracts/mailer';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = mailerMessageSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/admin/mailer/message', {
    method: 'POST',
    body: parsed.data,
    schema: mailerResultSchema,
  });
  if (!res.ok) return relayFailure(res);
  return relay(res, 200, { 'cache-control': 'no-store' });
}
