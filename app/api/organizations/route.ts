// /api/organizations -> provider POST /social/organizations: the signed-in person founds an
// organization and becomes its owner (spec 3 §2.10).
import { organizationCreateSchema, organizationDetailSchema } from '@/lib/contracts/organizations';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = organizationCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/social/organizations', {
    method: 'POST',
    body: parsed.data,
    schema: organizationDetailSchema,
  });
  return relay(res, 201);
}
