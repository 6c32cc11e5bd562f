// POST /api/people/friend-requests/{id} {action: accept | decline} answers a request sent to me;
// DELETE cancels one I sent (spec 3 §6).
import { friendResponseBodySchema, relationshipSchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };

export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = friendResponseBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { id } = await params;
  return relay(
    await provider(`/relationships/friend-requests/${encodeURIComponent(id)}/response`, {
      method: 'POST',
      body: parsed.data,
      schema: relationshipSchema,
    }),
  );
}

export async function DELETE(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  return relay(
    await provider(`/relationships/friend-requests/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: relationshipSchema,
    }),
  );
}
