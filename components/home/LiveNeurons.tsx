'use client';
// The player's neuron total on the home's Game Dash slot, kept current by live updates: the
// server renders the total it loaded, a pushed Nerve Score (overall) replaces it without a reload.
// The live side (LiveNeuronsStream: SWR and the stream) loads after the page and only where a
// total is shown, so visitors' homes do not carry it (issue 22, Lighthouse).
import { lazy, Suspense } from 'react';
import { formatPoints } from '@/lib/leaderboard';
import type { LiveTransport } from '@/lib/game/live';

export function NeuronTotal({ total, earned }: { total: number; earned: number | null }) {
  return (
    <span data-testid="live-neurons" aria-live="polite">
      <strong>{formatPoints(total)}</strong> neurons
      {earned !== null ? (
        <span className="muted" data-testid="live-neuron-earned">
          {' '}
          (+{formatPoints(earned)} just now)
        </span>
      ) : null}
    </span>
  );
}

const LiveNeuronsStream = lazy(() => import('./LiveNeuronsStream'));

export function LiveNeurons(props: { initial: number; userId: number; transport: LiveTransport }) {
  return (
    <Suspense fallback={<NeuronTotal total={props.initial} earned={null} />}>
      <LiveNeuronsStream {...props} />
    </Suspense>
  );
}
