// PUT /api/forums/messages/{id} -> provider: edit one's post (409 once someone replied or voted).
// DELETE /api/forums/messages/{id}?topic=&platform= -> provider: delete it (the thread keeps a placeholder).
import { z } from 'zod';
import { forumEditSchema, forumExpirySchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const changed = z.object({ message_id: z.number().int(), topic_id: z.number().int() });
type Params = { params: Promise<{ id: string }> };

export async function PUT(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const parsed = forumEditSchema.merge(forumExpirySchema).safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, challenge, topic_id: _, ...body } = parsed.data;
  const res = await provider(`/content/messages/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: changed });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform, challenge, topicId: res.data.topic_id });
  return relay(res);
}

export async function DELETE(request: Request, { params }: Params) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { id } = await params;
  const url = new URL(request.url);
  const expiry = forumExpirySchema.safeParse({
    platform: url.searchParams.get('platform') ?? undefined,
    challenge: url.searchParams.get('challenge') ?? undefined,
  });
  if (!expiry.success) return invalidInput(expiry.error);
  const res = await provider(`/content/messages/${encodeURIComponent(id)}`, { method: 'DELETE', schema: changed });
  if (!res.ok) return relayFailure(res);
  expireForum({ ...expiry.data, topicId: res.data.topic_id });
  return relay(res);
}
