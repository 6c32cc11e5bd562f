// POST /api/admin/flags/{name} -> provider POST /admin/flags/{name} (issue 21 §6; spec 1 §3): an
// admin switches a feature flag or sets its variants; every page reading flags is expired.
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { FLAG_TEXTS, flagSchema, flagSwitchSchema } from '@/lib/contracts/flags';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const name = z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .safeParse((await params).name);
  if (!name.success) return errorResponse(404, FLAG_TEXTS.notFound);
  const parsed = flagSwitchSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/admin/flags/${name.data}`, { method: 'POST', body: parsed.data, schema: flagSchema });
  if (!res.ok) return relayFailure(res);
  revalidateTag('flags', { expire: 0 });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
