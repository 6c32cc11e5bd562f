// The onboarding tour itself (spec 3 §2.9, §4 'Tour'), loaded by TourLauncher only when a guide
// starts: tooltip steps with Next, Skip and Done (driver.js), the finished flag kept in this
// browser (a cookie for every community) and in the account (preferences 'tours_done'), the
// `?tour=` query removed at the end, and a guide that goes on to the next one, on its page.
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import { api } from '@/lib/client/api';
import { PREFERENCE } from '@/lib/contracts/preference-keys';
import { href } from '@/lib/routes/table';
import {
  isGuideId,
  TOUR_COOKIE,
  TOUR_COOKIE_MAX_AGE,
  TOUR_QUERY,
  tourCookieDomain,
  toursCookieValue,
  toursDoneInCookie,
  type GuideId,
  type TourPage,
} from '@/lib/tour';
import { GUIDES, type TourStep } from '@/lib/tour-guides';

type Request = { kind: 'start'; guide: GuideId; auto: boolean } | { kind: 'exit' };

/** Where a guide that goes on from another page starts ('me' is the signed-in player). */
const PAGE_HREF: Record<TourPage, string | null> = {
  home: href('home'),
  leaderboard: href('nerve-boards', {}, { view: 'tournament' }),
  dashboard: href('dashboard.home', { platformSlug: 'me' }),
  innovator: href('dashboard.innovator.open', { platformSlug: 'me' }),
  challenge: null,
};

function quietPlaceholder() {
  const placeholder = document.getElementById('driver-dummy-element');
  for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) placeholder?.removeAttribute(name);
}

function dropTourQuery() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(TOUR_QUERY)) return;
  url.searchParams.delete(TOUR_QUERY);
  window.history.replaceState(window.history.state, '', url);
}

function rememberInBrowser(guide: GuideId) {
  const value = toursCookieValue(toursDoneInCookie(document.cookie), guide);
  const base = `${TOUR_COOKIE}=${value}; path=/; max-age=${TOUR_COOKIE_MAX_AGE}; samesite=lax`;
  const domain = tourCookieDomain(window.location.hostname);
  document.cookie = domain ? `${base}; domain=${domain}` : base;
  // A domain the browser refuses (a public suffix) leaves the flag on this host.
  if (!toursDoneInCookie(document.cookie).includes(guide)) document.cookie = base;
}

/** The account's finished guides; null for a visitor (401) or when the call fails. */
async function doneInAccount(): Promise<GuideId[] | null> {
  try {
    const bag = await api<Record<string, unknown>>('/me/preferences');
    const list = bag[PREFERENCE.toursDone];
    return Array.isArray(list) ? list.filter(isGuideId) : [];
  } catch {
    return null;
  }
}

async function rememberInAccount(guide: GuideId, known: GuideId[] | null) {
  // Signed in, so a failed read is the network or a busy server, not a visitor: one more try after
  // a moment, or the finished guide would never reach the account (the list is written whole, so
  // it is not written blind).
  const done = known ?? (await doneInAccount()) ?? (await new Promise((r) => setTimeout(r, 1000)).then(doneInAccount));
  if (!done || done.includes(guide)) return;
  await api('/me/preferences', { method: 'PUT', body: { [PREFERENCE.toursDone]: [...done, guide] } }).catch(
    () => undefined,
  );
}

/** A `data-tour` value, or a CSS selector (it starts with '.', '#' or '[', or has a space). */
function selectorOf(target: string): string {
  return /^[.#[]/.test(target) || target.includes(' ') ? target : `[data-tour="${target}"]`;
}

function toDriveStep(step: TourStep): DriveStep {
  return {
    // A target missing on this screen leaves a centred card.
    ...(step.target ? { element: selectorOf(step.target) } : {}),
    popover: { title: step.title, description: step.text },
  };
}

/**
 * Runs the requested guide. `signedIn` says whether there is an account to read and keep the done
 * flag in: a visitor's flag lives in this browser only (asking the account would be a 401).
 */
export async function runTour(request: Request, signedIn: boolean): Promise<void> {
  if (request.kind === 'exit') {
    dropTourQuery();
    return;
  }
  const { guide: id, auto } = request;
  // A guide that starts by itself is not shown again to an account that finished it elsewhere.
  const account = auto && signedIn ? await doneInAccount() : null;
  if (account?.includes(id)) {
    rememberInBrowser(id);
    return;
  }
  const guide = GUIDES[id];
  let completed = false;
  let finished = false;
  // Every way out (Skip, the close button, Escape, Done, Next guide) ends here. Not driver.js's
  // onDestroyed: that hook is skipped when the card is left while it still moves in (400 ms), so a
  // quick Skip was not remembered and a quick Next guide went nowhere.
  const finish = () => {
    if (finished) return;
    finished = true;
    tour.destroy();
    rememberInBrowser(id);
    const saved = signedIn ? rememberInAccount(id, account) : Promise.resolve();
    dropTourQuery();
    if (!completed || !guide.then) return;
    const next = GUIDES[guide.then];
    const then = guide.then;
    // The next guide waits for the account to have this one: its own write reads the list first,
    // and leaving the page would cancel the write.
    if (next.page === guide.page) {
      void saved.then(() => runTour({ kind: 'start', guide: then, auto: false }, signedIn));
      return;
    }
    const target = PAGE_HREF[next.page];
    if (!target) return;
    // A full load: the next page's launcher starts the guide it names.
    const address = `${target}${target.includes('?') ? '&' : '?'}${TOUR_QUERY}=${then}`;
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    void saved.then(() => window.location.assign(address));
  };
  const tour = driver({
    steps: guide.steps.map(toDriveStep),
    showProgress: guide.steps.length > 1,
    progressText: 'Step {{current}} of {{total}}',
    showButtons: ['next', 'previous', 'close'],
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: guide.then ? 'Next guide' : 'Done',
    popoverClass: 'nervus-tour',
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    smoothScroll: true,
    onNextClick: () => {
      if (tour.isLastStep()) completed = true;
      tour.moveNext();
    },
    // A step with no element highlights driver.js's invisible placeholder div, which it marks
    // aria-haspopup/aria-expanded like a real control: attributes a plain div may not carry
    // (Lighthouse's aria-allowed-attr). The placeholder opens nothing a reader could reach.
    onHighlighted: () => requestAnimationFrame(quietPlaceholder),
    onPopoverRender: (popover) => {
      requestAnimationFrame(quietPlaceholder);
      popover.wrapper.setAttribute('role', 'dialog');
      popover.title.id = 'tour-title';
      popover.description.id = 'tour-text';
      popover.wrapper.setAttribute('aria-labelledby', 'tour-title');
      popover.wrapper.setAttribute('aria-describedby', 'tour-text');
      popover.closeButton.setAttribute('aria-label', 'Close the tour');
      if (!tour.isLastStep()) {
        const skip = document.createElement('button');
        skip.type = 'button';
        skip.className = 'nervus-tour-skip';
        skip.textContent = 'Skip';
        skip.addEventListener('click', finish);
        popover.footerButtons.prepend(skip);
      }
    },
    // driver.js asks here before it ends the tour by itself (close button, Escape, the last Next).
    onDestroyStarted: finish,
  });
  tour.drive();
}
