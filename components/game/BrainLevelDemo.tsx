'use client';
// Brain level demo (spec 3 §2.3, §2.8): auto-plays levels 0 to 100 at one level per 50 ms tick,
// with play, pause, restart and a slider. With reduced motion it starts paused.
import { useEffect, useState } from 'react';
import { levelStartScore, MAX_LEVEL, rankPositionFromLevel } from '@/lib/game/levels';
import { levelMeter } from '@/lib/game/gamedash';
import { BrainLevelKeys } from './BrainLevelKeys';
import { BrainLevels } from './BrainLevels';
import { prefersReducedMotion } from './motion';
import './game.css';

export const BRAIN_DEMO_TICK_MS = 50;

export function BrainLevelDemo() {
  const [level, setLevel] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Autoplay starts after mount, unless the person prefers reduced motion.
  useEffect(() => {
    const id = setTimeout(() => setPlaying(!prefersReducedMotion()), 0);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      setLevel((l) => {
        if (l >= MAX_LEVEL) return l;
        return l + 1;
      });
    }, BRAIN_DEMO_TICK_MS);
    return () => clearInterval(id);
  }, [playing]);
  const ended = level >= MAX_LEVEL;
  const running = playing && !ended;
  return (
    <section className="card brain-demo" aria-labelledby="brain-demo-title">
      <p className="demo-label">Demo</p>
      <h2 id="brain-demo-title">Brain level demo</h2>
      <p aria-live="off" className="brain-demo-status">
        Level <strong data-testid="demo-level">{level}</strong> · rank {rankPositionFromLevel(level)} of 10 ·{' '}
        {levelMeter(level)}/10 · from {levelStartScore(level).toLocaleString('en-US')} neurons
      </p>
      <div className="demo-controls">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => {
            // Play at the end starts again from level 0.
            if (ended) setLevel(0);
            setPlaying(!running);
          }}
        >
          {running ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setLevel(0);
            setPlaying(true);
          }}
        >
          Restart
        </button>
        <label htmlFor="brain-demo-slider" className="visually-hidden">
          Demo level
        </label>
        <input
          id="brain-demo-slider"
          type="range"
          min={0}
          max={MAX_LEVEL}
          step={1}
          value={level}
          onChange={(e) => {
            setPlaying(false);
            setLevel(Number(e.target.value));
          }}
        />
      </div>
      {/* Choosing a level moves the demo there: it is the current level, not a selection. */}
      <BrainLevelKeys
        numbered
        current={level === 0 ? null : level}
        onSelect={(l) => {
          setPlaying(false);
          setLevel(l);
        }}
      >
        <BrainLevels current={level === 0 ? null : level} />
      </BrainLevelKeys>
    </section>
  );
}
