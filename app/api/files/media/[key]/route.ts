// PUT /api/files/media/{key}?expires&purpose&signature -> provider PUT /files/media/{key}: the
// bytes of one of the player's pictures, streamed through with their token (the address is bound
// to them). The provider checks signature, size, type, pixel size and quota; on success the pages
// that show the player's pictures are revalidated. Outside the proxy (proxy.ts, see its matcher).
import { UPLOAD_KEY } from '@/lib/challenges/image';
import { SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { revalidateMyPictures } from '@/server/bff/media';
import { providerBytes } from '@/server/bff/provider-bytes';
import { errorResponse, refuseCrossSite } from '@/server/bff/route-guards';
import { currentSession } from '@/server/bff/session';

export async function PUT(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const { key } = await params;
  if (!UPLOAD_KEY.test(key)) return errorResponse(404, 'Not found');
  const search = new URL(request.url).searchParams;
  const headers: Record<string, string> = {
    'content-type': request.headers.get('content-type') ?? 'application/octet-stream',
  };
  const length = request.headers.get('content-length');
  if (length) headers['content-length'] = length;
  // Shadowing, the admin confirmed the change when the signed address was asked for (a POST
  // through guardMutation); the address is that confirmation, so its bytes go through with it.
  if ((await currentSession())?.shadow) headers[SHADOW_CONFIRM_HEADER] = '1';
  const res = await providerBytes(`/files/media/${key}`, {
    method: 'PUT',
    query: {
      expires: search.get('expires') ?? '',
      purpose: search.get('purpose') ?? '',
      signature: search.get('signature') ?? '',
    },
    headers,
    body: request.body,
    asUser: true,
  });
  if (res.status === 201) await revalidateMyPictures();
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
  });
}
