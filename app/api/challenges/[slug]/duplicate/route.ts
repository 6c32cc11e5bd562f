// POST /api/challenges/{slug}/duplicate -> provider (spec 2 §7): the catalyst copies a challenge
// into a new saved draft, which the browser then opens in the creation form.
import { draftSchema } from '@/lib/contracts/drafts';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/duplicate`, {
    method: 'POST',
    schema: draftSchema,
  });
  return relay(res, 201);
}
