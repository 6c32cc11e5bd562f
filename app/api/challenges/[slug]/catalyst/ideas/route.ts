// /api/challenges/{slug}/catalyst/ideas -> provider POST /challenges/{slug}/catalyst/ideas: the
// catalyst asks an idea's author for a new iteration (spec 2 §7, spec 1 §3 iteration request).
import { iterationRequestCreateSchema, iterationRequestSchema } from '@/lib/contracts/idea-notes';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ slug: string }> };

export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = iterationRequestCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/catalyst/ideas`, {
    method: 'POST',
    body: parsed.data,
    schema: iterationRequestSchema,
  });
  return relay(res, 201);
}
