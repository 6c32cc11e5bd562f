// /api/teams -> provider POST /teams: the signed-in player founds a team (spec 3 §6).
import { teamCreateSchema, teamSchema } from '@/lib/contracts/teams';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = teamCreateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/teams', { method: 'POST', body: parsed.data, schema: teamSchema });
  return relay(res, 201);
}
