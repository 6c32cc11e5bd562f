// POST /api/meme-generator (PNG body) -> provider POST /meme-generator (spec 2 §7): stores the meme
// the canvas drew and answers { data: { key, url } }.
import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@/lib/challenges/image';
import { providerBytes } from '@/server/bff/provider-bytes';
import { errorResponse, guardMutation } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  if (Number(request.headers.get('content-length') ?? 0) > IMAGE_UPLOAD_MAX_BYTES)
    return errorResponse(422, IMAGE_MESSAGES.tooLarge, 'file');
  const res = await providerBytes('/meme-generator', {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: request.body,
    asUser: true,
  });
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
  });
}
