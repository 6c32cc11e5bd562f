// POST /api/files/media-upload { content_type, size, width, height, purpose } -> provider POST
// /files/media-upload (spec 1 §5, §7): a signed address for one picture of the player's own
// (avatar, masthead, My Files). The provider's address becomes this app's /api/files/media/{key}.
import { mediaTicketRequestSchema } from '@/lib/media/rules';
import { uploadTicketSchema } from '@/lib/challenges/image';
import { callCommunity } from '@/server/bff/loaders';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = mediaTicketRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const community = callCommunity(request);
  const res = await provider('/files/media-upload', {
    method: 'POST',
    body: parsed.data,
    query: { platform: community },
    schema: uploadTicketSchema,
    image: true,
  });
  if (!res.ok) return relay(res);
  const signed = new URL(res.data.url, 'http://provider.invalid');
  const key = signed.pathname.split('/').pop() ?? '';
  return relay({ ...res, data: { url: `/api/files/media/${key}${signed.search}`, headers: res.data.headers } });
}
