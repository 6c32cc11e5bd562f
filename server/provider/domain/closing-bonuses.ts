// The closing events that reward how a challenge was played (lib/challenges/closing-bonuses.ts):
// the catalyst's PopularChallengeBonus and the raters' crowd-agreement verdicts. Runs inside the
// closing transaction, so it is written once with the rest of the settlement.
import { and, eq } from 'drizzle-orm';
import {
  CLOSING_BONUS_POINTS,
  CLOSING_BONUS_REASONS,
  isPopularChallenge,
  raterVerdicts,
} from '@/lib/challenges/closing-bonuses';
import type { Tx } from '../db/client';
import { ideas, pointEvents, ratings } from '../db/schema';

type PointRow = typeof pointEvents.$inferInsert;

export async function playBonusEvents(
  tx: Tx,
  challenge: { id: number; platformId: number; catalystId: number },
  ideaAuthorIds: readonly number[],
  at: Date,
): Promise<PointRow[]> {
  // Ratings of the ideas that stand (a declined idea's ratings say nothing about the result).
  const rows = await tx
    .select({ ideaId: ratings.ideaId, userId: ratings.userId, value: ratings.value })
    .from(ratings)
    .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
    .where(and(eq(ideas.challengeId, challenge.id), eq(ideas.declined, false)));
  const base = { platformId: challenge.platformId, createdAt: at, contextType: 'challenge', contextId: challenge.id };
  const events: PointRow[] = raterVerdicts(rows).map((v) => ({
    ...base,
    userId: v.userId,
    role: 'rater',
    reason: v.reason,
    points: v.points,
  }));
  if (isPopularChallenge(ideaAuthorIds, rows, challenge.catalystId)) {
    events.unshift({
      ...base,
      userId: challenge.catalystId,
      role: 'catalyst',
      reason: CLOSING_BONUS_REASONS.popularChallenge,
      points: CLOSING_BONUS_POINTS.popularChallenge,
    });
  }
  return events;
}
