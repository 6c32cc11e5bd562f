'use client';
// The Game Dash's three tabs (spec 3 §2.1): Neurons earned, Helpful tips (titled by the role) and
// Highlights. Signed-out players get a sign-in prompt where their own numbers would be.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  HIGHLIGHTS_FIRST_LOAD,
  HIGHLIGHTS_PAGE_SIZE,
  type Brain,
  type BrainRole,
  type Highlight,
  type NeuronsFeed,
} from '@/lib/contracts/brain';
import type { Preferences } from '@/lib/contracts/platform';
import { PREFERENCE, readAccountPreferences } from '@/lib/contracts/preferences';
import { href } from '@/lib/routes/table';
import { tipsTabTitle } from '@/lib/game/gamedash';
import {
  DISMISSED_TIPS_STORAGE_KEY,
  dismissedTipsOf,
  mergeDismissed,
  tipKey,
  visibleTips,
  wellFormedTipKeys,
} from '@/lib/game/tips';
import {
  BRAINS_KEY,
  fetchGamedash,
  highlightsKey,
  NEURONS_FIRST_PAGE_KEY,
  PREFERENCES_KEY,
  savePreferences,
} from './gamedash-data';
import { NerveScoreCard } from './NerveScoreCard';
import { NeuronList } from './NeuronList';
import { RelativeTime } from '../ui/RelativeTime';

type TabKey = 'neurons' | 'tips' | 'highlights';

function SignInPrompt({ signInHref, what }: { signInHref: string; what: string }) {
  return (
    <div className="gamedash-signin">
      <p>Sign in to see {what}.</p>
      <Link className="btn btn-sm" href={signInHref}>
        Sign in
      </Link>
    </div>
  );
}

function NeuronsTab({ screenName, role }: { screenName: string; role: BrainRole }) {
  // Shared with the navbar bell, and reloaded when a live update arrives (GameDashButton).
  const brains = useSWR<Brain[]>(BRAINS_KEY, fetchGamedash);
  const feed = useSWR<NeuronsFeed>(NEURONS_FIRST_PAGE_KEY, fetchGamedash);
  const brain = brains.data?.find((b) => b.role === role);
  return (
    <>
      {(brains.error && !brains.data) || (brains.data && !brain) ? (
        <p role="alert" className="field-error">
          Your score could not be loaded.
        </p>
      ) : brain ? (
        <NerveScoreCard brain={brain} screenName={screenName} isOwner />
      ) : (
        <p className="muted">Loading your score…</p>
      )}
      {feed.error && !feed.data ? (
        <p role="alert" className="field-error">
          Your neurons could not be loaded.
        </p>
      ) : feed.data ? (
        <NeuronList first={feed.data} screenName={screenName} />
      ) : (
        <p className="muted">Loading your neurons…</p>
      )}
    </>
  );
}

/** This browser's dismissals: a visitor's under the shared key, a player's under their own. */
function localKey(screenName: string | null): string {
  return screenName ? `${DISMISSED_TIPS_STORAGE_KEY}.${screenName.toLowerCase()}` : DISMISSED_TIPS_STORAGE_KEY;
}

function readLocalDismissed(screenName: string | null): string[] {
  try {
    return wellFormedTipKeys(JSON.parse(localStorage.getItem(localKey(screenName)) ?? '[]'));
  } catch {
    return [];
  }
}

function writeLocalDismissed(screenName: string | null, keys: string[]) {
  try {
    localStorage.setItem(localKey(screenName), JSON.stringify(keys));
  } catch {
    /* private mode: forgotten on reload */
  }
}

/**
 * Helpful tips, dismissed per target with 'Got it' (spec 3 §3, §4). A visitor's dismissals stay in
 * this browser; a player's are saved in the preferences, so they follow them to other devices, and
 * kept in this browser too (per player), so a failed save loses nothing and goes with the next one.
 * An admin shadowing a player dismisses for this browser only.
 */
