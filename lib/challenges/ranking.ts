// Ranking of a closed challenge's ideas (spec 2 §5, §9): the score is the mean rating to 3
// decimals; ideas with fewer than 2 ratings are not ranked (and cannot win prizes). Equal scores
// share a rank and the next score skips the shared places (1, 1, 3); ties list the earlier idea
// first.

export const MIN_RATINGS_TO_RANK = 2;

/** Scores are calculated to 3 decimals (spec 2 §5). */
export function roundScore(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export interface Rateable {
  id: number;
  average: number | null;
  rating_count: number;
}

export function isRanked(idea: Rateable): boolean {
  return idea.average !== null && idea.rating_count >= MIN_RATINGS_TO_RANK;
}

/** Ranked ideas best first with their rank, then the unranked ones (rank null) in id order. */
export function rankIdeas<T extends Rateable>(ideas: readonly T[]): (T & { rank: number | null })[] {
  const ranked = ideas
    .filter(isRanked)
    .map((idea) => ({ idea, score: roundScore(idea.average!) }))
    .sort((a, b) => b.score - a.score || a.idea.id - b.idea.id);
  const out: (T & { rank: number | null })[] = [];
  ranked.forEach(({ idea, score }, i) => {
    const previous = i > 0 ? ranked[i - 1] : null;
    const rank = previous && previous.score === score ? out[i - 1].rank : i + 1;
    out.push({ ...idea, rank });
  });
  const unranked = ideas.filter((idea) => !isRanked(idea)).sort((a, b) => a.id - b.id);
  return [...out, ...unranked.map((idea) => ({ ...idea, rank: null }))];
}

/** Shown as lib/numbers.ts says: 'Score 5', '4.667', and always with decimals under 1 ('0.500'). */
export { formatScore } from '@/lib/numbers';
