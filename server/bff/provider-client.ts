// The one client of the provider API (spec 1 §7, §8): bearer token, fingerprint, scout_id on the
// listed POSTs, 70 s timeout (50 s for image calls), GET-only retries, zod-validated responses.
// When the provider cannot be reached (issue 15, DESIGN.md 'Provider down'): a refused connection
// gets one quick retry, a circuit breaker (the gate) fails calls at once while it is open, the answer
// is a 503 with Retry-After and the generic message (never status 0, never a 401), and a public read
// falls back to its last good answer. Pure of Next.js so that it can be unit tested;
// server/bff/provider.ts binds it to the request and to the process's breaker.
import type { z } from 'zod';
import { PROVIDER_BREAKER } from '@/lib/circuit-breaker';
import { API_TIMEOUT_MS, IMAGE_API_TIMEOUT_MS, MESSAGES } from '@/lib/constants';
import { errorBodySchema, type FieldError } from '@/lib/contracts/errors';
import { networkFailureOf, retryDelay, type NetworkFailure } from '@/lib/retry';
import type { LastGoodStore } from './last-good';
import type { GateTicket, ProviderGate } from './provider-breaker';

export type ProviderResult<T> =
  | {
      ok: true;
      status: number;
      data: T;
      /** The provider could not be reached: this is the last good answer of the same public read. */
      stale?: true;
    }
  | {
      ok: false;
      status: number;
      errors: FieldError[];
      code?: number;
      retryAfter?: number;
      /** The provider could not be reached (status 503): an outage, not a refusal. */
      unavailable?: true;
    };

/**
 * The provider failed rather than refused: it could not be reached, or answered with a server error
 * (a gateway in front of it, a bug, an answer that broke its contract). Pages show the error page
 * for these (STYLE rule 5: an outage throws ProviderUnavailableError), never a 404 or a sign-in.
 */
export function providerFailed(res: { ok: boolean; status: number; unavailable?: true }): boolean {
  return !res.ok && (res.unavailable === true || res.status >= 500);
}

/** A gateway in front of the provider saying it is gone (its own answers carry the errors envelope). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

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
  /** The circuit breaker; without one every call goes out. */
  gate?: ProviderGate;
  /** Last good answers of public reads, served when the provider cannot be reached. */
  lastGood?: LastGoodStore;
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
  // The path is a pathname: a '?' in it would be sent encoded (%3F) and miss the provider's route.
  if (path.includes('?')) throw new Error(`Provider path ${path} holds a query: pass it as request.query`);
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.pathname = `${new URL(baseUrl).pathname.replace(/\/$/, '')}${path}`;
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  if (identity.fingerprint) url.searchParams.set('fingerprint', identity.fingerprint);
  if (identity.scoutId && carriesScoutId(method, path)) url.searchParams.set('scout_id', identity.scoutId);
  return url.toString();
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const noGate: GateTicket = { settle: () => {} };

export function createProviderClient({
  baseUrl,
  fetch: doFetch = fetch,
  sleep = defaultSleep,
  gate,
  lastGood,
}: ProviderClientDeps) {
  const unavailable = () => ({
    ok: false as const,
    status: 503,
    errors: [{ field: '*', error: MESSAGES.generic }],
    retryAfter: gate?.retryAfterSeconds() ?? Math.ceil(PROVIDER_BREAKER.coolDownMs / 1000),
    unavailable: true as const,
  });

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
    // A public read: the same answer for everybody, so its last good answer may stand in for it.
    const shared =
      method === 'GET' &&
      request.next !== undefined &&
      !identity.token &&
      !identity.fingerprint &&
      !identity.scoutId &&
      !request.headers;
    const lastGoodData = () => {
      if (!shared || !lastGood) return null;
      const kept = lastGood.get(url);
      if (kept === undefined) return null;
      const parsed = request.schema.safeParse(request.envelope ? kept : (kept as { data?: unknown } | null)?.data);
      return parsed.success ? { ok: true as const, status: 200, data: parsed.data, stale: true as const } : null;
    };

    for (let attempt = 1; ; attempt++) {
      const ticket = gate ? await gate.enter() : noGate;
      if (!ticket) return lastGoodData() ?? unavailable();
      let status = 0;
      let payload: unknown = null;
      let failure: NetworkFailure | undefined;
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
        failure = networkFailureOf(err);
      }
      const gone = status === 0 || (GATEWAY_STATUSES.has(status) && !errorBodySchema.safeParse(payload).success);
      ticket.settle(!gone);
      // A call that already waited the whole timeout is not tried again: three more 70 s waits
      // would hold a page for minutes; nor is one the open breaker would refuse anyway.
      const delay = retryDelay(method, status, attempt, failure);
      if (delay !== null && !gate?.blocked()) {
        await sleep(delay);
        continue;
      }
      if (status === 0) return lastGoodData() ?? unavailable();
      if (status >= 200 && status < 300) {
        const parsed = request.schema.safeParse(
          request.envelope ? payload : (payload as { data?: unknown } | null)?.data,
        );
        if (parsed.success) {
          if (shared) lastGood?.set(url, payload);
          return { ok: true, status, data: parsed.data };
        }
        return { ok: false, status: 502, errors: [{ field: '*', error: MESSAGES.generic }] };
      }
      // A gateway's 502-504 is an outage, answered as one (503 with Retry-After), never passed on
      // as the web process's own 502: a load balancer that counts a 502 as its process failing
      // (nginx with proxy_next_upstream http_502) would mark the healthy web process down.
      if (gone) return lastGoodData() ?? unavailable();
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
