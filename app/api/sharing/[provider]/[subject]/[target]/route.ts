// /api/sharing/{provider}/{subject}/{target} -> provider POST /sharing/... (spec 3 §7): records the
// share and answers the network's share address for the panel to open.
import { intentQuerySchema, shareRecordSchema } from '@/lib/contracts/sharing';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ provider: string; subject: string; target: string }> };

export async function POST(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const p = await params;
  const query = intentQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInput(query.error);
  const path = [p.provider, p.subject, p.target].map(encodeURIComponent).join('/');
  const res = await provider(`/sharing/${path}`, { method: 'POST', schema: shareRecordSchema, query: query.data });
  return relay(res);
}
