// POST /api/messages/conversations/{id}/messages -> provider: sends a direct message (rate limited;
// the 429's Retry-After is relayed).
import { directMessageSchema, messageBodySchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };

export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = messageBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { id } = await params;
  return relay(
    await provider(`/messages/conversations/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      body: parsed.data,
      schema: directMessageSchema,
    }),
    201,
  );
}
