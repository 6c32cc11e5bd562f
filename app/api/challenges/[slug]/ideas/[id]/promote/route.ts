// POST /api/challenges/{slug}/ideas/{id}/promote -> provider (spec 2 §2 'Saved QQs to promote'):
// the catalyst saves a QQ or suggestion-box idea as a draft to publish as a question of its own.
import { promotedIdeaSchema } from '@/lib/contracts/drafts';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string; id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug, id } = await params;
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/ideas/${encodeURIComponent(id)}/promote`, {
    method: 'POST',
    schema: promotedIdeaSchema,
  });
  return relay(res, 201);
}
