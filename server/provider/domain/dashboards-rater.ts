// The rater's dashboard (spec 2 §2, spec 3 §2.4): open challenges with ideas I can still rate,
// running challenges I rated in, and closed ones with my ratings beside the final scores.
// An idea I can rate: in an open challenge, not declined, not mine (a catalyst's test idea is
// theirs), not rated by me yet: the rules POST /challenges/{slug}/ratings applies.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { roundScore } from '@/lib/challenges/ranking';
import type { RaterClosed, RaterDashboard } from '@/lib/contracts/dashboards';
import { meanDifference, type RaterTab } from '@/lib/dashboards';
import type { Db } from '../db/client';
import { challenges, ideas, ratings } from '../db/schema';
import { toCard, type CardRow } from './challenge-cards';
import { isClosedAt, isOpenAt } from './challenge-filters';
import { countChallenges, loadStandings, pagedCards, paging, type DashboardContext } from './dashboard-standing';
import { toTenth } from './rating-create';

function unratedCount(userId: number) {
  return sql<number>`(select count(*) from ${ideas} where ${ideas.challengeId} = ${challenges.id} and not ${ideas.declined}
    and ${ideas.authorId} <> ${userId}
    and not exists (select 1 from ${ratings} where ${ratings.ideaId} = ${ideas.id} and ${ratings.userId} = ${userId}))`.mapWith(
    Number,
  );
}
function ratedCount(userId: number) {
  return sql<number>`(select count(*) from ${ratings} join ${ideas} on ${ideas.id} = ${ratings.ideaId}
    where ${ideas.challengeId} = ${challenges.id} and not ${ideas.declined} and ${ratings.userId} = ${userId})`.mapWith(
    Number,
  );
}

function raterTab(tab: RaterTab, userId: number, now: Date): { where: SQL; order: SQL[] } {
  switch (tab) {
    case 'open-challenges':
      // Ending soonest first: those are the ratings that are about to be too late.
      return { where: and(isOpenAt(now), sql`${unratedCount(userId)} > 0`)!, order: [asc(challenges.durationEnd)] };
    case 'my-challenges':
      return { where: and(isOpenAt(now), sql`${ratedCount(userId)} > 0`)!, order: [asc(challenges.durationEnd)] };
    case 'closed-challenges':
      return { where: and(isClosedAt(now), sql`${ratedCount(userId)} > 0`)!, order: [desc(challenges.durationEnd)] };
  }
}

async function countsOf(db: Db, ctx: DashboardContext) {
  const [open, mine, closed] = await Promise.all(
    (['open-challenges', 'my-challenges', 'closed-challenges'] as const).map((tab) =>
      countChallenges(db, ctx.scope, raterTab(tab, ctx.userId, ctx.now).where),
    ),
  );
  return { 'open-challenges': open, 'my-challenges': mine, 'closed-challenges': closed };
}

/** Per challenge: ideas I rated and ideas I can still rate (one grouped join, not a query per row). */
async function ratingCounts(db: Db, rows: CardRow[], userId: number) {
  const ids = rows.map((row) => row.challenge.id);
  if (!ids.length) return new Map<number, { rated: number; unrated: number }>();
  const found = await db
    .select({
      id: ideas.challengeId,
      rated: sql<number>`count(*) filter (where ${ratings.userId} is not null)`.mapWith(Number),
      unrated:
        sql<number>`count(*) filter (where ${ratings.userId} is null and ${ideas.authorId} <> ${userId})`.mapWith(
          Number,
        ),
    })
    .from(ideas)
    .leftJoin(ratings, and(eq(ratings.ideaId, ideas.id), eq(ratings.userId, userId)))
    .where(and(inArray(ideas.challengeId, ids), eq(ideas.declined, false)))
    .groupBy(ideas.challengeId);
  const counts = new Map(found.map((row) => [row.id, { rated: row.rated, unrated: row.unrated }]));
  return new Map(ids.map((id) => [id, counts.get(id) ?? { rated: 0, unrated: 0 }]));
}

async function closedItems(db: Db, rows: CardRow[], userId: number): Promise<RaterClosed[]> {
  const ids = rows.map((row) => row.challenge.id);
  if (!ids.length) return [];
  const [standings, mine] = await Promise.all([
    loadStandings(db, ids, new Set(ids)),
    db
      .select({ ideaId: ratings.ideaId, value: ratings.value, challengeId: ideas.challengeId, title: ideas.title })
      .from(ratings)
      .innerJoin(ideas, eq(ideas.id, ratings.ideaId))
      .where(and(eq(ratings.userId, userId), inArray(ideas.challengeId, ids), eq(ideas.declined, false)))
      .orderBy(ideas.id),
  ]);
  return rows.map((row) => {
    const standing = standings.get(row.challenge.id)!;
    const list = mine
      .filter((rating) => rating.challengeId === row.challenge.id)
      .map((rating) => {
        const idea = standing.ideas.find((candidate) => candidate.id === rating.ideaId)!;
        return {
          idea_id: rating.ideaId,
          idea_title: rating.title,
          my_value: toTenth(rating.value),
          score: idea.average === null ? null : roundScore(idea.average),
          rating_count: idea.ratingCount,
          rank: standing.rankOf.get(rating.ideaId) ?? null,
        };
      });
    return {
      challenge: toCard(row),
      ratings: list,
      mean_difference: meanDifference(list.map((r) => ({ mine: r.my_value, score: r.score }))),
    };
  });
}

export async function loadRaterDashboard(db: Db, ctx: DashboardContext, tab: RaterTab): Promise<RaterDashboard> {
  const { where, order } = raterTab(tab, ctx.userId, ctx.now);
  const [{ rows, total }, counts] = await Promise.all([pagedCards(db, ctx, where, order), countsOf(db, ctx)]);
  const base = { scope: ctx.info, counts, ...paging(total, ctx.page) };
  if (tab === 'closed-challenges') return { ...base, tab, items: await closedItems(db, rows, ctx.userId) };
  const perChallenge = await ratingCounts(db, rows, ctx.userId);
  const items = rows.map((row) => {
    const n = perChallenge.get(row.challenge.id)!;
    return { challenge: toCard(row), rated_count: n.rated, unrated_count: n.unrated };
  });
  return { ...base, tab, items };
}
