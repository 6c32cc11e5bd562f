'use client';
// The bell's live side for a signed-in player (spec 3 §2.1, §4), loaded after the page by
// GameDashButton so that visitors and every page's first load carry none of it (SWR, the live
// transport, the wire schemas). It listens to live updates, reloads the Game Dash data a push
// makes stale, works out the update dot, and saves the seen Nerve Score when the dialog is open
// on the overall role (not while shadowing). It draws only the level-up moment; the button draws the dot.
// It also keeps the unread notification count (issue 19 §3), read again whenever a new
// notification is pushed, so the count and the open dialog's list are live.
import { useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Brain } from '@/lib/contracts/brain';
import type { NotificationList } from '@/lib/contracts/social';
import type { Preferences } from '@/lib/contracts/platform';
import { PREFERENCE } from '@/lib/contracts/preference-keys';
import { gamedashRoleFromPath, hasScoreUpdate, seenScoreOf } from '@/lib/game/gamedash';
import type { GameDashPlayer } from '@/lib/game/live';
import {
  BELL_NOTIFICATIONS_KEY,
  BRAINS_KEY,
  fetchGamedash,
  isStaleAfterPush,
  PREFERENCES_KEY,
  PUSH_RELOAD_DELAY_MS,
  savePreferences,
} from './gamedash-data';
import { LevelUp } from './LevelUp';
import { useGamedashLive } from './useGamedashLive';

export default function GameDashLiveWatcher({
  player,
  pathname,
  open,
  onDot,
  onUnread,
}: {
  player: GameDashPlayer;
  pathname: string;
  open: boolean;
  onDot: (dot: boolean) => void;
  onUnread: (unread: number) => void;
}) {
  const role = gamedashRoleFromPath(pathname);
  // The bell listens for the Nerve Score only, so moving between role dashboards keeps the one stream.
  const live = useGamedashLive(player.transport, player.userId, 'overall');
  const { mutate: mutateAll } = useSWRConfig();
  const brains = useSWR<Brain[]>(BRAINS_KEY, fetchGamedash);
  const prefs = useSWR<Preferences>(PREFERENCES_KEY, fetchGamedash);
  // The score is the one /brain gives, which a push reloads: the bell, the saved 'seen' score and
  // the dialog's card always agree, whatever order pushes arrive in.
  const current = brains.data?.find((b) => b.role === 'overall')?.score ?? null;
  const dot = prefs.data !== undefined && hasScoreUpdate(current, seenScoreOf(prefs.data));
  useEffect(() => onDot(dot), [dot, onDot]);
  // Shadowing admins do not see the player's notifications (the dialog hides the list too).
  const bell = useSWR<NotificationList>(player.shadow ? null : BELL_NOTIFICATIONS_KEY, fetchGamedash);
  const unread = bell.data?.unread ?? 0;
  useEffect(() => onUnread(unread), [unread, onUnread]);
  const { mutate: reloadBell } = bell;
  useEffect(() => {
    if (live.notifications) void reloadBell();
  }, [live.notifications, reloadBell]);

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
    if (
      !open ||
      role !== 'overall' ||
      !dot ||
      current === null ||
      !prefs.data ||
      player.shadow ||
      savedFor.current === current
    )
      return;
    savedFor.current = current;
    savePreferences(prefs.mutate, prefs.data, {
      [PREFERENCE.gamedash]: { shared_state: { gamedash_score: current } },
    }).catch(() => {
      /* the dot stays */
    });
  }, [open, role, dot, current, prefs, player.shadow]);
  // The level-up moment: confetti and a toast when the Nerve Score's level rises on this page.
  return <LevelUp level={brains.data?.find((b) => b.role === 'overall')?.brain_level ?? null} />;
}
