// Which visits the visitor cache serves (DESIGN.md, performance): a GET of a cached page's plain
// address (the home, a challenge, a content page) by somebody with no session. Everything else is rendered for its request. Pure, so
// proxy.ts stays thin and the rule is tested at its edges.
import { COOKIES } from '../constants';
import { isContentPath } from '../content-paths';
import { dashboardHandleOf } from '../personal-parts';
import { isReservedScreenName } from './reserved';

/** The internal first path segment of the cached pages (app/cached/[community]/...). */
export const VISITOR_CACHE_SEGMENT = 'cached';
/**
 * The internal first path segment of the pages kept for signed-in players (issue 24 part 5,
 * app/cached-player/[community]/...): one HTML for every player, whose own parts the browser asks
 * for after it (components/personal/).
 */
export const PLAYER_CACHE_SEGMENT = 'cached-player';
/** How long a cached page may be served before it is rendered again (its route's `revalidate`). */
export const VISITOR_CACHE_SECONDS = 60;

/** Pages under /challenges/ that are not a challenge (app/[community]/challenges/*). */
export const CHALLENGE_ROUTE_NAMES = ['create', 'test-idea'];

// 'bn_auth' also prefixes next-auth's chunked cookies (bn_auth.0, ...) and the shadow session.
const PERSONAL_COOKIE_PREFIXES = [COOKIES.session.name, COOKIES.scoutId.name];
// Next's own cache-busting parameter of client navigations; it does not change the page.
const IGNORED_PARAMS = new Set(['_rsc']);

export interface Visit {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  cookieNames: string[];
}

function isCachedPage(pathname: string): boolean {
  if (pathname === '/' || isContentPath(pathname.slice(1))) return true;
  const parts = pathname.split('/').slice(1);
  // A community forum topic's own address (app/cached/[community]/platform/discussion-forums/…).
  if (parts.length === 5 && parts[0] === 'platform' && parts[1] === 'discussion-forums' && parts[2] === 'channel')
    return parts[3] === 'topics' && /^\d{1,9}$/.test(parts[4]);
  // A challenge's child routes (rate, survey…) are rendered per request: see app/cached/….
  return isChallengePage(pathname);
}

/** The plain challenge page (`/challenges/{slug}`): the one page kept for players as well. */
function isChallengePage(pathname: string): boolean {
  const parts = pathname.split('/').slice(1);
  return (
    parts.length === 2 && parts[0] === 'challenges' && Boolean(parts[1]) && !CHALLENGE_ROUTE_NAMES.includes(parts[1])
  );
}

/** The kept dashboard's address under its community: one page for every owner. */
export const KEPT_DASHBOARD_PATH = '/my-dashboard';

/**
 * A dashboard home's plain address, /{handle}/my-dashboard, for a segment that may be a user's
 * handle: not 'me' (resolved per request), a top-level page or another reserved name.
 */
function isDashboardHome(pathname: string): boolean {
  const handle = dashboardHandleOf(pathname);
  return handle !== null && !isReservedScreenName(handle);
}

/**
 * Where a signed-in player's visit is served from the pages kept for players (its path under the
 * community in app/cached-player/), or null when it is rendered for its request. Kept: the plain
 * challenge page, and the dashboard home (one for every owner, at KEPT_DASHBOARD_PATH). A shadow
 * session (an admin acting as somebody, every change confirmed) is always rendered for its request.
 */
export function playerCachePath(visit: Visit): string | null {
  if (visit.method !== 'GET' && visit.method !== 'HEAD') return null;
  if ([...visit.searchParams.keys()].some((key) => !IGNORED_PARAMS.has(key))) return null;
  if (visit.cookieNames.some((name) => name.startsWith(COOKIES.shadow.name))) return null;
  // The session cookie itself: chunks of an oversized one (bn_auth.0, …) hold no session the web reads.
  if (!visit.cookieNames.includes(COOKIES.session.name)) return null;
  if (isChallengePage(visit.pathname)) return visit.pathname;
  return isDashboardHome(visit.pathname) ? KEPT_DASHBOARD_PATH : null;
}

export function servedFromVisitorCache(visit: Visit): boolean {
  if (visit.method !== 'GET' && visit.method !== 'HEAD') return false;
  if ([...visit.searchParams.keys()].some((key) => !IGNORED_PARAMS.has(key))) return false;
  if (visit.cookieNames.some((name) => PERSONAL_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))))
    return false;
  return isCachedPage(visit.pathname);
}
