'use client';
// The player's neuron total on the home's Game Dash slot, kept current by live updates: the
// server renders the total it loaded, a pushed Nerve Score (overall) replaces it without a reload.
import { formatPoints } from '@/lib/leaderboard';
import type { LiveTransport } from '@/lib/game/live';
import { useGamedashLive } from '../game/useGamedashLive';

export function LiveNeurons({
  initial,
  userId,
  transport,
}: {
  initial: number;
  userId: number;
  transport: LiveTransport;
}) {
  const live = useGamedashLive(transport, userId, 'overall');
  const total = live.overall ?? initial;
  return (
    <span data-testid="live-neurons" aria-live="polite">
      <strong>{formatPoints(total)}</strong> neurons
      {live.neuron ? (
        <span className="muted" data-testid="live-neuron-earned">
          {' '}
          (+{formatPoints(live.neuron.points)} just now)
        </span>
      ) : null}
    </span>
  );
}
