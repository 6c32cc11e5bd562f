import 'server-only';
// The provider client bound to the current request: session token, fingerprint and scout_id cookies;
// and to this process's circuit breaker and last good public answers (issue 15, 'Provider down').
import { cookies, headers } from 'next/headers';
import type { z } from 'zod';
import { COOKIES, SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { webConfig } from './config';
import { createLastGoodStore } from './last-good';
import { createProviderGate } from './provider-breaker';
import { createProviderClient, type ProviderRequest, type ProviderResult } from './provider-client';
import { currentSession } from './session';

// One per process, not per module copy: Next bundles pages and route handlers separately, and a
// breaker that only the pages saw open would let every BFF call wait on the provider again.
const PROCESS_KEY = Symbol.for('nervus.provider-client');
type ProcessClient = ReturnType<typeof createProviderClient>;

function providerClient(): ProcessClient {
  const store = globalThis as typeof globalThis & { [PROCESS_KEY]?: ProcessClient };
  store[PROCESS_KEY] ??= createProviderClient({
    baseUrl: webConfig().PROVIDER_API_URL,
    gate: createProviderGate(),
    lastGood: createLastGoodStore(),
  });
  return store[PROCESS_KEY];
}

/**
 * A call as the signed-in user (or shadowed user) when there is one. While shadowing, the admin's
 * confirmation of a change request (the browser's header, checked by guardMutation) goes along:
 * the provider refuses a shadowed change without it and records the ones it makes.
 */
export async function provider<S extends z.ZodType>(
  path: string,
  request: ProviderRequest<S>,
): Promise<ProviderResult<z.infer<S>>> {
  const jar = await cookies();
  const session = await currentSession();
  if (session?.shadow && (await headers()).get(SHADOW_CONFIRM_HEADER) === '1')
    request = { ...request, headers: { ...request.headers, [SHADOW_CONFIRM_HEADER]: '1' } };
  return providerClient()(path, request, {
    token: session?.token,
    fingerprint: jar.get(COOKIES.fingerprint.name)?.value,
    scoutId: jar.get(COOKIES.scoutId.name)?.value,
  });
}

/** An anonymous call that may be cached (public pages, link previews). */
export function publicProvider<S extends z.ZodType>(
  path: string,
  request: ProviderRequest<S>,
): Promise<ProviderResult<z.infer<S>>> {
  return providerClient()(path, request, {});
}
