// /api/saved-ideas -> provider POST /me/saved-ideas: the signed-in player writes an idea down in
// their Nerve-on A-ha notebook, or keeps someone's idea there (spec 3 §2.4, spec 2 §2 Save an Idea).
import { savedIdeaCreateSchema, savedIdeaSchema } from '@/lib/contracts/idea-notes';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = savedIdeaCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/me/saved-ideas', { method: 'POST', body: parsed.data, schema: savedIdeaSchema });
  return relay(res, 201);
}
