// /api/drafts/{id} -> provider /drafts/{id}: open (GET), save again (PUT) or remove (DELETE) one
// of the signed-in person's drafts.
import { z } from 'zod';
import { draftSchema, draftUpdateSchema } from '@/lib/contracts/drafts';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
async function draftPath(params: Params['params']): Promise<string | null> {
  const id = pathId.safeParse((await params).id);
  return id.success ? `/drafts/${id.data}` : null;
}

const NOT_FOUND = 'This draft does not exist.';

export async function GET(_request: Request, { params }: Params) {
  const path = await draftPath(params);
  if (!path) return errorResponse(404, NOT_FOUND);
  const res = await provider(path, { schema: draftSchema });
  return relay(res);
}

export async function PUT(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const path = await draftPath(params);
  if (!path) return errorResponse(404, NOT_FOUND);
  const parsed = draftUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(path, { method: 'PUT', body: parsed.data, schema: draftSchema });
  return relay(res);
}

export async function DELETE(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const path = await draftPath(params);
  if (!path) return errorResponse(404, NOT_FOUND);
  // The provider answers a removal with no data; the browser gets { data: null }.
  const res = await provider(path, { method: 'DELETE', schema: z.undefined().transform(() => null) });
  return relay(res);
}
