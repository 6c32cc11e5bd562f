'use client';
// The personal parts of a page kept for players (issue 24 part 5, DESIGN.md page serving): the
// HTML is one for every signed-in player, and each part that is somebody's own (their menu, their
// entry form, their rating controls, their link with its scout id) is a slot, filled from one call
// after the page has loaded. The call (GET /api/me/parts) answers data, and the slots render it
// with the same components a page rendered for its request shows on the server, not a second copy
// written for the browser. Data rather than rendered parts: the call costs the web process half.
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { endSession } from '@/lib/client/api';
import type { PersonalPartsAnswer } from '@/lib/contracts/personal-parts';
import { personalPageFor, personalPartsQuery } from '@/lib/personal-parts';
import { PersonalContext, type PersonalState as State } from './PersonalSlot';

/**
 * The viewer's parts of the page at `pathname`: the frame's, and its challenge's on a challenge
 * page, the dashboard's on a dashboard. A plain fetch: the API client (lib/client/api.ts) would add
 * to every community page's first load, as the frame imports this provider.
 */
async function personalParts(pathname: string): Promise<PersonalPartsAnswer> {
  const res = await fetch(`/api/me/parts${personalPartsQuery(personalPageFor(pathname))}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`GET /api/me/parts: ${res.status}`);
  return ((await res.json()) as { data: PersonalPartsAnswer }).data;
}

const LOADING: State = { status: 'loading' };

/**
 * Asks for the viewer's parts of the page at this address once it is on screen, and again after a
 * client navigation to another kept page. Pages rendered for their request have no provider.
 */
export function PersonalPartsProvider({
  community,
  renderedAt,
  children,
}: {
  community: string;
  /**
   * When the kept page was rendered: a refresh after a change (router.refresh) that brings a newer
   * render of the page asks for the viewer's parts again, which that change may have moved too.
   */
  renderedAt: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [attempt, setAttempt] = useState(0);
  // The last answer and the page it is for: after a refresh the parts shown stay until the new
  // ones come; on another page they are that page's placeholders until then.
  const [answer, setAnswer] = useState<{ page: string; state: State } | null>(null);
  const page = `${community} ${pathname}`;

  useEffect(() => {
    let live = true;
    personalParts(pathname).then(
      (answer) => {
        if (!live) return;
        const viewer = answer.viewer;
        // A shadow session (started in another tab): the page rendered for it, with its banner.
        if (viewer?.shadow) return window.location.reload();
        setAnswer({ page: `${community} ${pathname}`, state: { status: 'ready', answer } });
        // Admins see user ids on player links (spec 1 §6), as on pages rendered for them.
        document.getElementById('main')?.classList.toggle('viewer-admin', viewer?.admin ?? false);
        // No viewer for the session cookie (refused by the provider, or holding none): its cookies
        // go and the visitor's page is shown (spec 1 §4).
        if (!viewer) void endSession().then(() => router.refresh());
      },
      () => live && setAnswer({ page: `${community} ${pathname}`, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [community, pathname, renderedAt, attempt, router]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);
  const state: State = answer?.page === page ? answer.state : LOADING;
  const loading = state.status === 'loading';
  // Assistive technology waits for the parts rather than reading out placeholders as they go; no
  // longer busy in the same commit that shows the parts or the alert, so the alert is announced.
  useLayoutEffect(() => {
    document.getElementById('main')?.setAttribute('aria-busy', String(loading));
  }, [loading]);
  const value = useMemo(() => ({ state, retry }), [state, retry]);

  return <PersonalContext.Provider value={value}>{children}</PersonalContext.Provider>;
}
