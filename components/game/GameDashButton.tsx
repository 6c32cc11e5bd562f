'use client';
// The navbar's Game Dash button. It closes on route change and opens by itself on a page reached
// with ?gamedash=open (the home's 'Open Game Dash').
//
// Signed in, the bell shows the update dot (spec 3 §2.1): the Nerve Score differs from the last
// seen one, stored in the preferences as gamedash.shared_state.gamedash_score; opening the dialog
// on the overall role saves the score, which clears the dot. The dialog and the live watcher
// (GameDashLiveWatcher) load after the page, so they add nothing to any page's first-load
// JavaScript (DESIGN.md's 150 kB budget), and visitors never load the watcher. Beside the dot, a
// count of unread notifications (issue 19 §3), kept live by the watcher.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { GameDashPlayer } from '@/lib/game/live';

/** The hidden 'score changed' text, also the small-screen Menu button's description. */
export const GAMEDASH_DOT_TEXT_ID = 'gamedash-dot-text';

const GameDashModal = dynamic(() => import('./GameDashModal'), { ssr: false });
const GameDashLiveWatcher = dynamic(() => import('./GameDashLiveWatcher'), { ssr: false });

export type { GameDashPlayer };

/** The button's name: what changed, so a screen reader hears it without opening the dialog. */
export function bellLabel(dot: boolean, unread: number): string {
  const parts = ['Game Dash'];
  if (dot) parts.push('your Nerve Score changed');
  if (unread > 0) parts.push(`${unread} unread notification${unread === 1 ? '' : 's'}`);
  return parts.join(', ');
}

export function GameDashButton({
  player,
  signInHref,
  icon,
}: {
  player: GameDashPlayer | null;
  signInHref: string;
  /** The bell, drawn by the server component that renders this button. */
  icon: ReactNode;
}) {
  const pathname = usePathname();
  // Open on the path where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('gamedash') !== 'open') return;
    const id = setTimeout(() => setOpenOn(pathname), 0);
    return () => clearTimeout(id);
  }, [pathname]);
  const open = openOn === pathname;
  const [dot, setDot] = useState(false);
  const [unread, setUnread] = useState(0);
  return (
    <>
      {player && (
        <GameDashLiveWatcher player={player} pathname={pathname} open={open} onDot={setDot} onUnread={setUnread} />
      )}
      <button
        type="button"
        className="bell btn btn-ghost btn-sm"
        aria-label={bellLabel(dot, unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(pathname)}
      >
        <span aria-hidden="true">{icon}</span>
        {dot && <span className="bell-dot" data-testid="gamedash-dot" aria-hidden="true" />}
        {unread > 0 && (
          <span className="bell-count" data-testid="notifications-unread" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
        {/* Describes the small-screen Menu button too (NavMenu), which shows the dot when the bell is inside it. */}
        {dot && (
          <span id={GAMEDASH_DOT_TEXT_ID} hidden>
            Your Nerve Score changed
          </span>
        )}
      </button>
      {/* Portalled to the body: on small screens the button sits in the collapsed menu, which hides its children. */}
      {open &&
        createPortal(
          <GameDashModal
            screenName={player?.screenName ?? null}
            shadow={Boolean(player?.shadow)}
            pathname={pathname}
            signInHref={signInHref}
            onClose={() => setOpenOn(null)}
          />,
          document.body,
        )}
    </>
  );
}
