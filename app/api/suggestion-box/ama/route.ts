// POST /api/suggestion-box/ama -> provider POST /suggestion-box/ama: the signed-in catalyst opens an
// ask-me-anything box on the community this request's host names (like publishing a challenge),
// then the box's pages, its community's lists and their mentor box are expired.
import { revalidateTag } from 'next/cache';
import { amaCreatedSchema, amaCreateSchema } from '@/lib/contracts/ama';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { callCommunity, getViewerIfReachable } from '@/server/bff/loaders';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const community = callCommunity(request);
  const raw: unknown = await request.json().catch(() => null);
  const parsed = amaCreateSchema.safeParse(
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, platform_domain: community } : raw,
  );
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/suggestion-box/ama', { method: 'POST', body: parsed.data, schema: amaCreatedSchema });
  if (!res.ok) return relayFailure(res);
  await expireChallenge(res.data.slug, res.data.platform);
  const viewer = await getViewerIfReachable();
  if (viewer) revalidateTag(`mentor-box:${viewer.account.user.id}`, { expire: 0 });
  return relay(res, 201);
}
