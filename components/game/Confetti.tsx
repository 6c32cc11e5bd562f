'use client';
// A small CSS confetti burst (no library): 40 pieces fall once after `delayMs`, then the layer is
// removed. Skipped when the person prefers reduced motion. Decoration: hidden from assistive tech.
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './motion';
import { RANK_COLOURS } from '@/lib/game/rank-colours';

export const CONFETTI_DELAY_MS = 500;
const PIECES = 40;
const FALL_MS = 2500;

export function Confetti({ delayMs = CONFETTI_DELAY_MS }: { delayMs?: number }) {
  const [phase, setPhase] = useState<'waiting' | 'falling' | 'done'>('waiting');
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const start = setTimeout(() => setPhase('falling'), delayMs);
    const end = setTimeout(() => setPhase('done'), delayMs + FALL_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(end);
    };
  }, [delayMs]);
  if (phase !== 'falling') return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          style={{
            left: `${(i * 37) % 100}%`,
            background: RANK_COLOURS[i % RANK_COLOURS.length],
            animationDelay: `${(i % 8) * 60}ms`,
          }}
        />
      ))}
    </div>
  );
}
