// POST /api/people/friend-requests -> provider POST /relationships/friend-requests (spec 3 §6).
import { friendRequestBodySchema, relationshipSchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = friendRequestBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(
    await provider('/relationships/friend-requests', { method: 'POST', body: parsed.data, schema: relationshipSchema }),
    201,
  );
}
