// POST /api/files/image-upload { content_type } -> provider POST /files/image-upload (spec 2 §7):
// a signed address for one image upload and the headers its PUT must carry. The provider's address
// becomes this app's /api/files/upload/{key}, because browsers talk only to the web app.
import { uploadTicketRequestSchema, uploadTicketSchema } from '@/lib/challenges/image';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = uploadTicketRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/files/image-upload', {
    method: 'POST',
    body: parsed.data,
    schema: uploadTicketSchema,
    image: true,
  });
  if (!res.ok) return relay(res);
  const signed = new URL(res.data.url, 'http://provider.invalid');
  const key = signed.pathname.split('/').pop() ?? '';
  return relay({ ...res, data: { url: `/api/files/upload/${key}${signed.search}`, headers: res.data.headers } });
}
