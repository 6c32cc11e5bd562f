// /api/teams/{id}/membership -> provider POST /teams/{id}/membership: invite a player, answer an
// invitation, or leave (spec 3 §6). The answer is the team, or null once its last member left.
import { z } from 'zod';
import { TEAM_TEXTS, teamActionSchema, teamSchema } from '@/lib/contracts/teams';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ id: string }> };
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = idSchema.safeParse((await params).id);
  if (!id.success) return errorResponse(404, TEAM_TEXTS.notFound);
  const parsed = teamActionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/teams/${id.data}/membership`, {
    method: 'POST',
    body: parsed.data,
    schema: teamSchema.nullable(),
  });
  return relay(res);
}
