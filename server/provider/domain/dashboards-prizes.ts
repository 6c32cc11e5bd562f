// Money prizes (spec 3 §2.4 money-prizes, §7 dashboards/prizes): the prize money I won
// (prize_awards) and what my closed challenges paid out (challenge_closings), in cents: money
// actually paid (the award's prize transaction, paid_at) apart from money still held, and
// declined prizes counted as neither (issue 16 §6).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PrizesDashboard } from '@/lib/contracts/dashboards';
import { DASHBOARD_PAGE_SIZE, type PrizeTab } from '@/lib/dashboards';
import type { Db } from '../db/client';
import { challengeClosings, challenges, ideas, prizeAwards } from '../db/schema';
import { cardQuery, toCard } from './challenge-cards';
import { publishedIn } from './challenge-filters';
import { HELD, loadSettlements, PAID } from './dashboards-catalyst';
import { pageOffset, paging, type DashboardContext } from './dashboard-standing';

async function totalsOf(db: Db, ctx: DashboardContext) {
  // Money actually paid (prize transactions), and money still held; declined prizes are neither.
  const cents = sql<number>`coalesce(sum(${prizeAwards.amountCents}) filter (where ${PAID}), 0)`.mapWith(Number);
  const held = sql<number>`coalesce(sum(${prizeAwards.amountCents}) filter (where ${HELD}), 0)`.mapWith(Number);
  const inScope = publishedIn(ctx.scope);
  const [[won], [paid], [closed]] = await Promise.all([
    db
      .select({ cents, held, n: count() })
      .from(prizeAwards)
      .innerJoin(challenges, eq(challenges.id, prizeAwards.challengeId))
      .where(and(eq(prizeAwards.userId, ctx.userId), inScope)),
    // What was actually awarded, so a pool that found no ranked idea does not count as paid.
    db
      .select({ cents, held })
      .from(prizeAwards)
      .innerJoin(challenges, eq(challenges.id, prizeAwards.challengeId))
      .where(and(eq(challenges.catalystId, ctx.userId), inScope)),
    db
      .select({ n: count() })
      .from(challengeClosings)
      .innerJoin(challenges, eq(challenges.id, challengeClosings.challengeId))
      .where(and(eq(challenges.catalystId, ctx.userId), inScope)),
  ]);
  return {
    won_cents: won.cents,
    won_count: Number(won.n),
    won_held_cents: won.held,
    paid_cents: paid.cents,
    paid_count: Number(closed.n),
    paid_held_cents: paid.held,
  };
}

/** Cards of these challenges by id (a page's worth). */
async function cardsById(db: Db, ids: number[]) {
  const rows = ids.length ? await cardQuery(db).where(inArray(challenges.id, ids)) : [];
  return new Map(rows.map((row) => [row.challenge.id, toCard(row)]));
}

export async function loadPrizesDashboard(db: Db, ctx: DashboardContext, tab: PrizeTab): Promise<PrizesDashboard> {
  const totals = await totalsOf(db, ctx);
  const base = { scope: ctx.info, totals };
  if (tab === 'won') {
    const awards = await db
      .select({
        challengeId: prizeAwards.challengeId,
        ideaId: ideas.id,
        title: ideas.title,
        rank: prizeAwards.rank,
        cents: prizeAwards.amountCents,
        at: prizeAwards.createdAt,
        paidAt: prizeAwards.paidAt,
        payableAt: prizeAwards.payableAt,
        declinedAt: prizeAwards.declinedAt,
      })
      .from(prizeAwards)
      .innerJoin(ideas, eq(ideas.id, prizeAwards.ideaId))
      .innerJoin(challenges, eq(challenges.id, prizeAwards.challengeId))
      .where(and(eq(prizeAwards.userId, ctx.userId), publishedIn(ctx.scope)))
      .orderBy(desc(prizeAwards.createdAt), desc(prizeAwards.id))
      .limit(DASHBOARD_PAGE_SIZE)
      .offset(pageOffset(ctx.page));
    const cards = await cardsById(db, [...new Set(awards.map((award) => award.challengeId))]);
    return {
      ...base,
      tab,
      items: awards.map((award) => ({
        challenge: cards.get(award.challengeId)!,
        idea: { id: award.ideaId, title: award.title },
        rank: award.rank,
        amount_cents: award.cents,
        awarded_at: award.at.toISOString(),
        status: award.declinedAt ? ('declined' as const) : award.paidAt ? ('paid' as const) : ('held' as const),
        payable_at: award.payableAt?.toISOString() ?? null,
      })),
      ...paging(totals.won_count, ctx.page),
    };
  }
  const closings = await db
    .select({ challengeId: challengeClosings.challengeId })
    .from(challengeClosings)
    .innerJoin(challenges, eq(challenges.id, challengeClosings.challengeId))
    .where(and(eq(challenges.catalystId, ctx.userId), publishedIn(ctx.scope)))
    .orderBy(desc(challengeClosings.closedAt), desc(challenges.id))
    .limit(DASHBOARD_PAGE_SIZE)
    .offset(pageOffset(ctx.page));
  const ids = closings.map((closing) => closing.challengeId);
  const [cards, settlements] = await Promise.all([cardsById(db, ids), loadSettlements(db, ids)]);
  return {
    ...base,
    tab,
    items: ids.map((id) => {
      const { winners, ...settlement } = settlements.get(id)!;
      return { challenge: cards.get(id)!, winners, settlement };
    }),
    ...paging(totals.paid_count, ctx.page),
  };
}
