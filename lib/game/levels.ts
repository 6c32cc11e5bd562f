// Brain levels (spec 3 §9): levels 0 to 100, ten levels per rank. Level n (1-99) spans the Nerve
// Scores from T(n-1) to just below T(n), with T(n) = n^3 + 50 n^2 and T(0) = 0: level 1 runs from
// 0 to 51, level 2 ends at 208, level 10 at 6000, level 99 at 1460349, where level 100 begins.
// A negative score (deductions outweigh gains) is level 0.

export const MAX_LEVEL = 100;
export const LEVELS_PER_RANK = 10;

/** T(n): the score at which level n ends and level n + 1 begins. */
export function levelEndScore(n: number): number {
  return n ** 3 + 50 * n ** 2;
}

/** The score a level starts at (level 0 and 1 both start at 0). */
export function levelStartScore(level: number): number {
  return level <= 1 ? 0 : levelEndScore(level - 1);
}

export function levelFromScore(score: number): number {
  if (!Number.isFinite(score) || score < 0) return 0;
  if (score >= levelEndScore(MAX_LEVEL - 1)) return MAX_LEVEL;
  // T is increasing, so the level is one more than the count of thresholds already reached.
  let level = 1;
  while (score >= levelEndScore(level)) level++;
  return level;
}

/** Rank position 1-10 of a level (levels 0-10 are rank 1, 11-20 rank 2, ..., 91-100 rank 10). */
export function rankPositionFromLevel(level: number): number {
  return Math.min(LEVELS_PER_RANK, Math.max(1, Math.ceil(level / LEVELS_PER_RANK)));
}
