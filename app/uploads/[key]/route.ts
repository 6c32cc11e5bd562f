// GET /uploads/{key}: an uploaded image, streamed from the provider's store with its type and a
// year's cache (a new image always gets a new key). Outside the proxy (proxy.ts, see its matcher).
import { UPLOAD_KEY } from '@/lib/challenges/image';
import { providerBytes, relayBytes } from '@/server/bff/provider-bytes';

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!UPLOAD_KEY.test(key))
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const res = await providerBytes(`/files/images/${key}`);
  if (!res.ok)
    return new Response('Not found', {
      status: res.status === 404 ? 404 : 502,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return relayBytes(res);
}
