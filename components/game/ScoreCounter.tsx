'use client';
// The Nerve Score card's running number (spec 3 §2.2: a score counter of 750 ms), the card's one
// client part: the card itself is drawn by the server on My Progress (issue 22, Lighthouse), and
// only this number re-renders on each frame of the count.
import { formatScore } from '@/lib/numbers';
import { useCountUp } from './motion';

export const SCORE_COUNTER_MS = 750;

export function ScoreCounter({ score }: { score: number }) {
  return <>{formatScore(useCountUp(score, SCORE_COUNTER_MS))}</>;
}
