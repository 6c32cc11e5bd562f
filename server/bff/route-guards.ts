import 'server-only';
// Checks shared by BFF route handlers: same origin for cookie-authenticated mutations, and the
// shadow-mode confirmation (spec 1 §4, §8).
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { ProviderResult } from './provider-client';
import { SHADOW_CANCELLED_MESSAGE, SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { currentSession } from './session';
import { isTrustedUrl } from './trusted-hosts';

export function errorResponse(status: number, error: string, field = '*') {
  return NextResponse.json({ errors: [{ field, error }] }, { status });
}

/** A provider answer passed on to the browser: { data } with `status`, or its refusal as relayFailure does. */
export function relay<T>(res: ProviderResult<T>, status = 200) {
  return res.ok ? NextResponse.json({ data: res.data }, { status }) : relayFailure(res);
}

/** A provider refusal passed on to the browser with its status, and a 429's Retry-After. */
export function relayFailure(res: { status: number; errors: { field: string; error: string }[]; retryAfter?: number }) {
  return NextResponse.json(
    { errors: res.errors },
    { status: res.status, headers: res.retryAfter ? { 'retry-after': String(res.retryAfter) } : undefined },
  );
}

/** A body or query that failed its schema: 422 with the {field, error} list (spec 1 §8). */
export function invalidInput(error: z.ZodError) {
  return NextResponse.json(
    { errors: error.issues.map((i) => ({ field: i.path.join('.') || '*', error: i.message })) },
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

/** The 403 for a call from another site, or null for one of our own pages. */
export async function refuseCrossSite(request: Request): Promise<NextResponse | null> {
  return (await isSameOrigin(request)) ? null : errorResponse(403, 'Cross-site requests are not allowed.');
}

/** Runs before every state-changing BFF call; returns a response when the call must stop. */
export async function guardMutation(request: Request): Promise<NextResponse | null> {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const session = await currentSession();
  if (session?.shadow && request.headers.get(SHADOW_CONFIRM_HEADER) !== '1')
    return errorResponse(428, SHADOW_CANCELLED_MESSAGE);
  return null;
}
