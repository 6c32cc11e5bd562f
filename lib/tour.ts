// The onboarding tour (spec 3 §2.9): guide names, where each runs, how `?tour=` starts one and how
// a finished guide is remembered. Small on purpose: pages load only this module and the launcher;
// the guides' texts (lib/tour-guides.ts) and the tour library come later, when a guide starts.

// Targets of the home-page onboarding guide (spec 3 §2.9 'Home onboarding steps'), in step order.
// Pages put these values in `data-tour` attributes; the tour finds its steps by them, so renaming
// one here renames it everywhere.
export const HOME_TOUR_TARGETS = {
  challengeFilters: 'challenge-filters',
  categoriesPicker: 'categories-picker',
  gameDash: 'game-dash',
  openChallenges: 'open-challenges',
  leaderboard: 'leaderboard',
  topMenu: 'top-menu',
} as const;
export type HomeTourTarget = (typeof HOME_TOUR_TARGETS)[keyof typeof HOME_TOUR_TARGETS];

/** The seven guides, in the order the tour runs them. */
export const GUIDE_IDS = [
  'start-guide',
  'leaderboard-1',
  'leaderboard-2',
  'home-page',
  'innovator-dashboard',
  'nerve-on',
  'challenge-detail-welcome',
] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

/** The pages that run guides; a page mounts <TourLauncher page=…/> (components/tour). */
export const TOUR_PAGES = {
  home: ['start-guide', 'home-page'],
  leaderboard: ['leaderboard-1', 'leaderboard-2'],
  dashboard: ['nerve-on'],
  innovator: ['innovator-dashboard'],
  challenge: ['challenge-detail-welcome'],
} as const satisfies Record<string, readonly GuideId[]>;
export type TourPage = keyof typeof TOUR_PAGES;

/** The guide a page starts by itself once per browser and account (the others start by `?tour=`). */
export const AUTO_GUIDE: Partial<Record<TourPage, GuideId>> = { home: 'start-guide' };

/** 'Tour reacts after 1 s' (spec 3 §9). */
export const TOUR_DELAY_MS = 1000;
/** The query that starts a guide; any other value (e.g. `?tour=exit`) ends the tour. */
export const TOUR_QUERY = 'tour';

/** Finished guides in this browser: one cookie for every community of the root domain. */
export const TOUR_COOKIE = 'nervus_tours';
export const TOUR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isGuideId(value: unknown): value is GuideId {
  return typeof value === 'string' && (GUIDE_IDS as readonly string[]).includes(value);
}

/** The guides a cookie header (document.cookie) lists as finished. */
export function toursDoneInCookie(cookieHeader: string): GuideId[] {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TOUR_COOKIE}=`));
  if (!raw) return [];
  return raw
    .slice(TOUR_COOKIE.length + 1)
    .split('.')
    .filter(isGuideId);
}

/** The cookie's value once `guide` is finished too (ids joined by '.', in guide order). */
export function toursCookieValue(done: readonly GuideId[], guide: GuideId): string {
  const all = new Set<GuideId>([...done, guide]);
  return GUIDE_IDS.filter((id) => all.has(id)).join('.');
}

/** The domain a browser-wide cookie is set on: the last two labels of the host ('nervus.localhost'
 * for comedy.nervus.localhost), so the flag holds on every community; null for IP addresses and
 * one-label hosts, where the cookie stays host-only. */
export function tourCookieDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}

/** What a page does with its address: run a guide, end the tour, or nothing. */
export function tourRequest(
  page: TourPage,
  search: string,
  done: readonly GuideId[],
): { kind: 'start'; guide: GuideId; auto: boolean } | { kind: 'exit' } | { kind: 'none' } {
  const asked = new URLSearchParams(search).get(TOUR_QUERY);
  if (asked !== null) {
    const here = TOUR_PAGES[page] as readonly GuideId[];
    return isGuideId(asked) && here.includes(asked) ? { kind: 'start', guide: asked, auto: false } : { kind: 'exit' };
  }
  const auto = AUTO_GUIDE[page];
  return auto && !done.includes(auto) ? { kind: 'start', guide: auto, auto: true } : { kind: 'none' };
}
