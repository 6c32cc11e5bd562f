// DELETE /api/files/library/{id} -> provider DELETE /files/library/{id}: My Files removes one of
// the player's pictures (an avatar or masthead showing it goes back to the default).
import { mediaFileSchema } from '@/lib/media/rules';
import { callCommunity } from '@/server/bff/loaders';
import { revalidateMyPictures } from '@/server/bff/media';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, pathId, relay, relayFailure } from '@/server/bff/route-guards';

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Not found');
  const community = callCommunity(request);
  const res = await provider(`/files/library/${id.data}`, {
    method: 'DELETE',
    query: { platform: community },
    schema: mediaFileSchema,
  });
  if (!res.ok) return relayFailure(res);
  await revalidateMyPictures();
  return relay(res);
}
