// /api/organizations/{id}/membership -> provider POST /social/organizations/{id}/membership: one
// membership action (spec 1 §4: invite, request, join, leave, kick, grant or revoke admin, grant
// ownership, respond to invitations or requests). The provider decides who may take which.
import { z } from 'zod';
import { membershipActionSchema, ORGANIZATION_TEXTS, organizationDetailSchema } from '@/lib/contracts/organizations';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = idSchema.safeParse((await params).id);
  if (!id.success) return errorResponse(404, ORGANIZATION_TEXTS.notFound);
  const parsed = membershipActionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/social/organizations/${id.data}/membership`, {
    method: 'POST',
    body: parsed.data,
    schema: organizationDetailSchema,
  });
  return relay(res);
}
