'use client';
// The neurons earned list (spec 3 §2.1, §7): rows with their points, sentence and link; 'Load
// more' fetches the next page while (page+1)*size < total.
import Link from 'next/link';
import { useState } from 'react';
import { api } from '@/lib/client/api';
import { hasNextNeuronsPage, type Neuron, type NeuronsFeed } from '@/lib/contracts/brain';
import './game.css';
import { formatScore, neuronHref, neuronSentence } from '@/lib/game/gamedash';
import { RelativeTime } from '../ui/RelativeTime';

export function NeuronRow({ neuron, screenName }: { neuron: Neuron; screenName: string }) {
  const link = neuronHref(neuron, screenName);
  const s = neuronSentence(neuron, link);
  const sign = neuron.type === 'deduction' ? '−' : '+';
  return (
    <li className={`neuron-row neuron-${neuron.type}`}>
      <span className="neuron-points">
        {sign}
        {formatScore(Math.abs(neuron.points))}
      </span>{' '}
      <span>
        {s.lead} {s.link ? <Link href={s.link}>{s.challenge}</Link> : s.challenge}
      </span>{' '}
      <RelativeTime at={neuron.point_created_at} />
    </li>
  );
}

/** Rows of every loaded page, each once: a page fetched after new neurons arrived repeats some. */
/** Rows each once, newest first: the feed's own order (created desc, then id desc). */
function mergeRows(...lists: Neuron[][]): Neuron[] {
  const byId = new Map<number, Neuron>();
  for (const n of lists.flat()) if (!byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.point_created_at.localeCompare(a.point_created_at) || b.id - a.id);
}

export function NeuronList({ first, screenName, role }: { first: NeuronsFeed; screenName: string; role?: string }) {
  // The first page comes from the caller and may be reloaded (a live push). Rows it no longer
  // holds, and the pages loaded with 'Load more', stay in the list: new neurons push rows down
  // the pages, so a later page may repeat some (shown once) but never skips any.
  const [shownFirst, setShownFirst] = useState(first);
  const [below, setBelow] = useState<Neuron[]>([]);
  const [lastPage, setLastPage] = useState(first.meta.page);
  if (first !== shownFirst) {
    setShownFirst(first);
    setBelow((rows) => mergeRows(shownFirst.data, rows));
  }
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const total = first.meta.total;
  const size = first.meta.size;
  const rows = mergeRows(first.data, below);
  async function loadMore() {
    setBusy(true);
    setFailed(false);
    try {
      const query = new URLSearchParams({ page: String(lastPage + 1), ...(role ? { role } : {}) });
      const next = await api<NeuronsFeed>(`/brain/neurons?${query}`);
      setBelow((rows) => mergeRows(rows, next.data));
      setLastPage(next.meta.page);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  if (!rows.length) return <p className="muted">No neurons yet. Enter an idea, rate or mentor to earn your first.</p>;
  return (
    <>
      <p className="muted">{total.toLocaleString('en-US')} neuron events</p>
      <ul className="neuron-list">
        {rows.map((n) => (
          <NeuronRow key={n.id} neuron={n} screenName={screenName} />
        ))}
      </ul>
      {failed && (
        <p role="alert" className="field-error">
          More neurons could not be loaded. Please try again.
        </p>
      )}
      {hasNextNeuronsPage(lastPage, size, total) && (
        <button type="button" className="btn btn-sm" onClick={() => void loadMore()} disabled={busy} aria-busy={busy}>
          {busy ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
