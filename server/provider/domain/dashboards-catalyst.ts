// The catalyst's dashboard (spec 2 §2, spec 3 §2.4): my open challenges, those closing within the
// window (lib/dashboards CLOSING_WINDOW_DAYS), my suggestion boxes/AMAs, closed ones with their
// results and money, and my test-an-idea challenges with my own idea's standing.
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { roundScore } from '@/lib/challenges/ranking';
import type { CatalystClosed, CatalystDashboard, Settlement, TestIdeaEntry } from '@/lib/contracts/dashboards';
import { CATALYST_LIST_TABS, closingWindowEnd, type CatalystListTab } from '@/lib/dashboards';
import type { Db } from '../db/client';
import { challengeClosings, challenges, drafts, prizeAwards, users } from '../db/schema';
import { toCard, type CardRow } from './challenge-cards';
import { isClosedAt, isOpenAt, openFirstOrder } from './challenge-filters';
import {
  closedIdsOf,
  countChallenges,
  loadStandings,
  pagedCards,
  paging,
  toStanding,
  type DashboardContext,
} from './dashboard-standing';
import { notSuggestionBox, suggestionBox } from './dashboards-innovator';
import { toPersonSummary } from './mappers';

const WINNERS_SHOWN = 3;

function catalystTab(tab: CatalystListTab, userId: number, now: Date): { where: SQL; order: SQL[] } {
  const mine = eq(challenges.catalystId, userId);
  switch (tab) {
    case 'open':
      return { where: and(mine, isOpenAt(now), notSuggestionBox())!, order: [asc(challenges.durationEnd)] };
    case 'closing':
      return {
        where: and(mine, isOpenAt(now), notSuggestionBox(), lte(challenges.durationEnd, closingWindowEnd(now)))!,
        order: [asc(challenges.durationEnd)],
      };
    case 'suggestion-box':
      return { where: and(mine, suggestionBox())!, order: openFirstOrder(now) };
    case 'closed':
      return { where: and(mine, isClosedAt(now), notSuggestionBox())!, order: [desc(challenges.durationEnd)] };
    case 'test-idea':
      return { where: and(mine, eq(challenges.solutionFormat, 'test-an-idea'))!, order: openFirstOrder(now) };
  }
}

/** A prize the ledger paid to its winner (and the catalyst did not decline). */
export const PAID = sql`${prizeAwards.paidAt} is not null and ${prizeAwards.declinedAt} is null`;
/** A prize shared at closing, still held in the challenge's escrow until its hold ends or the catalyst pays it. */
export const HELD = sql`${prizeAwards.paidAt} is null and ${prizeAwards.declinedAt} is null and ${prizeAwards.payableAt} is not null`;

/**
 * The closing routine's record of a challenge's money, with what was actually paid to winners
 * (prize transactions: paid_at) and what is still held; declined prizes count as neither.
 */
export async function loadSettlements(
  db: Db,
  challengeIds: number[],
): Promise<Map<number, Settlement & { winners: number }>> {
  if (!challengeIds.length) return new Map();
  // A left join and GROUP BY, not correlated subqueries: in a one-table select Drizzle drops the
  // table name from columns inside sql``, so `prize_awards.challenge_id = challenge_closings.challenge_id`
  // would compare prize_awards with itself and count every award there is.
  const rows = await db
    .select({
      id: challengeClosings.challengeId,
      closedAt: challengeClosings.closedAt,
      pool: challengeClosings.prizePoolCents,
      fees: challengeClosings.entryFeesCents,
      creator: challengeClosings.creatorCents,
      paid: sql<number>`coalesce(sum(${prizeAwards.amountCents}) filter (where ${PAID}), 0)`.mapWith(Number),
      held: sql<number>`coalesce(sum(${prizeAwards.amountCents}) filter (where ${HELD}), 0)`.mapWith(Number),
      winners: sql<number>`count(${prizeAwards.id}) filter (where ${prizeAwards.declinedAt} is null)`.mapWith(Number),
    })
    .from(challengeClosings)
    .leftJoin(prizeAwards, eq(prizeAwards.challengeId, challengeClosings.challengeId))
    .where(inArray(challengeClosings.challengeId, challengeIds))
    .groupBy(challengeClosings.challengeId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        closed_at: row.closedAt.toISOString(),
        prize_pool_cents: row.pool,
        paid_cents: row.paid,
        held_cents: row.held,
        entry_fees_cents: row.fees,
        creator_cents: row.creator,
        winners: row.winners,
      },
    ]),
  );
}

