import 'server-only';
// Checks shared by BFF route handlers: same origin for cookie-authenticated mutations, and the
// shadow-mode confirmation (spec 1 §4, §8).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { ProviderResult } from './provider-client';
import { bodyLimitFor, declaresTooLarge } from '@/lib/body-limits';
import { MESSAGES, SHADOW_CANCELLED_MESSAGE, SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { BODY_TEXTS, issueText } from '@/lib/contracts/errors';
import { ProviderUnavailableError } from './provider-unavailable';
import { currentSession } from './session';
import { isTrustedUrl } from './trusted-hosts';

/** A record's id in a route's path: a positive integer (anything else is answered as not found). */
export const pathId = z.coerce.number().int().positive();

export function errorResponse(status: number, error: string, field = '*') {
  return NextResponse.json({ errors: [{ field, error }] }, { status });
}

/**
 * A provider answer passed on to the browser: { data } with `status`, or its refusal as relayFailure does.
 * `headers` go on both (e.g. cache-control: no-store on personal answers).
 */
export function relay<T>(res: ProviderResult<T>, status = 200, headers?: Record<string, string>) {
  return res.ok ? NextResponse.json({ data: res.data }, { status, headers }) : relayFailure(res, headers);
}

/** A provider refusal passed on to the browser with its status, and a 429's Retry-After. */
export function relayFailure(
  res: { status: number; errors: { field: string; error: string }[]; retryAfter?: number },
  headers?: Record<string, string>,
) {
  const retryAfter = res.retryAfter ? { 'retry-after': String(res.retryAfter) } : undefined;
  return NextResponse.json(
    { errors: res.errors },
    { status: res.status, headers: headers || retryAfter ? { ...headers, ...retryAfter } : undefined },
  );
}

/**
 * A route handler whose loaders may throw ProviderUnavailableError (getViewer, getPlatform, ...):
 * an outage answers as a provider call's does through relay, 503 with Retry-After and the generic
 * message, rather than the empty 500 of an uncaught error. Other errors are not caught.
 */
export function withProviderOutage<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      return relayFailure({
        status: 503,
        errors: [{ field: '*', error: MESSAGES.generic }],
        retryAfter: err.retryAfter,
      });
    }
  };
}

/** A body or query that failed its schema: 422 with the {field, error} list (spec 1 §8). */
export function invalidInput(error: z.ZodError) {
  return NextResponse.json(
    { errors: error.issues.map((i) => ({ field: i.path.join('.') || '*', error: issueText(i) })) },
    { status: 422 },
  );
}

/**
 * A mutation must come from one of our own pages: an Origin that is exactly one of our hosts
 * (trusted-hosts.ts), else Sec-Fetch-Site same-origin. Same-site is not enough: a sibling
 * subdomain (evil.nervus.example) is same-site to every community.
 */
export async function isSameOrigin(request: Request): Promise<boolean> {
  const origin = request.headers.get('origin');
  if (origin) return isTrustedUrl(origin);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * The 403 for a call from another site, or null for one of our own pages. Every BFF call with a
 * body starts here, so a body whose Content-Length is over the route's limit is refused here too (413).
 */
export async function refuseCrossSite(request: Request): Promise<NextResponse | null> {
  if (!(await isSameOrigin(request))) return errorResponse(403, 'Cross-site requests are not allowed.');
  const limit = bodyLimitFor(new URL(request.url).pathname);
  return declaresTooLarge(request.headers.get('content-length'), limit)
    ? errorResponse(413, BODY_TEXTS.tooLarge)
    : null;
}

/**
 * 413 for a body over the route's limit (lib/body-limits.ts): by its Content-Length, or for a body
 * streamed without one, counted as it arrives on a copy (the route reads the original afterwards).
 */
export async function refuseLargeBody(request: Request): Promise<NextResponse | null> {
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const length = request.headers.get('content-length');
  if (declaresTooLarge(length, limit)) return errorResponse(413, BODY_TEXTS.tooLarge);
  if (!request.body || length !== null) return null;
  const reader = request.clone().body!.getReader();
  for (let size = 0; ;) {
    const { done, value } = await reader.read();
    if (done) return null;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return errorResponse(413, BODY_TEXTS.tooLarge);
    }
  }
}

/** Runs before every state-changing BFF call; returns a response when the call must stop. */
export async function guardMutation(request: Request): Promise<NextResponse | null> {
  const crossSite = (await refuseCrossSite(request)) ?? (await refuseLargeBody(request));
  if (crossSite) return crossSite;
  const session = await currentSession();
  if (session?.shadow && request.headers.get(SHADOW_CONFIRM_HEADER) !== '1')
    return errorResponse(428, SHADOW_CANCELLED_MESSAGE);
  return null;
}
