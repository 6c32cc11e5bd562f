// /api/saved-ideas/{id} -> provider PATCH/DELETE /me/saved-ideas/{id}: make a saved idea public or
// private, or remove it from the notebook.
import { z } from 'zod';
import { IDEA_NOTE_TEXTS, savedIdeaSchema, visibilitySchema } from '@/lib/contracts/idea-notes';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
const patchSchema = z.object({ visibility: visibilitySchema });

async function entryPath(params: Params['params']): Promise<string | null> {
  const id = pathId.safeParse((await params).id);
  return id.success ? `/me/saved-ideas/${id.data}` : null;
}

export async function PATCH(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const path = await entryPath(params);
  if (!path) return errorResponse(404, IDEA_NOTE_TEXTS.entryNotFound);
  const parsed = patchSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(await provider(path, { method: 'PATCH', body: parsed.data, schema: savedIdeaSchema }));
}

export async function DELETE(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const path = await entryPath(params);
  if (!path) return errorResponse(404, IDEA_NOTE_TEXTS.entryNotFound);
  return relay(await provider(path, { method: 'DELETE', schema: z.object({ removed: z.number() }) }));
}
