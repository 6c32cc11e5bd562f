// /api/sharing/intent/{subject}/{target} -> provider GET /sharing/intent/... (spec 3 §7): the share
// content, with the viewer's scout id in its link when signed in.
import { intentQuerySchema, sharingContentSchema } from '@/lib/contracts/sharing';
import { provider } from '@/server/bff/provider';
import { invalidInput, relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ subject: string; target: string }> };

export async function GET(request: Request, { params }: Params) {
  const { subject, target } = await params;
  const query = intentQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInput(query.error);
  const res = await provider(`/sharing/intent/${encodeURIComponent(subject)}/${encodeURIComponent(target)}`, {
    schema: sharingContentSchema,
    query: query.data,
  });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
