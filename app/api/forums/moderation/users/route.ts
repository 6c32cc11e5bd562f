// POST /api/forums/moderation/users -> provider POST /acl/moderations/users: suspend a person from
// posting, or restore them (ambassadors and admins).
import { z } from 'zod';
import { userModerationEntrySchema } from '@/lib/contracts/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = userModerationEntrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(await provider('/acl/moderations/users', { method: 'POST', body: parsed.data, schema: z.unknown() }));
}