async function closedItems(db: Db, rows: CardRow[]): Promise<CatalystClosed[]> {
  const ids = rows.map((row) => row.challenge.id);
  if (!ids.length) return [];
  const [standings, settlements] = await Promise.all([loadStandings(db, ids, new Set(ids)), loadSettlements(db, ids)]);
  const top = rows.flatMap((row) => {
    const standing = standings.get(row.challenge.id)!;
    return standing.ideas.filter((idea) => (standing.rankOf.get(idea.id) ?? null) !== null);
  });
  const authorIds = [...new Set(top.map((idea) => idea.authorId))];
  const people = authorIds.length
    ? await db
        .select({
          id: users.id,
          screenName: users.screenName,
          firstName: users.firstName,
          lastName: users.lastName,
          avatarUrl: users.avatarUrl,
        })
        .from(users)
        .where(inArray(users.id, authorIds))
    : [];
  const personOf = new Map(people.map((person) => [person.id, toPersonSummary(person)]));
  return rows.map((row) => {
    const standing = standings.get(row.challenge.id)!;
    const winners = standing.ideas
      .filter((idea) => (standing.rankOf.get(idea.id) ?? null) !== null)
      .sort((a, b) => standing.rankOf.get(a.id)! - standing.rankOf.get(b.id)! || a.id - b.id)
      .slice(0, WINNERS_SHOWN)
      .map((idea) => ({
        idea_id: idea.id,
        title: idea.title,
        author: personOf.get(idea.authorId)!,
        score: roundScore(idea.average!),
        rank: standing.rankOf.get(idea.id)!,
        prize_cents: standing.prizeOf.get(idea.id) ?? null,
        prize_declined: standing.declinedPrizes.has(idea.id),
      }));
    const settlement = settlements.get(row.challenge.id);
    return {
      challenge: toCard(row),
      ranked_ideas: standing.ranked ?? 0,
      winners,
      settlement: settlement
        ? {
            closed_at: settlement.closed_at,
            prize_pool_cents: settlement.prize_pool_cents,
            paid_cents: settlement.paid_cents,
            entry_fees_cents: settlement.entry_fees_cents,
            creator_cents: settlement.creator_cents,
          }
        : null,
    };
  });
}

async function testIdeaItems(db: Db, rows: CardRow[], userId: number, now: Date): Promise<TestIdeaEntry[]> {
  const standings = await loadStandings(
    db,
    rows.map((row) => row.challenge.id),
    closedIdsOf(rows, now),
  );
  return rows.map((row) => {
    const standing = standings.get(row.challenge.id)!;
    // The catalyst enters one idea, at publishing: their test idea.
    const own = standing.ideas.find((idea) => idea.authorId === userId);
    return {
      challenge: toCard(row),
      closed: standing.closed,
      ranked_ideas: standing.ranked,
      test_idea: own ? toStanding(own, standing) : null,
    };
  });
}

async function countsOf(db: Db, ctx: DashboardContext) {
  const [lists, [{ saved }]] = await Promise.all([
    Promise.all(
      CATALYST_LIST_TABS.map((tab) => countChallenges(db, ctx.scope, catalystTab(tab, ctx.userId, ctx.now).where)),
    ),
    db
      .select({ saved: count() })
      .from(drafts)
      .where(and(eq(drafts.ownerId, ctx.userId), eq(drafts.origin, 'challenge-creation-flow'))),
  ]);
  const counts = Object.fromEntries(CATALYST_LIST_TABS.map((tab, i) => [tab, lists[i]])) as Record<
    CatalystListTab,
    number
  >;
  return { ...counts, drafts: Number(saved) };
}

export async function loadCatalystDashboard(
  db: Db,
  ctx: DashboardContext,
  tab: CatalystListTab,
): Promise<CatalystDashboard> {
  const { where, order } = catalystTab(tab, ctx.userId, ctx.now);
  const [{ rows, cards, total }, counts] = await Promise.all([pagedCards(db, ctx, where, order), countsOf(db, ctx)]);
  const base = { scope: ctx.info, counts, ...paging(total, ctx.page) };
  switch (tab) {
    case 'closed':
      return { ...base, tab, items: await closedItems(db, rows) };
    case 'test-idea':
      return { ...base, tab, items: await testIdeaItems(db, rows, ctx.userId, ctx.now) };
    case 'closing':
      return { ...base, tab, items: cards, window_end: closingWindowEnd(ctx.now).toISOString() };
    default:
      return { ...base, tab, items: cards };
  }
}
