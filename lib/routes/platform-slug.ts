// The first path segment is a platform slug (spec 1 §2).
import { PRODUCT_SLUG } from '../constants';

/** First segments that are not user names. */
export const RESERVED_PLATFORM_SLUGS = ['me', 'platform', 'search', 'skeptic', 'rpg', 'welcome'] as const;
/** The community-level platform slug ('/platform/discussion-forums' is the community's own forum). */
export const COMMUNITY_PLATFORM_SLUG = 'platform';

export type SlugDecision =
  | { kind: 'user'; screenName: string }
  | { kind: 'community' }
  | { kind: 'redirect-root' }
  | { kind: 'skeptic' }
  | { kind: 'reserved'; slug: string };

export function classifyPlatformSlug(raw: string): SlugDecision {
  let slug = raw;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return { kind: 'reserved', slug: raw }; // malformed escapes are no user name
  }
  const lower = slug.toLowerCase();
  if (lower === PRODUCT_SLUG) return { kind: 'redirect-root' };
  if (lower === COMMUNITY_PLATFORM_SLUG) return { kind: 'community' };
  if (lower === 'skeptic') return { kind: 'skeptic' };
  if ((RESERVED_PLATFORM_SLUGS as readonly string[]).includes(lower)) return { kind: 'reserved', slug: lower };
  return { kind: 'user', screenName: slug };
}

/**
 * The same path and query with another first segment: the canonical-case redirect, and '/me/…'
 * resolved to the signed-in user's own platform.
 */
export function canonicalUserPath(pathWithQuery: string, canonical: string): string {
  const cut = pathWithQuery.indexOf('?');
  const pathname = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  const query = cut === -1 ? '' : pathWithQuery.slice(cut);
  const [, , ...rest] = pathname.split('/');
  return `/${encodeURIComponent(canonical)}${rest.length ? `/${rest.join('/')}` : ''}${query}`;
}

/** A user's handle as an address segment: what may be a screen name. */
export const SCREEN_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;

/** A plausible screen name (letters, digits, underscore, dot, hyphen) — anything else is not a user. */
export function looksLikeScreenName(slug: string): boolean {
  return SCREEN_NAME_PATTERN.test(slug);
}
