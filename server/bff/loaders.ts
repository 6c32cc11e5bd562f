import 'server-only';
// Page loaders: one function per thing a page shows. Anonymous reads are cached with tags.
import { headers } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { accountSchema, publicUserSchema, type Account } from '@/lib/contracts/account';
import { flagsResponseSchema, type Flag } from '@/lib/contracts/flags';
import { categorySchema, platformSchema, preferencesSchema, type Platform } from '@/lib/contracts/platform';
import { COMMUNITY_HEADER, PATH_HEADER } from '@/lib/constants';
import { challengeDetailSchema, meSummarySchema } from '@/lib/contracts/challenge';
import { communitySlugFromHost, MAIN_COMMUNITY } from '@/lib/hosts';
import { webConfig } from './config';
import { provider, publicProvider } from './provider';
import { providerFailed } from './provider-client';
import { ProviderUnavailableError } from './provider-unavailable';
import { currentSession } from './session';

const FIVE_MINUTES = 300;

export { ProviderUnavailableError };

/** Throws ProviderUnavailableError when the provider failed rather than refused (providerFailed). */
export function throwIfProviderFailed(
  res: { ok: boolean; status: number; unavailable?: true; retryAfter?: number },
  what: string,
): void {
  if (providerFailed(res)) throw new ProviderUnavailableError(what, res.status, res.retryAfter);
}

/** A community, or null when there is none of that name; an outage is an error, not a 404. */
export const getPlatform = cache(async (slug: string): Promise<Platform | null> => {
  const res = await publicProvider(`/platforms/${encodeURIComponent(slug)}`, {
    schema: platformSchema,
    next: { tags: [`platform:${slug}`], revalidate: FIVE_MINUTES },
  });
  if (res.ok) return res.data;
  if (res.status === 404) return null;
  throw new ProviderUnavailableError(`community ${slug}`, res.status, res.retryAfter);
});

export const getPlatforms = cache(async (): Promise<Platform[]> => {
  const res = await publicProvider('/platforms', {
    schema: z.array(platformSchema),
    next: { tags: ['platforms'], revalidate: FIVE_MINUTES },
  });
  return res.ok ? res.data : [];
});

export const getCategories = cache(async (slug: string) => {
  const res = await publicProvider(`/platforms/${encodeURIComponent(slug)}/categories`, {
    schema: z.array(categorySchema),
    next: { tags: [`categories:${slug}`], revalidate: FIVE_MINUTES },
  });
  return res.ok ? res.data : [];
});

/** The feature flags, as a community runs them when one is named (spec 1 §3 per platform). */
export const getFlags = cache(async (community?: string): Promise<Flag[]> => {
  const res = await publicProvider('/flags', {
    schema: flagsResponseSchema.shape.data,
    ...(community ? { query: { platform: community } } : {}),
    next: { tags: ['flags'], revalidate: 60 },
  });
  return res.ok ? res.data : [];
});

export async function isFlagOn(name: string, community?: string): Promise<boolean> {
  return (await getFlags(community)).some((flag) => flag.name === name && flag.enabled);
}

export interface Viewer {
  account: Account;
  shadow: boolean;
}

/**
 * The signed-in (or shadowed) account, loaded once per request (spec 1 §4). `expired` is true when
 * a session cookie exists but the provider refuses its token: the shell then ends that session.
 * An outage is not a 401: it throws, so the page shows the error page and the session is kept
 * (taking it for signed out would send the person to sign in, on a provider that is down).
 */
const loadViewer = cache(async (): Promise<{ viewer: Viewer | null; expired: boolean }> => {
  const session = await currentSession();
  if (!session) return { viewer: null, expired: false };
  // Kept a few seconds per session token (personal-cache.ts): every signed-in page starts here.
  const res = await provider('/me/detailed', { schema: accountSchema, personal: {} });
  throwIfProviderFailed(res, 'the signed-in account');
  if (!res.ok) return { viewer: null, expired: res.status === 401 };
  return { viewer: { account: res.data, shadow: session.shadow }, expired: false };
});

export async function getViewer(): Promise<Viewer | null> {
  return (await loadViewer()).viewer;
}

/**
 * The viewer for expiring their caches after a mutation that already succeeded: an outage since
 * then gives null (their own lists refresh on their own schedule) rather than turning the
 * success into an error the browser would retry.
 */
export async function getViewerIfReachable(): Promise<Viewer | null> {
  try {
    return await getViewer();
  } catch (err) {
    if (err instanceof ProviderUnavailableError) return null;
    throw err;
  }
}

export async function isSessionExpired(): Promise<boolean> {
  return (await loadViewer()).expired;
}

export const getUserByScreenName = cache(async (name: string) => {
  const res = await publicProvider(`/users/screen-name/${encodeURIComponent(name)}`, {
    schema: publicUserSchema,
    next: { tags: [`user:${name.toLowerCase()}`], revalidate: 60 },
  });
  if (res.ok) return res.data;
  // Not "user not found" while the provider is down.
  throwIfProviderFailed(res, `user ${name}`);
  return null;
});

export async function getMyPreferences() {
  const res = await provider('/me/preferences', { schema: preferencesSchema });
  return res.ok ? res.data : {};
}

/**
 * The community a page rendered for its request is for, and its original path: proxy.ts sets both
 * for those pages only. Kept pages take the community from their address and may not read the
 * request; BFF calls (/api) pass the proxy untouched, so they use callCommunity.
 */
export async function requestContext(): Promise<{ community: string; path: string }> {
  const h = await headers();
  return { community: h.get(COMMUNITY_HEADER) ?? MAIN_COMMUNITY, path: h.get(PATH_HEADER) ?? '/' };
}

/** The community a BFF call is for: the one its host names (a header of ours would be the client's own here). */
export function callCommunity(request: Request): string {
  return communitySlugFromHost(request.headers.get('host'), webConfig().ROOT_DOMAIN) ?? MAIN_COMMUNITY;
}

/** The challenge as the provider answered (the challenge page tells a 404 from other failures). */
export const fetchChallenge = cache((slug: string) =>
  publicProvider(`/challenges/${encodeURIComponent(slug)}`, {
    schema: challengeDetailSchema,
    next: { tags: [`challenge:${slug}`], revalidate: 60 },
  }),
);

export async function getChallenge(slug: string) {
  const res = await fetchChallenge(slug);
  return res.ok ? res.data : null;
}

export async function getMySummary() {
  const res = await provider('/me/summary', { schema: meSummarySchema, personal: {} });
  return res.ok ? res.data : null;
}
