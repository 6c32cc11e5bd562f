import { describe, expect, test } from '@jest/globals';
import { axisTop, CHART_BOX, historySinceSignUp, plotPoints, type HistoryDay } from '@/lib/game/history-chart';

const day = (date: string, points = 0, score = 0, level = 1): HistoryDay => ({ date, points, score, level });

describe('historySinceSignUp', () => {
  const days = [day('2026-11-01'), day('2026-11-02'), day('2026-11-03', 20, 20), day('2026-11-04', 0, 20)];

  test('drops the zero days before the sign-up day and keeps the sign-up day itself', () => {
    expect(historySinceSignUp(days, '2026-11-02T18:00:00.000Z').map((d) => d.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  test('keeps a day with neurons even before the sign-up day', () => {
    expect(historySinceSignUp(days, '2026-11-04T00:00:00Z')[0].date).toBe('2026-11-03');
  });

  test('a sign-up before the window keeps the whole window', () => {
    expect(historySinceSignUp(days, '2025-01-01T00:00:00Z')).toHaveLength(4);
  });

  test('a sign-up after the last day (clock skew) still draws the last day', () => {
    expect(historySinceSignUp([day('2026-11-01'), day('2026-11-02')], '2026-11-05T00:00:00Z')).toEqual([
      day('2026-11-02'),
    ]);
  });
});

describe('axisTop', () => {
  test.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [1.2, 2],
    [20, 20],
    [21, 25],
    [26, 50],
    [51, 100],
    [1234, 2000],
  ])('%p neurons: the axis ends at %p', (max, top) => expect(axisTop(max)).toBe(top));
});

describe('plotPoints', () => {
  test('spans the plot area from the first to the last day, zero on the baseline, the top at the top', () => {
    const [a, b] = plotPoints([0, 10], 10);
    expect(a).toEqual({ x: CHART_BOX.left, y: CHART_BOX.height - CHART_BOX.bottom });
    expect(b).toEqual({ x: CHART_BOX.width - CHART_BOX.right, y: CHART_BOX.top });
  });

  test('one day sits in the middle; a negative value stays on the baseline', () => {
    const [only] = plotPoints([-5], 1);
    expect(only.x).toBe(CHART_BOX.left + (CHART_BOX.width - CHART_BOX.left - CHART_BOX.right) / 2);
    expect(only.y).toBe(CHART_BOX.height - CHART_BOX.bottom);
  });
});
