// /api/organizations/{id} -> provider PUT /social/organizations/{id}: an admin edits the name,
// description or how people join (spec 1 §7).
import { z } from 'zod';
import { ORGANIZATION_TEXTS, organizationDetailSchema, organizationUpdateSchema } from '@/lib/contracts/organizations';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export async function PUT(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = idSchema.safeParse((await params).id);
  if (!id.success) return errorResponse(404, ORGANIZATION_TEXTS.notFound);
  const parsed = organizationUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/social/organizations/${id.data}`, {
    method: 'PUT',
    body: parsed.data,
    schema: organizationDetailSchema,
  });
  return relay(res);
}
