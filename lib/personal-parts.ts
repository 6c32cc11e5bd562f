// Which page's personal parts a kept player page asks for (components/personal/): shared by the
// browser's half that asks and the call's contract (lib/contracts/personal-parts.ts).
// No zod here: the browser's half loads this with every kept page's frame.
import type { PersonalPage } from './contracts/personal-parts';
import { SCREEN_NAME_PATTERN } from './routes/platform-slug';

/** A challenge's address segment, as the page's own route has it. */
export const SLUG_PATTERN = /^[^/?#\s]{1,300}$/;

/**
 * The page kept for players at `pathname`, or null for any other: a challenge's plain address, or
 * a dashboard's (/{handle}/my-dashboard; which handles are users is proxy.ts's rule,
 * lib/routes/visitor-cache.ts, as only those addresses get the kept page).
 */
export function personalPageFor(pathname: string): PersonalPage | null {
  // A challenge first: '/challenges/my-dashboard' is a challenge's address (its slug from its title).
  const match = /^\/challenges\/([^/]+)$/.exec(pathname);
  if (!match) {
    const handle = dashboardHandleOf(pathname);
    return handle === null ? null : { kind: 'dashboard', handle };
  }
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return SLUG_PATTERN.test(slug) ? { kind: 'challenge', slug } : null;
}

/**
 * The handle of a dashboard home's address (/{handle}/my-dashboard), or null for any other. Which
 * of those are users (not 'me', a top-level page, a reserved name) is proxy.ts's rule
 * (lib/routes/visitor-cache.ts): the reserved names stay out of the bundle every page loads.
 */
export function dashboardHandleOf(pathname: string): string | null {
  const match = /^\/([^/]+)\/my-dashboard$/.exec(pathname);
  return match && SCREEN_NAME_PATTERN.test(match[1]) ? match[1] : null;
}

/** The query of the parts call for `page`: `challenge=<slug>` or `dashboard=<handle>`. */
export function personalPartsQuery(page: PersonalPage | null): string {
  if (!page) return '';
  const query: Record<string, string> =
    page.kind === 'challenge' ? { challenge: page.slug } : { dashboard: page.handle };
  return `?${new URLSearchParams(query)}`;
}
