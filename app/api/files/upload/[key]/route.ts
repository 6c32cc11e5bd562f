// PUT /api/files/upload/{key}?expires&signature -> provider PUT /files/uploads/{key}: the bytes of
// one image, streamed through. The signature is the permission (the provider checks it, the type
// and the size); the same-origin check keeps other sites from spending a visitor's ticket.
import { UPLOAD_KEY } from '@/lib/challenges/image';
import { providerBytes } from '@/server/bff/provider-bytes';
import { errorResponse, refuseCrossSite } from '@/server/bff/route-guards';

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
  const res = await providerBytes(`/files/uploads/${key}`, {
    method: 'PUT',
    query: { expires: search.get('expires') ?? '', signature: search.get('signature') ?? '' },
    headers,
    body: request.body,
  });
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
  });
}
