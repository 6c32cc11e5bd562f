// /api/sharing/social/twitter -> provider DELETE /sharing/social/twitter: forgets the X connection.
import { z } from 'zod';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

export async function DELETE(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const res = await provider('/sharing/social/twitter', {
    method: 'DELETE',
    schema: z.undefined().transform(() => null),
  });
  return relay(res);
}
