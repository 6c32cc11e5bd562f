// GET /api/use-image?source= -> provider GET /use-image (spec 2 §7): the bytes of a library image
// or an upload, for the gallery's apply and the meme canvas. Anything else is refused (422) here
// and again by the provider: this is not a way to fetch other sites.
import { IMAGE_MESSAGES, ownImage } from '@/lib/challenges/image';
import { providerBytes, relayBytes } from '@/server/bff/provider-bytes';
import { errorResponse } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  const source = new URL(request.url).searchParams.get('source') ?? '';
  if (!ownImage(source)) return errorResponse(422, IMAGE_MESSAGES.notOurs, 'source');
  return relayBytes(await providerBytes('/use-image', { query: { source } }));
}
