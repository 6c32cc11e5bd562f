// The rating flow's queue (GET /challenges/{slug}/rate-queue, spec 2 §2 'challenges.rate'): the ideas
// of an open, published challenge that the signed-in person can still rate (not their own, which
// covers a catalyst's test idea, not rated by them, not declined), in the order to rate them:
//
// 1. Fewest ratings first. An idea needs 2 ratings to be ranked and to win a prize (spec 2 §5), so
//    sending raters to the least-rated ideas gets every idea there soonest.
// 2. Then a shuffle fixed per person and idea (md5 of idea and user), not the order of entry: the
//    oldest-first order would show which idea came in at publishing (a test-an-idea catalyst's own,
//    rated double-blind), and different raters starting at the same time spread over the ideas
//    instead of all rating the same one.
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import type { RateQueue } from '@/lib/contracts/rating';
import { RATE_QUEUE_LIMIT } from '@/lib/challenges/rate-flow';
import { RATING_MESSAGES } from '@/lib/challenges/rating';
import type { Db } from '../db/client';
import { challenges, ideas, ratings } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import type { UserRow } from './users';

export type RateQueueResult = { ok: true; queue: RateQueue } | { ok: false; status: 404 | 409; errors: FieldError[] };

export async function rateQueue(db: Db, user: UserRow, slug: string, now = new Date()): Promise<RateQueueResult> {
  const [challenge] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!challenge) return { ok: false, status: 404, errors: [{ field: '*', error: RATING_MESSAGES.notFound }] };
  if (isClosedRow(challenge, now))
    return { ok: false, status: 409, errors: [{ field: '*', error: RATING_MESSAGES.closed }] };
  const others = and(
    eq(ideas.challengeId, challenge.id),
    eq(ideas.declined, false),
    isNull(ideas.hiddenAt),
    ne(ideas.authorId, user.id),
  );
  const ratingCount = count(ratings.userId);
  const [queue, [totals]] = await Promise.all([
    db
      .select({
        id: ideas.id,
        title: ideas.title,
        description: ideas.description,
        captionTop: ideas.captionTop,
        captionBottom: ideas.captionBottom,
        ratingCount,
      })
      .from(ideas)
      .leftJoin(ratings, eq(ratings.ideaId, ideas.id))
      .where(others)
      .groupBy(ideas.id)
      .having(sql`count(*) filter (where ${ratings.userId} = ${user.id}) = 0`)
      .orderBy(asc(ratingCount), sql`md5(${ideas.id}::text || ':' || ${user.id}::text)`, asc(ideas.id))
      .limit(RATE_QUEUE_LIMIT),
    // The person's own rating of each idea, if any: one row per idea, so both counts are exact.
    db
      .select({ rateable: count(ideas.id), rated: count(ratings.ideaId) })
      .from(ideas)
      .leftJoin(ratings, and(eq(ratings.ideaId, ideas.id), eq(ratings.userId, user.id)))
      .where(others),
  ]);
  return {
    ok: true,
    queue: {
      ideas: queue.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        rating_count: row.ratingCount,
        ...(row.captionTop || row.captionBottom
          ? { caption: { top: row.captionTop ?? '', bottom: row.captionBottom ?? '' } }
          : {}),
      })),
      rateable: totals?.rateable ?? 0,
      rated: totals?.rated ?? 0,
    },
  };
}
