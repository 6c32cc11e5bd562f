// PUT /api/challenges/{slug}/catalyst/picker -> provider PUT /challenges/{slug}/catalyst/picker:
// the catalyst drops an idea into their Top 3, moves it or takes it out (spec 2 §5). The picks show
// on the challenge page only once it is closed, so no cached page changes.
import { pickerPutSchema, pickerStateSchema } from '@/lib/challenges/picker';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function PUT(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = pickerPutSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/catalyst/picker`, {
    method: 'PUT',
    body: parsed.data,
    schema: pickerStateSchema,
  });
  return relay(res);
}
