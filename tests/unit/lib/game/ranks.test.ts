import { describe, expect, test } from '@jest/globals';
import { BRAIN_ROLES, brainSchema } from '@/lib/contracts/brain';
import { buildBrain, levelProgress, levelWindow, roundScore } from '@/lib/game/brain';
import { levelEndScore, rankPositionFromLevel } from '@/lib/game/levels';
import { allRanks, rankDefinition, rankForLevel } from '@/lib/game/ranks';

describe('rank definitions (spec 3 §3)', () => {
  test('ten ranks per brain role, ids role-number, distinct labels and descriptions per role', () => {
    const ranks = allRanks();
    expect(ranks).toHaveLength(BRAIN_ROLES.length * 10);
    for (const role of BRAIN_ROLES) {
      const own = ranks.filter((r) => r.role === role);
      expect(own.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `${role}-${i + 1}`));
      expect(new Set(own.map((r) => r.label)).size).toBe(10);
      expect(new Set(own.map((r) => r.description)).size).toBe(10);
      for (const r of own) expect(r.label.length && r.description.length).toBeTruthy();
    }
  });

  test('rank n covers exactly the levels rankPositionFromLevel maps to n; the last ends at level 100', () => {
    for (let level = 0; level <= 100; level++) {
      const rank = rankForLevel('overall', level);
      expect(rank.rank_position).toBe(rankPositionFromLevel(level));
      expect(level).toBeGreaterThanOrEqual(rank.start_level);
      expect(level).toBeLessThanOrEqual(rank.end_level);
    }
    expect(rankDefinition('overall', 1)).toMatchObject({
      start_level: 0,
      end_level: 10,
      next_rank_level: 11,
      next_level_score: levelEndScore(10),
    });
    expect(rankDefinition('catalyst', 2)).toMatchObject({
      start_level: 11,
      end_level: 20,
      next_rank_level: 21,
      next_level_score: 28000,
    });
    expect(rankDefinition('overall', 10)).toMatchObject({
      start_level: 91,
      end_level: 100,
      next_rank_level: null,
      next_level_score: 1460349,
    });
  });

  test('positions outside 1-10 are refused', () => {
    expect(() => rankDefinition('scout', 0)).toThrow(RangeError);
    expect(() => rankDefinition('scout', 11)).toThrow(RangeError);
  });
});

describe('buildBrain', () => {
  test('score 0 is level 1 of rank 1, window 0 to 51', () => {
    const brain = brainSchema.parse(buildBrain({ userId: 7, role: 'catalyst', score: 0 }));
    expect(brain).toMatchObject({
      id: '7-catalyst',
      user_id: 7,
      role: 'catalyst',
      score: 0,
      brain_level: 1,
      rank_id: 'catalyst-1',
      rank_position: 1,
      rank_label: 'Spark',
      start_level_score: 0,
      next_level_score: 51,
      next_rank_level: 11,
    });
    expect(levelProgress(brain)).toBe(0);
  });

  test('one below a threshold and at it', () => {
    expect(buildBrain({ userId: 1, role: 'overall', score: 50.999 })).toMatchObject({
      brain_level: 1,
      start_level_score: 0,
      next_level_score: 51,
    });
    expect(buildBrain({ userId: 1, role: 'overall', score: 51 })).toMatchObject({
      brain_level: 2,
      start_level_score: 51,
      next_level_score: 208,
    });
    expect(buildBrain({ userId: 1, role: 'overall', score: 5999 })).toMatchObject({
      brain_level: 10,
      rank_position: 1,
      next_rank_level: 11,
    });
    expect(buildBrain({ userId: 1, role: 'overall', score: 6000 })).toMatchObject({
      brain_level: 11,
      rank_position: 2,
      rank_id: 'overall-2',
      start_level_score: 6000,
    });
    expect(buildBrain({ userId: 1, role: 'overall', score: 1460348.999 })).toMatchObject({
      brain_level: 99,
      rank_position: 10,
      next_level_score: 1460349,
    });
  });

  test('level 100: both window ends are T(99), progress full, no next rank', () => {
    for (const score of [1460349, 5_000_000]) {
      const brain = buildBrain({ userId: 1, role: 'mentor', score });
      expect(brain).toMatchObject({
        brain_level: 100,
        rank_position: 10,
        rank_id: 'mentor-10',
        start_level_score: 1460349,
        next_level_score: 1460349,
        next_rank_level: null,
      });
      expect(levelProgress(brain)).toBe(1);
    }
  });

  test('a negative score is level 0 with an empty bar', () => {
    const brain = buildBrain({ userId: 1, role: 'analyst', score: -4.5 });
    expect(brain).toMatchObject({ brain_level: 0, rank_position: 1, start_level_score: -4.5, next_level_score: 0 });
    expect(levelProgress(brain)).toBe(0);
    expect(levelWindow(0, 3)).toEqual({ start: 0, next: 0 });
  });

  test('scores carry 3 decimals', () => {
    expect(roundScore(0.1 + 0.2)).toBe(0.3);
    expect(buildBrain({ userId: 1, role: 'scout', score: 12.34567 }).score).toBe(12.346);
  });

  test('progress is the share of the level window reached', () => {
    expect(levelProgress(buildBrain({ userId: 1, role: 'overall', score: 129.5 }))).toBeCloseTo(0.5, 6);
  });
});
