'use client';
// The navbar's Game Dash button. The dialog's code loads only when it is first opened. It closes on route change and opens by itself on a
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
import type { Brain, BrainRole } from '../../lib/contracts/brain';
import type { Preferences } from '../../lib/contracts/platform';
import { PREFERENCE } from '../../lib/contracts/preferences';
import { gamedashRoleFromPath, hasScoreUpdate, seenScoreOf } from '../../lib/game/gamedash';
import type { LiveTransport } from '../../lib/game/live';
import { BRAINS_KEY, fetchGamedash, isStaleAfterPush, PREFERENCES_KEY, PUSH_RELOAD_DELAY_MS, savePreferences } from './gamedash-data';
import { useGamedashLive } from './useGamedashLive';

/** The hidden 'score changed' text, also the small-screen Menu button's description. */
export const GAMEDASH_DOT_TEXT_ID = 'gamedash-dot-text';

const GameDashModal = dynamic(() => import('./GameDashModal'), { ssr: false });

export interface GameDashPlayer {
  screenName: string;
  userId: number;
  shadow: boolean;
  transport: LiveTransport;
}

function useUpdateDot(player: GameDashPlayer | null, open: boolean, role: BrainRole) {
  // The bell listens for the Nerve Score only, so moving between role dashboards keeps the one stream.
  const live = useGamedashLive(player?.transport ?? { kind: 'sse' }, player?.userId ?? null, 'overall');
  const { mutate: mutateAll } = useSWRConfig();
  const brains = useSWR<Brain[]>(player ? BRAINS_KEY : null, fetchGamedash);
  const prefs = useSWR<Preferences>(player ? PREFERENCES_KEY : null, fetchGamedash);
  // The score is the one /brain gives, which a push reloads: the bell, the saved 'seen' score and
  // the dialog's card always agree, whatever order pushes arrive in.
  const current = brains.data?.find((b) => b.role === 'overall')?.score ?? null;
  const dot = prefs.data !== undefined && hasScoreUpdate(current, seenScoreOf(prefs.data));

  // A push means what the dialog shows is old: reload scores, the feed and highlights, once per burst.
  useEffect(() => {
    if (!live.received) return;
    const id = setTimeout(() => void mutateAll(isStaleAfterPush), PUSH_RELOAD_DELAY_MS);
    return () => clearTimeout(id);
  }, [live.received, mutateAll]);

  // Seen on overall: save the score. Once per value while open, so a failing save does not loop;
  // opening again tries again.
  const savedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!open) savedFor.current = null;
  }, [open]);
  useEffect(() => {
    if (!open || role !== 'overall' || !dot || current === null || !prefs.data || player?.shadow || savedFor.current === current) return;
    savedFor.current = current;
    savePreferences(prefs.mutate, prefs.data, { [PREFERENCE.gamedash]: { shared_state: { gamedash_score: current } } })
      .catch(() => { /* the dot stays */ });
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
  const dot = useUpdateDot(player, open, gamedashRoleFromPath(pathname));
  return (
    <>
      <button type="button" className="bell btn btn-ghost btn-sm" aria-label={dot ? 'Game Dash, your Nerve Score changed' : 'Game Dash'} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpenOn(pathname)}>
        <span aria-hidden="true">🔔</span>
        {dot && <span className="bell-dot" data-testid="gamedash-dot" aria-hidden="true" />}
        {/* Describes the small-screen Menu button too (NavMenu), which shows the dot when the bell is inside it. */}
        {dot && <span id={GAMEDASH_DOT_TEXT_ID} hidden>Your Nerve Score changed</span>}
      </button>
      {/* Portalled to the body: on small screens the button sits in the collapsed menu, which hides its children. */}
      {open && createPortal(<GameDashModal screenName={player?.screenName ?? null} shadow={Boolean(player?.shadow)} pathname={pathname} signInHref={signInHref} onClose={() => setOpenOn(null)} />, document.body)}
    </>
  );
}
