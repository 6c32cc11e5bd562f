// Which visits the visitor cache serves (DESIGN.md, performance): a GET of a cached page's plain
// address (the home, a challenge, a content page) by somebody with no session. Everything else is rendered for its request. Pure, so
// proxy.ts stays thin and the rule is tested at its edges.
import { COOKIES } from '../constants';
import { isContentPath } from '../content-paths';

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

/**
 * A signed-in player's plain visit of a challenge page gets the page kept for players. A shadow
 * session (an admin acting as somebody, every change confirmed) is always rendered for its request.
 */
export function servedFromPlayerCache(visit: Visit): boolean {
  if (visit.method !== 'GET' && visit.method !== 'HEAD') return false;
  if ([...visit.searchParams.keys()].some((key) => !IGNORED_PARAMS.has(key))) return false;
  if (visit.cookieNames.some((name) => name.startsWith(COOKIES.shadow.name))) return false;
  // The session cookie itself: chunks of an oversized one (bn_auth.0, …) hold no session the web reads.
  return visit.cookieNames.includes(COOKIES.session.name) && isChallengePage(visit.pathname);
}

export function servedFromVisitorCache(visit: Visit): boolean {
  if (visit.method !== 'GET' && visit.method !== 'HEAD') return false;
  if ([...visit.searchParams.keys()].some((key) => !IGNORED_PARAMS.has(key))) return false;
  if (visit.cookieNames.some((name) => PERSONAL_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))))
    return false;
  return isCachedPage(visit.pathname);
}
