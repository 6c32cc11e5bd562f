// The one client of the provider API (spec 1 §7, §8): bearer token, fingerprint, scout_id on the
// listed POSTs, 70 s timeout (50 s for image calls), GET-only retries, zod-validated responses.
// Pure of Next.js so that it can be unit tested; server/bff/provider.ts binds it to the request.
import type { z } from 'zod';
import { API_TIMEOUT_MS, IMAGE_API_TIMEOUT_MS, MESSAGES } from '@/lib/constants';
import { errorBodySchema, type FieldError } from '@/lib/contracts/errors';
import { retryDelay } from '@/lib/retry';

export type ProviderResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: FieldError[]; code?: number; retryAfter?: number };

export interface ProviderRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates `data` of a success response. */
  schema: S;
  query?: Record<string, string | number | undefined>;
  image?: boolean;
  /** Next.js fetch cache options for anonymous reads (tags revalidated by mutations). */
  next?: { tags?: string[]; revalidate?: number | false };
  /** Validate the whole body ({data, meta}) instead of `data` alone: paged feeds carry their totals in meta. */
  envelope?: boolean;
  /** Extra headers, e.g. the signed visitor address of an anonymous call (server/client-address.ts). */
  headers?: Record<string, string>;
}

export interface ProviderIdentity {
  token?: string | null;
  fingerprint?: string | null;
  scoutId?: string | null;
}

export interface ProviderClientDeps {
  baseUrl: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** POSTs that carry scout_id when it is known (spec 1 §7). */
export function carriesScoutId(method: string, path: string): boolean {
  if (method !== 'POST') return false;
  return path === '/oauth2/token' || path === '/account/signup' || /(^|\/)(ideas|challenges)(\/|$)/.test(path);
}

export function buildUrl(
  baseUrl: string,
  path: string,
  identity: ProviderIdentity,
  query: ProviderRequest<z.ZodType>['query'],
  method: string,
): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.pathname = `${new URL(baseUrl).pathname.replace(/\/$/, '')}${path}`;
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  if (identity.fingerprint) url.searchParams.set('fingerprint', identity.fingerprint);
  if (identity.scoutId && carriesScoutId(method, path)) url.searchParams.set('scout_id', identity.scoutId);
  return url.toString();
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createProviderClient({ baseUrl, fetch: doFetch = fetch, sleep = defaultSleep }: ProviderClientDeps) {
  return async function call<S extends z.ZodType>(
    path: string,
    request: ProviderRequest<S>,
    identity: ProviderIdentity = {},
  ): Promise<ProviderResult<z.infer<S>>> {
    const method = request.method ?? 'GET';
    const url = buildUrl(baseUrl, path, identity, request.query, method);
    const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
    if (identity.token) headers.authorization = `Bearer ${identity.token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const timeout = request.image ? IMAGE_API_TIMEOUT_MS : API_TIMEOUT_MS;

    for (let attempt = 1; ; attempt++) {
      let status = 0;
      let payload: unknown = null;
      let timedOut = false;
      let retryAfter: number | undefined;
      try {
        const res = await doFetch(url, {
          method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(timeout),
          ...(request.next && method === 'GET' && !identity.token
            ? { next: request.next }
            : { cache: 'no-store' as const }),
        });
        status = res.status;
        // A 429's Retry-After (whole seconds), passed on to the browser by the BFF.
        const wait = Number(res.headers?.get('retry-after'));
        if (status === 429 && Number.isInteger(wait) && wait > 0) retryAfter = wait;
        payload = res.status === 204 ? null : await res.json().catch(() => null);
      } catch (err) {
        status = 0;
        timedOut = (err as Error | null)?.name === 'TimeoutError';
      }
      // A call that already waited the whole timeout is not tried again: three more 70 s waits
      // would hold a page for minutes. The retries are for failures that answer fast.
      const delay = timedOut ? null : retryDelay(method, status, attempt);
      if (delay !== null) {
        await sleep(delay);
        continue;
      }
      if (status >= 200 && status < 300) {
        const parsed = request.schema.safeParse(
          request.envelope ? payload : (payload as { data?: unknown } | null)?.data,
        );
        if (parsed.success) return { ok: true, status, data: parsed.data };
        return { ok: false, status: 502, errors: [{ field: '*', error: MESSAGES.generic }] };
      }
      const body = errorBodySchema.safeParse(payload);
      if (body.success)
        return {
          ok: false,
          status,
          errors: body.data.errors,
          code: body.data.code,
          ...(retryAfter ? { retryAfter } : {}),
        };
      return { ok: false, status, errors: [{ field: '*', error: MESSAGES.generic }] };
    }
  };
}
