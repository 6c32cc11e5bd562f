// POST /api/account/invite {email, message?} -> provider POST /account/signup/invite (spec 1 §7;
// issue 19 §5): mails a sign-up link that credits the inviter as scout, through the email outbox.
// The provider allows 20 a day per player and 3 a day per address; its 429 keeps Retry-After.
import { z } from 'zod';
import { inviteInputSchema } from '@/lib/contracts/email';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = inviteInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(
    await provider('/account/signup/invite', {
      method: 'POST',
      body: parsed.data,
      schema: z.object({ message: z.string() }),
    }),
  );
}
