// POST /api/account/resend -> provider POST /account/resend (spec 1 §7; issue 19 §5): mails a new
// confirmation link. The provider allows 5 an hour per account; its 429 comes back with Retry-After.
import { z } from 'zod';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  return relay(
    await provider('/account/resend', { method: 'POST', body: {}, schema: z.object({ message: z.string() }) }),
  );
}
