// Score and level history as charts (issue 22 item 4): which days to draw and where. Pure, so the
// server renders the SVG and the rules are unit-tested at their edges.
import type { BrainHistory } from '@/lib/contracts/brain';

export type HistoryDay = BrainHistory['history'][number];

/**
 * The days from sign-up on: days before the account existed are not drawn (they were zeros). A day
 * that earned or held neurons before the sign-up day (imported or seeded activity) is kept, so the
 * chart never hides a real point.
 */
export function historySinceSignUp(days: HistoryDay[], signedUpAt: string): HistoryDay[] {
  const signUpDay = signedUpAt.slice(0, 10);
  const firstActive = days.findIndex((d) => d.points !== 0 || d.score !== 0);
  const firstAfterSignUp = days.findIndex((d) => d.date >= signUpDay);
  const starts = [firstActive, firstAfterSignUp].filter((i) => i >= 0);
  if (!starts.length) return days.slice(-1);
  return days.slice(Math.min(...starts));
}

/** The top of the value axis: a round number at or above the highest value (at least 1). */
export function axisTop(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max)!;
  return step * magnitude;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 640, height: 220, left: 56, right: 16, top: 12, bottom: 28 };

/** The x and y of each value in the plot area; one value sits in the middle. */
export function plotPoints(values: number[], top: number, box: ChartBox = CHART_BOX): { x: number; y: number }[] {
  const w = box.width - box.left - box.right;
  const h = box.height - box.top - box.bottom;
  return values.map((v, i) => ({
    x: box.left + (values.length === 1 ? w / 2 : (i / (values.length - 1)) * w),
    y: box.top + h - (Math.max(0, v) / top) * h,
  }));
}
