// The insightful role (spec 3 §1): a player challenges an assumption (what, who or why) of a
// question, others rate the challenge 1 to 5, and both earn the author insightful neurons through
// the ledger (awardPoints). One challenge per player, question and assumption: the unique key
// refuses a second, also two at once, so AssumptionChallenged is awarded once for each.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import {
  INSIGHT_MESSAGES,
  INSIGHT_POINTS,
  INSIGHT_RATED_POINTS_PER_STAR,
  INSIGHT_REASONS,
  INSIGHTFUL_ROLE,
  type Assumption,
  type Insight,
  type InsightEntry,
  type InsightList,
  type MyInsights,
} from '@/lib/contracts/insightful';
import type { Db, Tx } from '../db/client';
import { assumptionChallengeRatings, assumptionChallenges, challenges, pointEvents, users } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { toPersonSummary } from './mappers';
import { awardPoints } from './points';
import type { UserRow } from './users';

type Status = 403 | 404 | 409 | 422;
export type Refusal = { ok: false; status: Status; errors: FieldError[] };
const refuse = (status: Status, error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

const average = sql<number | null>`(select round(avg(${assumptionChallengeRatings.value})::numeric, 3)
  from ${assumptionChallengeRatings} where ${assumptionChallengeRatings.assumptionChallengeId} = ${assumptionChallenges.id})`.mapWith(
  (v) => (v === null ? null : Number(v)),
);
const ratingCount = sql<number>`(select count(*) from ${assumptionChallengeRatings}
  where ${assumptionChallengeRatings.assumptionChallengeId} = ${assumptionChallenges.id})`.mapWith(Number);
const myRating = (viewerId: number) =>
  sql<number | null>`(select ${assumptionChallengeRatings.value} from ${assumptionChallengeRatings}
  where ${assumptionChallengeRatings.assumptionChallengeId} = ${assumptionChallenges.id}
  and ${assumptionChallengeRatings.userId} = ${viewerId})`.mapWith((v) => (v === null ? null : Number(v)));

function insightRows(db: Db | Tx, viewerId: number | null) {
  return db
    .select({
      id: assumptionChallenges.id,
      assumption: assumptionChallenges.assumption,
      text: assumptionChallenges.text,
      createdAt: assumptionChallenges.createdAt,
      author: {
        id: users.id,
        screenName: users.screenName,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
      challenge: {
        slug: challenges.slug,
        questionTitle: challenges.questionTitle,
        isClosed: challenges.isClosed,
        status: challenges.status,
        state: challenges.state,
        durationEnd: challenges.durationEnd,
      },
      average,
      ratingCount,
      myRating: viewerId === null ? sql<null>`null` : myRating(viewerId),
    })
    .from(assumptionChallenges)
    .innerJoin(users, eq(users.id, assumptionChallenges.authorId))
    .innerJoin(challenges, eq(challenges.id, assumptionChallenges.challengeId));
}
type Row = Awaited<ReturnType<ReturnType<typeof insightRows>['where']>>[number];

function toInsight(row: Row, viewerId: number | null, now: Date): Insight {
  const closed = isClosedRow(row.challenge, now);
  const mine = row.author.id === viewerId;
  return {
    id: row.id,
    assumption: row.assumption as Assumption,
    text: row.text,
    // Anonymous while the challenge is open, as ideas are, so ratings are given on the insight alone.
    author: closed || mine ? toPersonSummary(row.author) : null,
    mine,
    my_rating: row.myRating,
    // Scores show to everyone: an insight is rated openly, unlike ideas (no prize hangs on it).
    average: row.average,
    rating_count: row.ratingCount,
    created_at: row.createdAt.toISOString(),
  };
}

async function publishedChallenge(db: Db, slug: string) {
  const [row] = await db.select().from(challenges).where(eq(challenges.slug, slug)).limit(1);
  return row && row.state === 'published' ? row : null;
}

/** The insights of a question, best rated first; null when there is no such published challenge. */
export async function listInsights(db: Db, slug: string, viewer: UserRow | null, now = new Date()) {
  const challenge = await publishedChallenge(db, slug);
  if (!challenge) return null;
  const viewerId = viewer?.id ?? null;
  const rows = await insightRows(db, viewerId)
    .where(eq(assumptionChallenges.challengeId, challenge.id))
    .orderBy(desc(assumptionChallenges.id));
  const insights = rows.map((r) => toInsight(r, viewerId, now));
  insights.sort((a, b) => (b.average ?? 0) - (a.average ?? 0) || b.id - a.id);
  const list: InsightList = {
    insights,
    mine: insights.filter((i) => i.mine).map((i) => i.assumption),
    closed: isClosedRow(challenge, now),
    is_catalyst: viewerId === challenge.catalystId,
  };
  return list;
}

export async function createInsight(
  db: Db,
  user: UserRow,
  slug: string,
  entry: InsightEntry,
  now = new Date(),
): Promise<{ ok: true; insight: Insight; points: number } | Refusal> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.slug, slug)).for('share');
    if (!challenge || challenge.state !== 'published') return refuse(404, INSIGHT_MESSAGES.notFound);
    if (isClosedRow(challenge, now)) return refuse(409, INSIGHT_MESSAGES.closed);
    if (challenge.catalystId === user.id) return refuse(403, INSIGHT_MESSAGES.own);
    const [inserted] = await tx
      .insert(assumptionChallenges)
      .values({
        challengeId: challenge.id,
        authorId: user.id,
        assumption: entry.assumption,
        text: entry.text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: assumptionChallenges.id });
    if (!inserted) return refuse(409, INSIGHT_MESSAGES.already, 'assumption');
    await awardPoints(tx, {
      userId: user.id,
      platformId: challenge.platformId,
      role: INSIGHTFUL_ROLE,
      reason: INSIGHT_REASONS.created,
      points: INSIGHT_POINTS,
      contextType: 'challenge',
      contextId: challenge.id,
      createdAt: now,
    });
    const [row] = await insightRows(tx, user.id).where(eq(assumptionChallenges.id, inserted.id));
    return { ok: true as const, insight: toInsight(row, user.id, now), points: INSIGHT_POINTS };
  });
}

