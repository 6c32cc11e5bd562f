// /api/ideas/{id}/iterations -> provider POST /ideas/{id}/iterations: the author posts a new
// iteration of their idea; earlier versions stay readable (spec 1 §3, spec 2 §3).
import { IDEA_NOTE_TEXTS, ideaIterationsSchema, iterationCreateSchema } from '@/lib/contracts/idea-notes';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, IDEA_NOTE_TEXTS.notFound);
  const parsed = iterationCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/ideas/${id.data}/iterations`, {
    method: 'POST',
    body: parsed.data,
    schema: ideaIterationsSchema,
  });
  return relay(res, 201);
}
