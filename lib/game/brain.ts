// The Brain record (spec 3 §3) from a user's score in one role: level, rank and the level's score
// window, which the level board's progress bar spans (spec 3 §2.3). Pure, so the provider builds it
// and the UI can rebuild it when a pushed score arrives (brain__score-updated).
import type { Brain, BrainRole } from '../contracts/brain';
import { levelEndScore, levelFromScore, levelStartScore, MAX_LEVEL } from './levels';
import { rankForLevel } from './ranks';

/** Scores are calculated to 3 decimals (spec 3 §1). */
export function roundScore(score: number): number {
  return Math.round(score * 1000) / 1000;
}

/**
 * The score window of a level: level n (1-99) runs from T(n-1) to T(n). At level 100 both ends are
 * T(99) (there is no next level; the bar is full). Level 0 (a negative score) runs from the score
 * itself up to 0, where level 1 begins, so its bar is empty.
 */
export function levelWindow(level: number, score: number): { start: number; next: number } {
  if (level >= MAX_LEVEL) return { start: levelStartScore(MAX_LEVEL), next: levelStartScore(MAX_LEVEL) };
  if (level <= 0) return { start: Math.min(roundScore(score), 0), next: 0 };
  return { start: levelStartScore(level), next: levelEndScore(level) };
}

export function buildBrain(input: { userId: number; role: BrainRole; score: number }): Brain {
  const score = roundScore(input.score);
  const level = levelFromScore(score);
  const rank = rankForLevel(input.role, level);
  const window = levelWindow(level, score);
  return {
    id: `${input.userId}-${input.role}`,
    user_id: input.userId,
    role: input.role,
    score,
    brain_level: level,
    rank_id: rank.id,
    rank_position: rank.rank_position,
    rank_label: rank.label,
    rank_description: rank.description,
    start_level_score: window.start,
    next_level_score: window.next,
    next_rank_level: rank.next_rank_level,
  };
}

/** Progress through the current level, 0 to 1: full at level 100, empty at level 0. */
export function levelProgress(
  brain: Pick<Brain, 'score' | 'brain_level' | 'start_level_score' | 'next_level_score'>,
): number {
  if (brain.brain_level >= MAX_LEVEL) return 1;
  const span = brain.next_level_score - brain.start_level_score;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (brain.score - brain.start_level_score) / span));
}