/** Rates another player's insight 1 to 5, once, while its question is open; the author earns the stars. */
export async function rateInsight(
  db: Db,
  user: UserRow,
  insightId: number,
  value: number,
  now = new Date(),
): Promise<{ ok: true; insight: Insight } | Refusal> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ insight: assumptionChallenges, challenge: challenges })
      .from(assumptionChallenges)
      .innerJoin(challenges, eq(challenges.id, assumptionChallenges.challengeId))
      .where(eq(assumptionChallenges.id, insightId))
      .for('share', { of: challenges });
    if (!found || found.challenge.state !== 'published') return refuse(404, INSIGHT_MESSAGES.insightNotFound);
    if (isClosedRow(found.challenge, now)) return refuse(409, INSIGHT_MESSAGES.closed);
    if (found.insight.authorId === user.id) return refuse(403, INSIGHT_MESSAGES.ownRating);
    const inserted = await tx
      .insert(assumptionChallengeRatings)
      .values({ assumptionChallengeId: insightId, userId: user.id, value, createdAt: now })
      .onConflictDoNothing()
      .returning({ value: assumptionChallengeRatings.value });
    if (!inserted.length) return refuse(409, INSIGHT_MESSAGES.alreadyRated, 'value');
    await awardPoints(tx, {
      userId: found.insight.authorId,
      platformId: found.challenge.platformId,
      role: INSIGHTFUL_ROLE,
      reason: INSIGHT_REASONS.rated,
      points: value * INSIGHT_RATED_POINTS_PER_STAR,
      contextType: 'challenge',
      contextId: found.challenge.id,
      createdAt: now,
    });
    const [row] = await insightRows(tx, user.id).where(eq(assumptionChallenges.id, insightId));
    return { ok: true as const, insight: toInsight(row, user.id, now) };
  });
}

/** The insightful dashboard: the player's insights, newest first, and their insightful neurons. */
export async function myInsights(db: Db, user: UserRow, now = new Date()): Promise<MyInsights> {
  const [rows, [total]] = await Promise.all([
    insightRows(db, user.id).where(eq(assumptionChallenges.authorId, user.id)).orderBy(desc(assumptionChallenges.id)),
    db
      .select({ points: sql<number>`coalesce(sum(${pointEvents.points}), 0)`.mapWith(Number) })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, user.id), eq(pointEvents.role, INSIGHTFUL_ROLE))),
  ]);
  return {
    neurons: total?.points ?? 0,
    insights: rows.map((r) => ({
      ...toInsight(r, user.id, now),
      challenge: {
        slug: r.challenge.slug,
        question_title: r.challenge.questionTitle,
        closed: isClosedRow(r.challenge, now),
      },
    })),
  };
}
