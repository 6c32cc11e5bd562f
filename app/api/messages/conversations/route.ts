// POST /api/messages/conversations {user_id} -> provider: opens (or finds) the conversation with a
// player; 403 without a mutual follow or friendship (spec 3 §6).
import { z } from 'zod';
import { friendRequestBodySchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = friendRequestBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(
    await provider('/messages/conversations', {
      method: 'POST',
      body: parsed.data,
      schema: z.object({ id: z.number().int() }),
    }),
  );
}
