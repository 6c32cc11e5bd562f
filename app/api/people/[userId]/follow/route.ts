// POST /api/people/{userId}/follow -> provider POST /relationships/follows/{id} (spec 3 §6); DELETE unfollows.
import { relationshipSchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ userId: string }> };

async function change(request: Request, { params }: Params, method: 'POST' | 'DELETE') {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { userId } = await params;
  return relay(
    await provider(`/relationships/follows/${encodeURIComponent(userId)}`, { method, schema: relationshipSchema }),
  );
}

export const POST = (request: Request, context: Params) => change(request, context, 'POST');
export const DELETE = (request: Request, context: Params) => change(request, context, 'DELETE');
