import { describe, expect, test } from '@jest/globals';
import { BRAIN_VIEW, brainLevelPositions, CEREBRUM, cerebrumPath, LEVEL_RADIUS } from '@/lib/game/brain-shape';

describe('the brain graphic', () => {
  const positions = brainLevelPositions();

  test('has exactly 100 levels, level 1 at the top and level 100 at the bottom, in reading order', () => {
    expect(positions).toHaveLength(100);
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1], positions[i]];
      expect(a.y < b.y || (a.y === b.y && a.x < b.x)).toBe(true);
    }
  });

  test('no two levels overlap, so each stays a tap target of its own', () => {
    let nearest = Infinity;
    for (let i = 0; i < positions.length; i++)
      for (let j = i + 1; j < positions.length; j++)
        nearest = Math.min(nearest, Math.hypot(positions[i].x - positions[j].x, positions[i].y - positions[j].y));
    expect(nearest).toBeGreaterThan(2 * LEVEL_RADIUS);
  });

  test('every level lies inside the cerebrum and the picture', () => {
    for (const p of positions) {
      expect(((p.x - CEREBRUM.cx) / CEREBRUM.rx) ** 2 + ((p.y - CEREBRUM.cy) / CEREBRUM.ry) ** 2).toBeLessThan(1);
      expect(p.x - LEVEL_RADIUS).toBeGreaterThan(0);
      expect(p.x + LEVEL_RADIUS).toBeLessThan(BRAIN_VIEW.width);
      expect(p.y + LEVEL_RADIUS).toBeLessThan(BRAIN_VIEW.height);
    }
  });

  test('the outline is one closed path', () => {
    const d = cerebrumPath();
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect(d.split('L')).toHaveLength(144);
  });
});
