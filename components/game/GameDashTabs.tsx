'use client';
// The Game Dash's three tabs (spec 3 §2.1): Neurons earned, Helpful tips (titled by the role) and
// Highlights. Signed-out players get a sign-in prompt where their own numbers would be.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '../../lib/client/api';
import { HIGHLIGHTS_FIRST_LOAD, HIGHLIGHTS_PAGE_SIZE, type Brain, type BrainRole, type Highlight, type NeuronsFeed } from '../../lib/contracts/brain';
import { tipsTabTitle } from '../../lib/game/gamedash';
import { DISMISSED_TIPS_STORAGE_KEY, tipKey, visibleTips } from '../../lib/game/tips';
import { NerveScoreCard } from './NerveScoreCard';
import { NeuronList } from './NeuronList';

type TabKey = 'neurons' | 'tips' | 'highlights';

function SignInPrompt({ signInHref, what }: { signInHref: string; what: string }) {
  return (
    <div className="gamedash-signin">
      <p>Sign in to see {what}.</p>
      <Link className="btn btn-sm" href={signInHref}>Sign in</Link>
    </div>
  );
}

function NeuronsTab({ screenName, role }: { screenName: string; role: BrainRole }) {
  const [brain, setBrain] = useState<Brain | null | 'failed'>(null);
  const [feed, setFeed] = useState<NeuronsFeed | null | 'failed'>(null);
  useEffect(() => {
    api<Brain[]>('/brain').then((all) => setBrain(all.find((b) => b.role === role) ?? 'failed'), () => setBrain('failed'));
    api<NeuronsFeed>('/brain/neurons?page=0').then(setFeed, () => setFeed('failed'));
  }, [role]);
  return (
    <>
      {brain === 'failed' ? <p role="alert" className="field-error">Your score could not be loaded.</p> : brain ? <NerveScoreCard brain={brain} screenName={screenName} isOwner /> : <p className="muted">Loading your score…</p>}
      {feed === 'failed' ? <p role="alert" className="field-error">Your neurons could not be loaded.</p> : feed ? <NeuronList first={feed} screenName={screenName} /> : <p className="muted">Loading your neurons…</p>}
    </>
  );
}

function readDismissed(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(DISMISSED_TIPS_STORAGE_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function TipsTab({ role, screenName }: { role: BrainRole; screenName: string | null }) {
  const [dismissed, setDismissed] = useState<string[] | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setDismissed(readDismissed()), 0);
    return () => clearTimeout(id);
  }, []);
  if (!dismissed) return null;
  const tips = visibleTips(role, dismissed);
  function gotIt(id: string) {
    const next = [...(dismissed ?? []), tipKey(id, role)];
    setDismissed(next);
    try { localStorage.setItem(DISMISSED_TIPS_STORAGE_KEY, JSON.stringify(next)); } catch { /* private mode: forgotten on reload */ }
  }
  if (!tips.length) return <p className="muted">You have seen every tip here. Nice work.</p>;
  return (
    <ul className="gamedash-tips">
      {tips.map((t) => (
        <li key={t.id} className="card">
          <Link href={t.route(screenName)}><strong>{t.subject}</strong></Link>
          <p>{t.actionToPerform}</p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => gotIt(t.id)} aria-label={`Got it: ${t.subject}`}>Got it</button>
        </li>
      ))}
    </ul>
  );
}

function HighlightsTab({ role }: { role: BrainRole }) {
  const [items, setItems] = useState<{ data: Highlight[]; total: number } | null>(null);
  const [size, setSize] = useState(HIGHLIGHTS_FIRST_LOAD);
  useEffect(() => {
    // A failure is only a breadcrumb (spec 3 §8): nothing is shown.
    api<{ data: Highlight[]; meta: { total: number } }>(`/gamedash/highlights?size=${size}&role=${role}`).then((r) => setItems({ data: r.data, total: r.meta.total }), () => setItems({ data: [], total: 0 }));
  }, [role, size]);
  if (!items) return <p className="muted">Loading highlights…</p>;
  if (!items.data.length) return <p className="muted">No highlights yet.</p>;
  return (
    <>
      <ul className="gamedash-highlights">
        {items.data.map((h) => (
          <li key={`${h.notified_at}-${h.highlight_type}`}>{h.statement || 'No statement'} <time className="muted" dateTime={new Date(h.notified_at * 1000).toISOString()}>{new Date(h.notified_at * 1000).toISOString().slice(0, 10)}</time></li>
        ))}
      </ul>
      {items.data.length < items.total && <button type="button" className="btn btn-sm" onClick={() => setSize(items.data.length + HIGHLIGHTS_PAGE_SIZE)}>Load more</button>}
    </>
  );
}

export function GameDashTabs({ screenName, role, signInHref }: { screenName: string | null; role: BrainRole; signInHref: string }) {
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
            key={t.key} type="button" role="tab" id={`gd-tab-${t.key}`} aria-controls={`gd-panel-${t.key}`} aria-selected={tab === t.key} tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => {
              const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!d) return;
              const next = tabs[(i + d + tabs.length) % tabs.length].key;
              setTab(next);
              document.getElementById(`gd-tab-${next}`)?.focus();
            }}
          >{t.label}</button>
        ))}
      </div>
      <div role="tabpanel" id={`gd-panel-${tab}`} aria-labelledby={`gd-tab-${tab}`} className="gamedash-panel">
        {tab === 'neurons' && (screenName ? <NeuronsTab screenName={screenName} role={role} /> : <SignInPrompt signInHref={signInHref} what="the neurons you earn and your Nerve Score" />)}
        {tab === 'tips' && <TipsTab role={role} screenName={screenName} />}
        {tab === 'highlights' && (screenName ? <HighlightsTab role={role} /> : <SignInPrompt signInHref={signInHref} what="your highlights" />)}
      </div>
    </>
  );
}
