// POST /api/forums/channels -> provider POST /content/management/{platform}/channels: open a
// channel in a community's forum (or, with owner, in one's own platform's forum).
import { z } from 'zod';
import { forumChannelEntrySchema } from '@/lib/contracts/forums';
import { expireForum } from '@/server/bff/forums';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const entry = forumChannelEntrySchema.extend({
  platform: z.string().min(1).max(80),
  owner: z.string().max(80).optional(),
});
const created = z.object({ id: z.number().int(), slug: z.string(), invite_code: z.string().nullable() });

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = entry.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const { platform, owner, ...body } = parsed.data;
  const res = await provider(`/content/management/${encodeURIComponent(platform)}/channels`, {
    method: 'POST',
    body,
    query: { owner },
    schema: created,
  });
  if (!res.ok) return relayFailure(res);
  expireForum({ platform });
  return relay(res, 201);
}
