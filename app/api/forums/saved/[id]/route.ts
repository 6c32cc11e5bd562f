// PUT /api/forums/saved/{topicId} -> provider: save a topic for later (My saved); DELETE unsaves it.
import { z } from 'zod';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
const saved = z.object({ saved: z.boolean() });

async function save(request: Request, { params }: Params, method: 'PUT' | 'DELETE') {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  return relay(await provider(`/content/saved/${encodeURIComponent(id)}`, { method, schema: saved }));
}

export const PUT = (request: Request, context: Params) => save(request, context, 'PUT');
export const DELETE = (request: Request, context: Params) => save(request, context, 'DELETE');
