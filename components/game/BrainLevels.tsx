// The brain graphic (spec 3 §2.3): a side view of a brain whose cerebrum holds the 100 clickable
// levels (geometry in lib/game/brain-shape.ts), ten rank colours, the current level marked. Each
// level is a focusable button (Enter or Space) with an accessible name. No hooks and no handlers,
// so the server draws it (issue 22: hydrating 100 levels, each with a ref and two handlers, was
// most of My Progress's blocking time); BrainLevelKeys, a small client island around it, gives the
// keys and clicks with one delegated listener, and marks the chosen level.
// The numbers are always drawn, hidden unless the island says numbered, so the board's checkbox
// shows them without a server round trip: 1 to 100, or 1 to 10 within each rank, as the account's
// 'Numbering of brain levels' (brain_numbering) picks.
import type { BrainNumbering } from '@/lib/contracts/preference-keys';
import { levelMeter } from '@/lib/game/gamedash';
import {
  BRAIN_VIEW,
  brainLevelPositions,
  CEREBRUM,
  cerebrumPath,
  LEVEL_RADIUS,
  tabLevel,
} from '@/lib/game/brain-shape';
import { levelStartScore, MAX_LEVEL, rankPositionFromLevel } from '@/lib/game/levels';
import { RANK_COLOURS } from '@/lib/game/rank-colours';

const POSITIONS = brainLevelPositions();
const OUTLINE = cerebrumPath();
const LEVELS = Array.from({ length: MAX_LEVEL }, (_, i) => i + 1);

export function levelName(level: number, current: number | null): string {
  const start = levelStartScore(level).toLocaleString('en-US');
  return `Level ${level}, rank ${rankPositionFromLevel(level)}, from ${start} neurons${level === current ? ' (your level)' : ''}`;
}

export function BrainLevels({ current, numbering = 'levels' }: { current: number | null; numbering?: BrainNumbering }) {
  return (
    <svg
      className="brain-levels"
      viewBox={`0 0 ${BRAIN_VIEW.width} ${BRAIN_VIEW.height}`}
      role="group"
      aria-label="Brain levels 1 to 100"
    >
      {/* Stem, cerebellum and the cerebrum's folded outline: decoration only. */}
      <g aria-hidden="true">
        <path d="M205,232 C210,262 214,276 222,288 L248,288 C240,270 236,252 238,230 Z" fill="#e6d3ea" />
        <ellipse cx={262} cy={222} rx={58} ry={36} fill="#ecdcef" stroke="#d7bfdd" strokeWidth={2} />
        <path d={OUTLINE} fill="#f6ecf8" stroke="#d7bfdd" strokeWidth={2} />
        <path
          d={`M${CEREBRUM.cx - 40},${CEREBRUM.cy + CEREBRUM.ry - 30} C${CEREBRUM.cx - 10},${CEREBRUM.cy + 20} ${CEREBRUM.cx + 50},${CEREBRUM.cy + 30} ${CEREBRUM.cx + 110},${CEREBRUM.cy - 10}`}
          fill="none"
          stroke="#e2cce7"
          strokeWidth={3}
          strokeLinecap="round"
        />
      </g>
      {LEVELS.map((level) => {
        const { x, y } = POSITIONS[level - 1];
        const isCurrent = level === current;
        const reached = current !== null && level <= current;
        return (
          <g
            key={level}
            data-level={level}
            role="button"
            tabIndex={level === tabLevel(null, current) ? 0 : -1}
            aria-label={levelName(level, current)}
            aria-pressed={false}
            aria-current={isCurrent ? 'step' : undefined}
            className={`brain-level${isCurrent ? ' is-current' : ''}`}
          >
            <circle
              cx={x}
              cy={y}
              r={isCurrent ? LEVEL_RADIUS + 2 : LEVEL_RADIUS}
              fill={RANK_COLOURS[rankPositionFromLevel(level) - 1]}
              fillOpacity={reached ? 1 : 0.35}
              stroke={isCurrent ? '#111' : 'none'}
              strokeWidth={isCurrent ? 3 : 2}
            />
            <text
              className="brain-level-number"
              x={x}
              y={y + 3.5}
              textAnchor="middle"
              fontSize={9}
              fill="#111"
              aria-hidden="true"
            >
              {numbering === 'ranks' ? levelMeter(level) : level}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