export function TipsTab({
  role,
  screenName,
  shadow = false,
}: {
  role: BrainRole;
  screenName: string | null;
  shadow?: boolean;
}) {
  const prefs = useSWR<Preferences>(screenName ? PREFERENCES_KEY : null, fetchGamedash);
  const [local, setLocal] = useState<string[] | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setLocal(readLocalDismissed(screenName)), 0);
    return () => clearTimeout(id);
  }, [screenName]);
  const waitingForPrefs = screenName !== null && prefs.data === undefined && !prefs.error;
  if (!local || waitingForPrefs) return null;
  if (prefs.data && !readAccountPreferences(prefs.data).showTips) {
    return (
      <p className="muted">
        Helpful tips are off.{' '}
        <Link href={href('account.platform-preferences')}>Turn them on in your platform preferences</Link>.
      </p>
    );
  }
  const dismissed = mergeDismissed(prefs.data ? dismissedTipsOf(prefs.data) : [], local);
  const tips = visibleTips(role, dismissed);
  function gotIt(id: string) {
    const next = mergeDismissed(dismissed, [tipKey(id, role)]);
    setLocal(next);
    writeLocalDismissed(screenName, next);
    if (!screenName || !prefs.data || shadow) return;
    setSaveFailed(false);
    savePreferences(prefs.mutate, prefs.data, { [PREFERENCE.dismissedTips]: next }).catch(() => setSaveFailed(true));
  }
  return (
    <>
      {saveFailed && (
        <p role="alert" className="field-error">
          Could not save this on your account; this browser remembers it.
        </p>
      )}
      {!tips.length ? (
        <p className="muted">You have seen every tip here. Nice work.</p>
      ) : (
        <ul className="gamedash-tips">
          {tips.map((t) => (
            <li key={t.id} className="card">
              <Link href={t.route(screenName)}>
                <strong>{t.subject}</strong>
              </Link>
              <p>{t.actionToPerform}</p>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => gotIt(t.id)}
                aria-label={`Got it: ${t.subject}`}
              >
                Got it
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function HighlightsTab({ screenName, role }: { screenName: string; role: BrainRole }) {
  const [size, setSize] = useState(HIGHLIGHTS_FIRST_LOAD);
  // Keyed by player and role: they reload after login or a role change (spec 3 §4). A failure is
  // only a breadcrumb (spec 3 §8): nothing is shown.
  const { data, error } = useSWR<{ data: Highlight[]; meta: { total: number } }>(
    highlightsKey(screenName, role, size),
    fetchGamedash,
    { keepPreviousData: true },
  );
  useEffect(() => {
    if (error)
      void import('@sentry/nextjs')
        .then((Sentry) =>
          Sentry.addBreadcrumb({ category: 'gamedash', level: 'warning', message: 'Error fetching highlights' }),
        )
        .catch(() => {});
  }, [error]);
  if (!data) return error ? <p className="muted">No highlights yet.</p> : <p className="muted">Loading highlights…</p>;
  if (!data.data.length) return <p className="muted">No highlights yet.</p>;
  return (
    <>
      <ul className="gamedash-highlights">
        {data.data.map((h) => (
          <li key={`${h.notified_at}-${h.highlight_type}-${h.statement}`}>
            {h.statement || 'No statement'} <RelativeTime at={new Date(h.notified_at * 1000)} />
          </li>
        ))}
      </ul>
      {data.data.length < data.meta.total && (
        <button type="button" className="btn btn-sm" onClick={() => setSize(data.data.length + HIGHLIGHTS_PAGE_SIZE)}>
          Load more
        </button>
      )}
    </>
  );
}

export function GameDashTabs({
  screenName,
  shadow = false,
  role,
  signInHref,
}: {
  screenName: string | null;
  shadow?: boolean;
  role: BrainRole;
  signInHref: string;
}) {
  const [tab, setTab] = useState<TabKey>('neurons');
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'neurons', label: 'Neurons earned' },
    { key: 'tips', label: tipsTabTitle(role) },
    { key: 'highlights', label: 'Highlights' },
  ];
  return (
    <>
      <div role="tablist" aria-label="Game Dash" className="gamedash-tablist">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`gd-tab-${t.key}`}
            aria-controls={`gd-panel-${t.key}`}
            aria-selected={tab === t.key}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => {
              const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!d) return;
              const next = tabs[(i + d + tabs.length) % tabs.length].key;
              setTab(next);
              document.getElementById(`gd-tab-${next}`)?.focus();
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`gd-panel-${tab}`} aria-labelledby={`gd-tab-${tab}`} className="gamedash-panel">
        {tab === 'neurons' &&
          (screenName ? (
            <NeuronsTab screenName={screenName} role={role} />
          ) : (
            <SignInPrompt signInHref={signInHref} what="the neurons you earn and your Nerve Score" />
          ))}
        {tab === 'tips' && <TipsTab role={role} screenName={screenName} shadow={shadow} />}
        {tab === 'highlights' &&
          (screenName ? (
            <HighlightsTab screenName={screenName} role={role} />
          ) : (
            <SignInPrompt signInHref={signInHref} what="your highlights" />
          ))}
      </div>
    </>
  );
}
