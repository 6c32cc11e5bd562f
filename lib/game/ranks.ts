// Rank definitions (spec 3 §3, §9): ten ranks per role, ten levels per rank. Rank n covers the
// levels rankPositionFromLevel maps to n: rank 1 is levels 0-10 (level 0 is a negative score),
// rank 2 levels 11-20, ..., rank 10 levels 91-100, so the last rank ends at level 100.
import { BRAIN_ROLES, type BrainRole } from '../contracts/brain';
import { LEVELS_PER_RANK, MAX_LEVEL, levelStartScore, rankPositionFromLevel } from './levels';
import { RANK_COPY } from './rank-copy';

export const RANKS_PER_ROLE = 10;

export interface RankDefinition {
  /** 'role-number', e.g. 'catalyst-3'. */
  id: string;
  rank_position: number;
  role: BrainRole;
  label: string;
  description: string;
  start_level: number;
  end_level: number;
  type: 'brain-rank';
  /** The score at which the next rank starts; at the last rank, the score of level 100. */
  next_level_score: number;
  /** The first level of the next rank; null at the last rank. */
  next_rank_level: number | null;
}

export function rankStartLevel(position: number): number {
  return position === 1 ? 0 : (position - 1) * LEVELS_PER_RANK + 1;
}

export function rankEndLevel(position: number): number {
  return position * LEVELS_PER_RANK;
}

export function rankDefinition(role: BrainRole, position: number): RankDefinition {
  if (!Number.isInteger(position) || position < 1 || position > RANKS_PER_ROLE)
    throw new RangeError(`No rank ${position}`);
  const [label, description] = RANK_COPY[role][position - 1];
  const endLevel = rankEndLevel(position);
  const last = position === RANKS_PER_ROLE;
  return {
    id: `${role}-${position}`,
    rank_position: position,
    role,
    label,
    description,
    start_level: rankStartLevel(position),
    end_level: endLevel,
    type: 'brain-rank',
    next_level_score: levelStartScore(Math.min(endLevel + 1, MAX_LEVEL)),
    next_rank_level: last ? null : endLevel + 1,
  };
}

/** The rank a level belongs to in a role. */
export function rankForLevel(role: BrainRole, level: number): RankDefinition {
  return rankDefinition(role, rankPositionFromLevel(level));
}

/** Every rank of every brain role (100 definitions), role by role in BRAIN_ROLES order. */
export function allRanks(): RankDefinition[] {
  return BRAIN_ROLES.flatMap((role) => Array.from({ length: RANKS_PER_ROLE }, (_, i) => rankDefinition(role, i + 1)));
}
