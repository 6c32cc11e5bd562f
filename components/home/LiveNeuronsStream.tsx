'use client';
// The live side of the home's neuron total (LiveNeurons.tsx): a pushed Nerve Score (overall)
// replaces the total the server loaded, without a reload. Loaded only where a player's total is shown.
import type { LiveTransport } from '@/lib/game/live';
import { useGamedashLive } from '../game/useGamedashLive';
import { NeuronTotal } from './LiveNeurons';

export default function LiveNeuronsStream({
  initial,
  userId,
  transport,
}: {
  initial: number;
  userId: number;
  transport: LiveTransport;
}) {
  const live = useGamedashLive(transport, userId, 'overall');
  return <NeuronTotal total={live.overall ?? initial} earned={live.neuron?.points ?? null} />;
}
