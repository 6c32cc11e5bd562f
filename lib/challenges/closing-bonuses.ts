// The closing sub-reasons of spec 2 §4 that reward how a challenge was played rather than which
// ideas won: PopularChallengeBonus for the catalyst, and for raters IdeaRatingCorrelatedCrowd (a
// gain) and IdeaRatingVarianceLow (a deduction). The spec names them and says events can be
// gains or deductions; the thresholds and amounts below are ours.
//
// A rater is compared with the crowd *without* their own rating (leave-one-out): otherwise a
// rater on a thinly rated idea would agree with a "crowd" that is mostly themselves.
import { sampleCorrelation, variance } from 'simple-statistics';
import { MIN_RATINGS_TO_RANK } from './ranking';

export const CLOSING_BONUS_REASONS = {
  popularChallenge: 'PopularChallengeBonus',
  correlatedCrowd: 'IdeaRatingCorrelatedCrowd',
  varianceLow: 'IdeaRatingVarianceLow',
} as const;

export const CLOSING_BONUS_POINTS = {
  /** The catalyst, when the challenge drew enough players. */
  popularChallenge: 25,
  /** A rater whose ratings follow the crowd's verdict. */
  correlatedCrowd: 10,
  /** A rater who gave (nearly) the same rating to everything: a deduction. */
  varianceLow: -5,
} as const;

/** Distinct players (innovators and raters, the catalyst not counted) that make a challenge popular. */
export const POPULAR_CHALLENGE_MIN_PLAYERS = 10;
/** A rater is judged only on at least this many ideas that the rest of the crowd also rated. */
export const MIN_COMPARABLE_RATINGS = 3;
/** Pearson correlation with the crowd at or above which a rater earns the bonus. */
export const CROWD_CORRELATION_MIN = 0.5;
/** Population variance of a rater's own ratings at or below which they are flat (0.04 = 0.2 stars of spread). */
export const FLAT_RATING_VARIANCE_MAX = 0.04;

export interface RatingRow {
  ideaId: number;
  userId: number;
  value: number;
}

export function isPopularChallenge(
  ideaAuthorIds: readonly number[],
  ratings: readonly RatingRow[],
  catalystId: number,
): boolean {
  const players = new Set([...ideaAuthorIds, ...ratings.map((r) => r.userId)]);
  players.delete(catalystId);
  return players.size >= POPULAR_CHALLENGE_MIN_PLAYERS;
}

export type RaterVerdict = {
  userId: number;
  reason: typeof CLOSING_BONUS_REASONS.correlatedCrowd | typeof CLOSING_BONUS_REASONS.varianceLow;
  points: number;
};

/**
 * One verdict at most per rater, in user id order. Flat raters lose points whatever the crowd
 * did (their ratings carry no information); the others gain when they agree with the crowd.
 * A rater whose comparable ideas all got the same crowd score cannot be correlated and gets none.
 */
export function raterVerdicts(ratings: readonly RatingRow[]): RaterVerdict[] {
  const byIdea = new Map<number, RatingRow[]>();
  for (const r of ratings) byIdea.set(r.ideaId, [...(byIdea.get(r.ideaId) ?? []), r]);
  const pairsByRater = new Map<number, { mine: number[]; crowd: number[] }>();
  for (const rows of byIdea.values()) {
    const total = rows.reduce((sum, r) => sum + r.value, 0);
    for (const r of rows) {
      const others = rows.length - 1;
      if (others < MIN_RATINGS_TO_RANK) continue;
      const pairs = pairsByRater.get(r.userId) ?? { mine: [], crowd: [] };
      pairs.mine.push(r.value);
      pairs.crowd.push((total - r.value) / others);
      pairsByRater.set(r.userId, pairs);
    }
  }
  const verdicts: RaterVerdict[] = [];
  for (const [userId, { mine, crowd }] of [...pairsByRater].sort((a, b) => a[0] - b[0])) {
    if (mine.length < MIN_COMPARABLE_RATINGS) continue;
    if (variance(mine) <= FLAT_RATING_VARIANCE_MAX + 1e-9) {
      verdicts.push({ userId, reason: CLOSING_BONUS_REASONS.varianceLow, points: CLOSING_BONUS_POINTS.varianceLow });
      continue;
    }
    if (variance(crowd) === 0) continue;
    if (sampleCorrelation(mine, crowd) >= CROWD_CORRELATION_MIN - 1e-9) {
      verdicts.push({
        userId,
        reason: CLOSING_BONUS_REASONS.correlatedCrowd,
        points: CLOSING_BONUS_POINTS.correlatedCrowd,
      });
    }
  }
  return verdicts;
}
