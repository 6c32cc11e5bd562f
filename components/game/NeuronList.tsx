'use client';
// The neurons earned list (spec 3 §2.1, §7): rows with their points, sentence and link; 'Load
// more' fetches the next page while (page+1)*size < total.
import Link from 'next/link';
import { useState } from 'react';
import { api } from '../../lib/client/api';
import { hasNextNeuronsPage, type Neuron, type NeuronsFeed } from '../../lib/contracts/brain';
import './game.css';
import { formatScore, neuronHref, neuronSentence } from '../../lib/game/gamedash';

export function NeuronRow({ neuron, screenName }: { neuron: Neuron; screenName: string }) {
  const link = neuronHref(neuron, screenName);
  const s = neuronSentence(neuron, link);
  const sign = neuron.type === 'deduction' ? '−' : '+';
  return (
    <li className={`neuron-row neuron-${neuron.type}`}>
      <span className="neuron-points">{sign}{formatScore(Math.abs(neuron.points))}</span>{' '}
      <span>{s.lead} {s.link ? <Link href={s.link}>{s.challenge}</Link> : s.challenge}</span>{' '}
      <time className="muted" dateTime={neuron.point_created_at}>{neuron.point_created_at.slice(0, 10)}</time>
    </li>
  );
}

export function NeuronList({ first, screenName, role }: { first: NeuronsFeed; screenName: string; role?: string }) {
  const [pages, setPages] = useState<NeuronsFeed[]>([first]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = pages[pages.length - 1];
  const rows = pages.flatMap((p) => p.data);
  async function more() {
    setBusy(true);
    setFailed(false);
    try {
      const query = new URLSearchParams({ page: String(last.meta.page + 1), ...(role ? { role } : {}) });
      const next = await api<NeuronsFeed>(`/brain/neurons?${query}`);
      setPages((p) => [...p, next]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  if (!rows.length) return <p className="muted">No neurons yet. Enter an idea, rate or mentor to earn your first.</p>;
  return (
    <>
      <p className="muted">{last.meta.total.toLocaleString('en-US')} neuron events</p>
      <ul className="neuron-list">{rows.map((n) => <NeuronRow key={n.id} neuron={n} screenName={screenName} />)}</ul>
      {failed && <p role="alert" className="field-error">More neurons could not be loaded. Please try again.</p>}
      {hasNextNeuronsPage(last.meta.page, last.meta.size, last.meta.total) && (
        <button type="button" className="btn btn-sm" onClick={() => void more()} disabled={busy} aria-busy={busy}>{busy ? 'Loading…' : 'Load more'}</button>
      )}
    </>
  );
}
