'use client';
// The Game Dash dialog (spec 3 §2.1): header, Idea Race and Notifications links (signed-in only),
// the current-olympiad card and the tabs. Escape or the close button closes it; focus stays inside
// while it is open and returns to the opener afterwards. Loaded lazily by GameDashButton.
import Link from 'next/link';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '@/lib/client/api';
import { formatMoneyCents } from '@/lib/money';
import { gamedashRoleFromPath, olympiadLeaderboardHref, roleLabel } from '@/lib/game/gamedash';
import { href } from '@/lib/routes/table';
import { GameDashTabs } from './GameDashTabs';
import { BellNotifications } from '../people/BellNotifications';
import './game.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function GameDashModal({
  screenName,
  shadow = false,
  pathname,
  signInHref,
  onClose,
}: {
  screenName: string | null;
  shadow?: boolean;
  pathname: string;
  signInHref: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const role = gamedashRoleFromPath(pathname);
  // The current olympiad's prize and end (issue 17 §1): its own window, not the calendar's.
  const [olympiad, setOlympiad] = useState<{ title: string; prize_total: number; end_time: string } | null>(null);
  useEffect(() => {
    api<{ title: string; prize_total: number; end_time: string } | null>('/olympiads/current')
      .then(setOlympiad)
      .catch(() => setOlympiad(null));
  }, []);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);
  // Escape works wherever focus is (a dismissed tip takes its button, and focus, with it), and Tab
  // from outside the dialog comes back into it.
  useEffect(() => {
    const onDocKey = (e: globalThis.KeyboardEvent) => {
      const box = dialog.current;
      if (!box || box.contains(document.activeElement)) return;
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab') {
        e.preventDefault();
        box.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    };
    document.addEventListener('keydown', onDocKey);
    return () => document.removeEventListener('keydown', onDocKey);
  }, [onClose]);
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }
  return (
    <div className="gamedash-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="gamedash-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="gamedash-title"
        onKeyDown={onKeyDown}
        // A link followed in this tab closes the dialog even when it leads to the page already open
        // (a notification of the page you are on), where no navigation would close it. A link the
        // router did not take (a new tab) leaves it open.
        onClick={(e) => {
          if (e.defaultPrevented && (e.target as HTMLElement).closest('a[href]')) onClose();
        }}
      >
        <div className="gamedash-head">
          <h2 id="gamedash-title">Game Dash</h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} aria-label="Close Game Dash">
            ✕
          </button>
        </div>
        <p className="gamedash-links">
          <Link href={href('platform.leaderboard', { platformSlug: 'platform' })}>Idea Race</Link>
          {screenName && (
            <Link href={href('dashboard.notifications', { platformSlug: screenName })}>Notifications</Link>
          )}
          {role !== 'overall' && <span className="muted">Showing: {roleLabel(role)}</span>}
        </p>
        <Link className="card gamedash-olympiad" href={olympiadLeaderboardHref(screenName, pathname)}>
          {olympiad ? (
            <>
              <strong>{olympiad.title}</strong>
              <span>
                Prize {formatMoneyCents(olympiad.prize_total)} · ends{' '}
                {new Date(olympiad.end_time).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}{' '}
                (UTC)
              </span>
              <span>See the leaderboard</span>
            </>
          ) : (
            'Current tournament: see the leaderboard'
          )}
        </Link>
        {screenName && !shadow && <BellNotifications screenName={screenName} />}
        <GameDashTabs screenName={screenName} shadow={shadow} role={role} signInHref={signInHref} />
      </div>
    </div>
  );
}
