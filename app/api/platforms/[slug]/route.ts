// PUT /api/platforms/{slug} -> provider PUT /platforms/{slug} (spec 1 §7): the owner of a community
// or an admin changes its title, words, masthead, colour or icon; every page showing it is expired.
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { platformSchema, platformUpdateSchema } from '@/lib/contracts/platform';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const slugSchema = z.string().regex(/^[a-z0-9-]{1,60}$/);

export async function PUT(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const slug = slugSchema.safeParse((await params).slug);
  if (!slug.success) return errorResponse(404, 'Platform not found');
  const parsed = platformUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/platforms/${slug.data}`, { method: 'PUT', body: parsed.data, schema: platformSchema });
  if (!res.ok) return relayFailure(res);
  // Pages read a community by slug or by subdomain; both names are expired, and the list.
  for (const tag of ['platforms', `platform:${res.data.slug}`, `platform:${res.data.subdomain}`])
    revalidateTag(tag, { expire: 0 });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
