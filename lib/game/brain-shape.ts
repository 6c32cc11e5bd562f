// The brain graphic's geometry (spec 3 §2.3, issue 22 item 4): a side view of a brain (cerebrum,
// cerebellum, stem) whose cerebrum holds the 100 levels, level 1 at the top left, in rows. Pure,
// computed once, so the component only draws.
import { MAX_LEVEL } from './levels';

export const BRAIN_VIEW = { width: 340, height: 290 } as const;
/** The cerebrum: an ellipse with folds on its edge. */
export const CEREBRUM = { cx: 170, cy: 128, rx: 162, ry: 120 } as const;
export const LEVEL_RADIUS = 9;
const GAP_X = 23;
const GAP_Y = 20;
/** How far inside the edge a level's centre stays, so its circle clears the folds. */
const INSET = 14;

const inside = (x: number, y: number, inset: number) =>
  ((x - CEREBRUM.cx) / (CEREBRUM.rx - inset)) ** 2 + ((y - CEREBRUM.cy) / (CEREBRUM.ry - inset)) ** 2 <= 1;

/** The centres of levels 1 to 100 (index 0 is level 1): rows of a honeycomb inside the cerebrum. */
export function brainLevelPositions(): { x: number; y: number }[] {
  const candidates: { x: number; y: number }[] = [];
  for (let row = 0; row * GAP_Y <= 2 * CEREBRUM.ry; row++) {
    const y = CEREBRUM.cy - CEREBRUM.ry + INSET + row * GAP_Y;
    const offset = row % 2 ? GAP_X / 2 : 0;
    for (let x = CEREBRUM.cx - CEREBRUM.rx + offset; x <= CEREBRUM.cx + CEREBRUM.rx; x += GAP_X)
      if (inside(x, y, INSET)) candidates.push({ x, y });
  }
  // The 100 nearest the centre, in reading order: the brain's outer band stays a margin.
  const distance = (p: { x: number; y: number }) =>
    ((p.x - CEREBRUM.cx) / CEREBRUM.rx) ** 2 + ((p.y - CEREBRUM.cy) / CEREBRUM.ry) ** 2;
  return [...candidates]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, MAX_LEVEL)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The level that takes Tab in the brain (a roving tabindex): the chosen one, else the player's, else
 * level 1. Here, beside the drawing's other rules, because the server's drawing (BrainLevels) and
 * the browser's island (BrainLevelKeys) both apply it.
 */
export function tabLevel(selected: number | null, current: number | null): number {
  return selected ?? current ?? 1;
}

/** The cerebrum's outline with folds: an ellipse whose edge swells and dips `folds` times. */
export function cerebrumPath(folds = 18, depth = 0.035, steps = 144): string {
  const points = Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * 2 * Math.PI;
    const swell = 1 + depth * Math.cos(folds * t);
    return `${(CEREBRUM.cx + CEREBRUM.rx * swell * Math.cos(t)).toFixed(1)},${(CEREBRUM.cy + CEREBRUM.ry * swell * Math.sin(t)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}
