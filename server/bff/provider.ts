import 'server-only';
// The provider client bound to the current request: session token, fingerprint and scout_id cookies;
// and to this process's circuit breaker and last good public answers (issue 15, 'Provider down').
import { revalidateTag } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { COOKIES, SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { accountSchema } from '@/lib/contracts/account';
import { webConfig } from './config';
import { createLastGoodStore } from './last-good';
import { personalCache, viewerTag } from './personal-cache';
import { createProviderGate } from './provider-breaker';
import {
  createProviderClient,
  type ProviderIdentity,
  type ProviderRequest,
  type ProviderResult,
} from './provider-client';
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
 * A personal read that may be kept for a few seconds (server/bff/personal-cache.ts): the viewer's
 * own data, given back only to the same session token; `tags` expire it with the data it depends
 * on (a challenge's `challenge:{slug}`).
 */
export interface PersonalRead {
  /** Tags of the data the answer depends on. A path so read is always read with the same schema. */
  tags?: string[];
}

/**
 * A call as the signed-in user (or shadowed user) when there is one. While shadowing, the admin's
 * confirmation of a change request (the browser's header, checked by guardMutation) goes along:
 * the provider refuses a shadowed change without it and records the ones it makes.
 */
export async function provider<S extends z.ZodType>(
  path: string,
  { personal, ...request }: ProviderRequest<S> & { personal?: PersonalRead },
): Promise<ProviderResult<z.infer<S>>> {
  const jar = await cookies();
  const session = await currentSession();
  if (session?.shadow && (await headers()).get(SHADOW_CONFIRM_HEADER) === '1')
    request = { ...request, headers: { ...request.headers, [SHADOW_CONFIRM_HEADER]: '1' } };
  const identity = {
    token: session?.token,
    fingerprint: jar.get(COOKIES.fingerprint.name)?.value,
    scoutId: jar.get(COOKIES.scoutId.name)?.value,
  };
  const token = session?.token;
  if (!token) return providerClient()(path, request, identity);
  if ((request.method ?? 'GET') !== 'GET') {
    const userId = await viewerIdOf(token, identity);
    const res = await providerClient()(path, request, identity);
    // The viewer changed something: their own kept reads, on every web process, are out of date.
    personalCache().forget(token);
    if (userId !== null) expireTag(viewerTag(userId));
    return res;
  }
  if (!personal) return providerClient()(path, request, identity);
  return personalRead(token, path, request, identity, personal);
}

const ME_PATH = '/me/detailed';
const keyOf = (path: string, query: ProviderRequest<z.ZodType>['query']) => `${path} ${JSON.stringify(query ?? {})}`;
const accountIdSchema = z.object({ user: z.object({ id: z.number().int() }) });

async function personalRead<S extends z.ZodType>(
  token: string,
  path: string,
  request: ProviderRequest<S>,
  identity: ProviderIdentity,
  personal: PersonalRead,
): Promise<ProviderResult<z.infer<S>>> {
  const cache = personalCache();
  const key = keyOf(path, request.query);
  // A read on its way is joined only if none of its tags was revalidated since it started; worked
  // out only when a read is needed, not on every answer given back from the cache.
  const flightTags = () => {
    const knownViewer = keptViewerId(token);
    return [...(knownViewer === null ? [] : [viewerTag(knownViewer)]), ...(personal.tags ?? [])];
  };
  const read = () =>
    cache.shared(
      token,
      key,
      async () => {
        const fetchedAt = Date.now();
        const res = await providerClient()(path, request, identity);
        // A refused token (signed out elsewhere, expired) keeps nothing of its own any longer.
        if (res.status === 401) cache.forget(token);
        if (!res.ok || res.stale) return res;
        const account = path === ME_PATH ? accountIdSchema.safeParse(res.data) : null;
        const userId = account?.success ? account.data.user.id : keptViewerId(token);
        // Without its account's tag an entry would miss a mutation answered by another web process.
        if (userId !== null) cache.set(token, key, res, [viewerTag(userId), ...(personal.tags ?? [])], fetchedAt);
        return res;
      },
      flightTags(),
    );
  const kept = cache.get(token, key);
  if (kept === undefined) return read();
  // Read again in the background near the end of its life; a failure leaves the kept one to expire.
  if (cache.refreshDue(token, key)) read().catch(() => undefined);
  return kept as ProviderResult<z.infer<S>>;
}

function keptViewerId(token: string): number | null {
  const kept = personalCache().get(token, keyOf(ME_PATH, undefined)) as ProviderResult<unknown> | undefined;
  const account = kept?.ok ? accountIdSchema.safeParse(kept.data) : null;
  return account?.success ? account.data.user.id : null;
}

/** The account of a token about to change something (kept, or asked: mutations are rare). */
async function viewerIdOf(token: string, identity: ProviderIdentity): Promise<number | null> {
  const kept = keptViewerId(token);
  if (kept !== null) return kept;
  // The viewer's own read (loaders.ts), with the same schema: it is kept under the same key.
  const res = await personalRead(token, ME_PATH, { schema: accountSchema }, identity, {});
  return res.ok ? res.data.user.id : null;
}

/** Revalidates a tag where Next allows it (route handlers, server actions); a render cannot. */
function expireTag(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch {
    // Called while rendering: this process's entries are already forgotten, the TTL bounds the rest.
  }
}

/** An anonymous call that may be cached (public pages, link previews). */
export function publicProvider<S extends z.ZodType>(
  path: string,
  request: ProviderRequest<S>,
): Promise<ProviderResult<z.infer<S>>> {
  return providerClient()(path, request, {});
}
