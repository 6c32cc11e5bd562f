// POST /api/forums/channels/{id}/topics -> provider POST /content/contexts/channel/{id}/messages:
// start a topic. 403 the posting gate or a suspension, 429 too fast (Retry-After passed on).
import { forumCreatedSchema, forumExpirySchema, forumTopicEntrySchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const entry = forumTopicEntrySchema.merge(forumExpirySchema);

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = entry.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, title, body } = parsed.data;
  const res = await provider(`/content/contexts/channel/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { title, body },
    schema: forumCreatedSchema,
  });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform });
  return relay(res, 201);
}
