// What every role dashboard shares: the community a request covers, paging, and where the ideas of
// a page of challenges stand (ratings count; once closed score, rank and prize, as the challenge
// page ranks them: lib/challenges/ranking).
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rankIdeas, roundScore } from '@/lib/challenges/ranking';
import type { DashboardScope, IdeaStanding } from '@/lib/contracts/dashboards';
import { DASHBOARD_PAGE_SIZE } from '@/lib/dashboards';
import type { Db } from '../db/client';
import { challenges, ideas, prizeAwards, ratings } from '../db/schema';
import { cardQuery, toCard } from './challenge-cards';
import { isClosedRow, publishedIn, type ChallengeScope } from './challenge-filters';
import { findPlatform } from './platforms';

export interface DashboardContext {
  userId: number;
  scope: ChallengeScope;
  info: DashboardScope;
  page: number;
  now: Date;
}

/** {platform} of /{platform}/dashboards/*: a community's challenges; the main community spans all (as leaderboards do). */
export async function resolveDashboardScope(
  db: Db,
  key: string,
): Promise<{ scope: ChallengeScope; info: DashboardScope } | null> {
  const platform = await findPlatform(db, key);
  if (!platform) return null;
  return {
    scope: platform.isMain ? {} : { platformId: platform.id },
    info: { slug: platform.slug, title: platform.title, is_main: platform.isMain },
  };
}

export const pageOffset = (page: number) => (page - 1) * DASHBOARD_PAGE_SIZE;
export const paging = (total: number, page: number) => ({ total, page, size: DASHBOARD_PAGE_SIZE });

/** Published challenges of the scope matching `where`: one page of cards, ordered, and the total. */
export async function pagedCards(db: Db, ctx: DashboardContext, where: SQL | undefined, order: SQL[]) {
  const filter = and(publishedIn(ctx.scope), where);
  const [rows, [{ total }]] = await Promise.all([
    cardQuery(db)
      .where(filter)
      .orderBy(...order, sql`${challenges.id} desc`)
      .limit(DASHBOARD_PAGE_SIZE)
      .offset(pageOffset(ctx.page)),
    db.select({ total: count() }).from(challenges).where(filter),
  ]);
  return { rows, cards: rows.map(toCard), total: Number(total) };
}

/** How many published challenges of the scope match `where`. */
export async function countChallenges(db: Db, scope: ChallengeScope, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(challenges)
    .where(and(publishedIn(scope), where));
  return Number(total);
}

export interface StoredIdea {
  id: number;
  challengeId: number;
  authorId: number;
  title: string;
  description: string;
  captionTop: string | null;
  captionBottom: string | null;
  declined: boolean;
  createdAt: Date;
  average: number | null;
  ratingCount: number;
}

export interface Standing {
  closed: boolean;
  /** How many ideas were ranked (2 ratings or more); null while open. */
  ranked: number | null;
  ideas: StoredIdea[];
  rankOf: Map<number, number | null>;
  prizeOf: Map<number, number>;
  /** Ideas whose prize the catalyst declined to pay. */
  declinedPrizes: Set<number>;
}

/** Where every idea of these challenges stands; `closedIds` are the ones that are closed. */
export async function loadStandings(
  db: Db,
  challengeIds: number[],
  closedIds: Set<number>,
): Promise<Map<number, Standing>> {
  const out = new Map<number, Standing>();
  if (!challengeIds.length) return out;
  const [rows, awards] = await Promise.all([
    db
      .select({
        id: ideas.id,
        challengeId: ideas.challengeId,
        authorId: ideas.authorId,
        title: ideas.title,
        description: ideas.description,
        captionTop: ideas.captionTop,
        captionBottom: ideas.captionBottom,
        declined: ideas.declined,
        createdAt: ideas.createdAt,
        average: sql<number | null>`avg(${ratings.value})`.mapWith((v) => (v === null ? null : Number(v))),
        ratingCount: sql<number>`count(${ratings.userId})`.mapWith(Number),
      })
      .from(ideas)
      .leftJoin(ratings, eq(ratings.ideaId, ideas.id))
      .where(inArray(ideas.challengeId, challengeIds))
      .groupBy(ideas.id)
      .orderBy(ideas.id),
    closedIds.size
      ? db
          .select({
            ideaId: prizeAwards.ideaId,
            amountCents: prizeAwards.amountCents,
            declinedAt: prizeAwards.declinedAt,
          })
          .from(prizeAwards)
          .where(inArray(prizeAwards.challengeId, [...closedIds]))
      : Promise.resolve([]),
  ]);
  const prizeOf = new Map(awards.map((award) => [award.ideaId, award.amountCents]));
  const declinedPrizes = new Set(awards.filter((award) => award.declinedAt).map((award) => award.ideaId));
  for (const id of challengeIds) {
    const list = rows.filter((row) => row.challengeId === id);
    const closed = closedIds.has(id);
    // Declined ideas do not stand (the challenge page leaves them out too).
    const ranked = closed
      ? rankIdeas(
          list
            .filter((idea) => !idea.declined)
            .map((idea) => ({ id: idea.id, average: idea.average, rating_count: idea.ratingCount })),
        )
      : [];
    out.set(id, {
      closed,
      ranked: closed ? ranked.filter((idea) => idea.rank !== null).length : null,
      ideas: list,
      rankOf: new Map(ranked.map((idea) => [idea.id, idea.rank])),
      prizeOf,
      declinedPrizes,
    });
  }
  return out;
}

/** One idea as its author sees it: scores only once the challenge is closed. */
export function toStanding(idea: StoredIdea, standing: Standing): IdeaStanding {
  const shown = standing.closed && !idea.declined;
  return {
    id: idea.id,
    title: idea.title,
    declined: idea.declined,
    created_at: idea.createdAt.toISOString(),
    rating_count: idea.ratingCount,
    score: shown && idea.average !== null ? roundScore(idea.average) : null,
    rank: shown ? (standing.rankOf.get(idea.id) ?? null) : null,
    prize_cents: shown ? (standing.prizeOf.get(idea.id) ?? null) : null,
  };
}

/** The closed ones among card rows, by the whole lifecycle rule (spec 2 §4). */
export function closedIdsOf(rows: { challenge: typeof challenges.$inferSelect }[], now: Date): Set<number> {
  return new Set(rows.filter((row) => isClosedRow(row.challenge, now)).map((row) => row.challenge.id));
}
