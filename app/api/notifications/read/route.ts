// POST /api/notifications/read {ids?} -> provider: marks the given notifications (or all) read.
import { z } from 'zod';
import { markReadBodySchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = markReadBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(
    await provider('/me/notification/read', {
      method: 'POST',
      body: parsed.data,
      schema: z.object({ changed: z.number().int(), unread: z.number().int() }),
    }),
  );
}
