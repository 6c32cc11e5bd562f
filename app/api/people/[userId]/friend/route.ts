// DELETE /api/people/{userId}/friend -> provider DELETE /relationships/friends/{id}: ends a friendship.
import { relationshipSchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ userId: string }> };

export async function DELETE(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { userId } = await params;
  return relay(
    await provider(`/relationships/friends/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      schema: relationshipSchema,
    }),
  );
}
