'use client';
// The navbar's Game Dash button. The dialog's code loads only when it is first opened, so it adds
// nothing to a page's first-load JavaScript. It closes on route change and opens by itself on a
// page reached with ?gamedash=open (the home's 'Open Game Dash').
//
// Signed in, the bell listens to live updates and shows the update dot (spec 3 §2.1): the Nerve
// Score differs from the last seen one, stored in the preferences as
// gamedash.shared_state.gamedash_score. Opening the dialog on the overall role saves the current
// score, which clears the dot; while shadowing, an admin's look does not count as the player's.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../lib/client/api';
import type { Brain } from '../../lib/contracts/brain';
import type { Preferences } from '../../lib/contracts/platform';
import { PREFERENCE } from '../../lib/contracts/preferences';
import { gamedashRoleFromPath, hasScoreUpdate, seenScoreOf } from '../../lib/game/gamedash';
import type { LiveTransport } from '../../lib/game/live';
import { BRAINS_KEY, fetchGamedash, isStaleAfterPush, PREFERENCES_KEY } from './gamedash-data';
import { useGamedashLive } from './useGamedashLive';

const GameDashModal = dynamic(() => import('./GameDashModal'), { ssr: false });

export interface GameDashPlayer {
  screenName: string;
  userId: number;
  shadow: boolean;
  transport: LiveTransport;
}

function useUpdateDot(player: GameDashPlayer | null, pathname: string, open: boolean) {
  const role = gamedashRoleFromPath(pathname);
  const live = useGamedashLive(player?.transport ?? { kind: 'sse' }, player?.userId ?? null, role);
  const { mutate: mutateAll } = useSWRConfig();
  const brains = useSWR<Brain[]>(player ? BRAINS_KEY : null, fetchGamedash);
  const prefs = useSWR<Preferences>(player ? PREFERENCES_KEY : null, fetchGamedash);
  const current = live.overall ?? brains.data?.find((b) => b.role === 'overall')?.score ?? null;
  const dot = prefs.data !== undefined && hasScoreUpdate(current, seenScoreOf(prefs.data));

  // A push means what the dialog shows is old: reload scores, the feed and highlights.
  useEffect(() => {
    if (live.received) void mutateAll(isStaleAfterPush);
  }, [live.received, mutateAll]);

  // Seen on overall: save the score, once per value (a failed save is not retried in a loop).
  const savedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!open || role !== 'overall' || !dot || current === null || !prefs.data || player?.shadow || savedFor.current === current) return;
    savedFor.current = current;
    const seen = { [PREFERENCE.gamedash]: { shared_state: { gamedash_score: current } } };
    void prefs.mutate(api<Preferences>(PREFERENCES_KEY, { method: 'PUT', body: seen }), {
      optimisticData: { ...prefs.data, ...seen }, rollbackOnError: true, populateCache: true, revalidate: false,
    }).catch(() => { /* the dot stays; the next score change tries again */ });
  }, [open, role, dot, current, prefs, player?.shadow]);
  return dot;
}

export function GameDashButton({ player, signInHref }: { player: GameDashPlayer | null; signInHref: string }) {
  const pathname = usePathname();
  // Open on the path where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('gamedash') !== 'open') return;
    const id = setTimeout(() => setOpenOn(pathname), 0);
    return () => clearTimeout(id);
  }, [pathname]);
  const open = openOn === pathname;
  const dot = useUpdateDot(player, pathname, open);
  return (
    <>
      <button type="button" className="bell btn btn-ghost btn-sm" aria-label={dot ? 'Game Dash, your Nerve Score changed' : 'Game Dash'} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpenOn(pathname)}>
        <span aria-hidden="true">🔔</span>
        {dot && <span className="bell-dot" data-testid="gamedash-dot" aria-hidden="true" />}
      </button>
      {/* Portalled to the body: on small screens the button sits in the collapsed menu, which hides its children. */}
      {open && createPortal(<GameDashModal screenName={player?.screenName ?? null} pathname={pathname} signInHref={signInHref} onClose={() => setOpenOn(null)} />, document.body)}
    </>
  );
}
