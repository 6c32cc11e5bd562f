// POST /api/forums/channels/{id}/signup -> provider: join a members-only channel (with its invite code).
import { z } from 'zod';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

const entry = z.object({ code: z.string().max(40).optional() });

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = entry.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/content/channels/${encodeURIComponent(id)}/signup`, {
    method: 'POST',
    body: parsed.data,
    schema: z.literal(true),
  });
  return relay(res);
}
