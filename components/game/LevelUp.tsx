'use client';
// The level-up moment (issue 22, spec 3 §2.3 confetti): when the Nerve Score's level rises while
// the page is open (a rating, an idea or a publish pushed a new score), confetti falls and a toast
// names the new level. Rendered by the bell's live watcher, so it loads only for signed-in players.
import { useEffect, useRef, useState } from 'react';
import { levelUpText } from '@/lib/game/points-toast';
import { useOptionalUi } from '../ui/UiProvider';
import { Confetti } from './Confetti';
import './game.css';

export function LevelUp({ level }: { level: number | null }) {
  const ui = useOptionalUi();
  const seen = useRef<number | null>(null);
  const [burst, setBurst] = useState(0);
  useEffect(() => {
    if (level === null) return;
    const before = seen.current;
    seen.current = level;
    if (before === null || level <= before) return;
    ui?.toast(levelUpText(level));
    setBurst((n) => n + 1);
  }, [level, ui]);
  return burst ? <Confetti key={burst} delayMs={0} /> : null;
}
