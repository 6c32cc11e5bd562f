import 'server-only';
// Image bytes between the browser and the provider (uploads, stored images, the library), which the
// JSON provider client does not carry: the body is streamed through, never parsed or buffered here.
import { PROVIDER_BREAKER } from '@/lib/circuit-breaker';
import { IMAGE_API_TIMEOUT_MS, MESSAGES } from '@/lib/constants';
import { webConfig } from './config';
import { currentSession } from './session';

export interface BytesRequest {
  method?: 'GET' | 'PUT' | 'POST';
  query?: Record<string, string>;
  body?: ReadableStream<Uint8Array> | null;
  headers?: Record<string, string>;
  /** Send the signed-in user's token (uploads that need a user); signed PUTs and reads do not. */
  asUser?: boolean;
}

/** The provider's response as it is; a 503 with Retry-After when it cannot be reached. */
export async function providerBytes(path: string, request: BytesRequest = {}): Promise<Response> {
  const url = new URL(path, webConfig().PROVIDER_API_URL);
  for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  if (request.asUser) {
    const session = await currentSession();
    if (session) headers.authorization = `Bearer ${session.token}`;
  }
  try {
    return await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body ?? undefined,
      // Node's fetch streams a request body only in half-duplex mode.
      ...(request.body ? { duplex: 'half' } : {}),
      cache: 'no-store',
      signal: AbortSignal.timeout(IMAGE_API_TIMEOUT_MS),
    } as RequestInit);
  } catch {
    return Response.json(
      { errors: [{ field: '*', error: MESSAGES.generic }] },
      { status: 503, headers: { 'retry-after': String(Math.ceil(PROVIDER_BREAKER.coolDownMs / 1000)) } },
    );
  }
}

/** Passes a provider image (or its error) on, keeping only the headers that describe it. */
export function relayBytes(res: Response): Response {
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'cache-control']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  // The provider's policy for stored files, kept: a picture opened on its own runs nothing.
  const policy = res.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  return new Response(res.body, { status: res.status, headers });
}
