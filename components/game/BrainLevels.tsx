'use client';
// The brain graphic (spec 3 §2.3): 100 clickable levels drawn as an SVG, ten rank colours, the
// current level marked. Each level is a focusable button (Enter or Space) with an accessible name;
// arrow keys move between levels. Choosing a level reports it to the parent, which shows its range.
// Numbered, the circles read 1 to 100, or 1 to 10 within each rank: the account's 'Numbering of
// brain levels' (brain_numbering) picks which, the board's checkbox (brain_show_numbering) whether.
import { useRef, type KeyboardEvent } from 'react';
import type { BrainNumbering } from '@/lib/contracts/preferences';
import { levelMeter } from '@/lib/game/gamedash';
import { levelStartScore, MAX_LEVEL, rankPositionFromLevel } from '@/lib/game/levels';

/** Ten rank colours, rank 1 to 10. */
export const RANK_COLOURS = [
  '#9e9e9e',
  '#8d6e63',
  '#43a047',
  '#00897b',
  '#039be5',
  '#3949ab',
  '#8e24aa',
  '#d81b60',
  '#f4511e',
  '#fbc02d',
] as const;

const COLS = 10;
const CELL = 30;

export function levelName(level: number, current: number | null): string {
  const start = levelStartScore(level).toLocaleString('en-US');
  return `Level ${level}, rank ${rankPositionFromLevel(level)}, from ${start} neurons${level === current ? ' (your level)' : ''}`;
}

export function BrainLevels({
  current,
  numbered,
  numbering = 'levels',
  selected,
  onSelect,
}: {
  current: number | null;
  numbered: boolean;
  numbering?: BrainNumbering;
  selected: number | null;
  onSelect: (level: number) => void;
}) {
  const refs = useRef<(SVGGElement | null)[]>([]);
  const focus = (level: number) => refs.current[Math.min(MAX_LEVEL, Math.max(1, level))]?.focus();
  function onKey(e: KeyboardEvent, level: number) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLS,
      ArrowUp: -COLS,
      Home: 1 - level,
      End: MAX_LEVEL - level,
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(level);
    } else if (e.key in moves) {
      e.preventDefault();
      focus(level + moves[e.key]);
    }
  }
  const levels = Array.from({ length: MAX_LEVEL }, (_, i) => i + 1);
  return (
    <svg
      className="brain-levels"
      viewBox={`0 0 ${COLS * CELL} ${COLS * CELL}`}
      role="group"
      aria-label="Brain levels 1 to 100"
    >
      {/* The outline of a brain behind the grid: decoration only. */}
      <ellipse cx={150} cy={150} rx={148} ry={148} fill="#f3e8f5" aria-hidden="true" />
      {levels.map((level) => {
        const i = level - 1;
        const x = (i % COLS) * CELL + CELL / 2;
        const y = Math.floor(i / COLS) * CELL + CELL / 2;
        const isCurrent = level === current;
        const reached = current !== null && level <= current;
        return (
          <g
            key={level}
            ref={(el) => {
              refs.current[level] = el;
            }}
            role="button"
            tabIndex={level === (selected ?? current ?? 1) ? 0 : -1}
            aria-label={levelName(level, current)}
            aria-pressed={selected === level}
            aria-current={isCurrent ? 'step' : undefined}
            className={`brain-level${isCurrent ? ' is-current' : ''}`}
            onClick={() => onSelect(level)}
            onKeyDown={(e) => onKey(e, level)}
          >
            <circle
              cx={x}
              cy={y}
              r={isCurrent ? 13 : 11}
              fill={RANK_COLOURS[rankPositionFromLevel(level) - 1]}
              fillOpacity={reached ? 1 : 0.35}
              stroke={isCurrent ? '#111' : selected === level ? '#333' : 'none'}
              strokeWidth={isCurrent ? 3 : 2}
            />
            {numbered && (
              <text x={x} y={y + 4} textAnchor="middle" fontSize={10} fill="#111" aria-hidden="true">
                {numbering === 'ranks' ? levelMeter(level) : level}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
