// GET /api/challenges/{slug}/promoted -> provider (spec 2 §7): the ideas of this challenge its
// catalyst has saved to promote, so their buttons say so.
import { z } from 'zod';
import { promotedIdeaSchema } from '@/lib/contracts/drafts';
import { provider } from '@/server/bff/provider';
import { refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const { slug } = await params;
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/promoted`, {
    schema: z.array(promotedIdeaSchema),
  });
  return relay(res);
}
