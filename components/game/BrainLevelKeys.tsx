'use client';
// The brain graphic's interaction (spec 3 §2.3), a small island around the drawing (BrainLevels,
// drawn by the server on My Progress): one delegated click and one keydown listener on a wrapper,
// instead of a ref and two handlers on each of the 100 levels, which React had to hydrate one by
// one (issue 22, Lighthouse). A click, Enter or Space chooses the level under it; the arrow keys
// move focus one level (left, right) or one rank of ten (up, down), Home and End to levels 1 and
// 100. The wrapper adds no box (display: contents), so the drawing lays out as before.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { MAX_LEVEL } from '@/lib/game/levels';
import { tabLevel } from '@/lib/game/brain-shape';

/** Up and Down move by one rank (ten levels), as the rank colours band the brain. */
const ROW = 10;

/** What a key does on a level: choose it, move focus to another level (1-100), or nothing. */
export function levelKeyAction(key: string, level: number): { select: number } | { focus: number } | null {
  if (key === 'Enter' || key === ' ') return { select: level };
  const moves: Record<string, number> = {
    ArrowRight: level + 1,
    ArrowLeft: level - 1,
    ArrowDown: level + ROW,
    ArrowUp: level - ROW,
    Home: 1,
    End: MAX_LEVEL,
  };
  return key in moves ? { focus: Math.min(MAX_LEVEL, Math.max(1, moves[key])) } : null;
}

const levelElement = (root: Element, level: number) => root.querySelector<SVGGElement>(`[data-level="${level}"]`);

/** The level an event came from (its circle or number), or null outside the levels. */
function levelOf(target: EventTarget): number | null {
  const element = target instanceof Element ? target.closest('[data-level]') : null;
  return element ? Number(element.getAttribute('data-level')) : null;
}

/**
 * Marks the chosen level on drawn levels React does not re-render: pressed, outlined (the
 * is-selected class) and the one that takes Tab. The player's own level keeps its mark.
 */
export function markSelected(root: Element, selected: number, current: number | null) {
  for (const element of root.querySelectorAll('[data-level]')) {
    const level = Number(element.getAttribute('data-level'));
    element.setAttribute('aria-pressed', String(level === selected));
    element.setAttribute('tabindex', level === tabLevel(selected, current) ? '0' : '-1');
    element.classList.toggle('is-selected', level === selected);
  }
}

/**
 * Roving focus: the level the arrows reach takes Tab from the one they left, so Shift+Tab out and
 * Tab back returns to it, as in any composite widget (the chosen level gets it back when the
 * drawing is marked again).
 */
export function moveFocus(root: Element, from: number, to: number) {
  const target = levelElement(root, to);
  if (!target) return;
  levelElement(root, from)?.setAttribute('tabindex', '-1');
  target.setAttribute('tabindex', '0');
  target.focus();
}

export function BrainLevelKeys({
  numbered,
  current,
  selected = null,
  onSelect,
  children,
}: {
  numbered: boolean;
  current: number | null;
  /** The chosen level, marked on the drawing; the demo, which moves the current level instead, has none. */
  selected?: number | null;
  onSelect: (level: number) => void;
  /** The drawing: BrainLevels. */
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Before paint, so the mark never lags the choice; again when the server sends a new drawing
  // (another role), whose levels arrive unmarked.
  useLayoutEffect(() => {
    if (selected !== null && ref.current) markSelected(ref.current, selected, current);
  }, [selected, current, children]);
  function onClick(e: MouseEvent<HTMLDivElement>) {
    const level = levelOf(e.target);
    if (level !== null) onSelect(level);
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const level = levelOf(e.target);
    const action = level === null ? null : levelKeyAction(e.key, level);
    if (!action) return;
    e.preventDefault();
    if ('select' in action) onSelect(action.select);
    else moveFocus(e.currentTarget, level!, action.focus);
  }
  return (
    // The levels inside are the buttons (role, name, tabindex); this wrapper only listens for them.
    <div
      ref={ref}
      className={`brain-level-keys${numbered ? ' is-numbered' : ''}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
