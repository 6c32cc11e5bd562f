// Awards (spec 3 §7): the records behind a player's or an idea's medals, read from what closing and
// the ledger already wrote (the closed challenge's ranking with its prize_awards, the Top 3 / Top 5
// closing bonuses of point_events with catalyst_picks, neuron_board for ended tournaments). The
// catalogue itself, and which record earns which medal, is lib/game/medals.ts.
//
// Only public entries count: ideas not declined, of published challenges that are not mentor boxes
// (AMA and suggestion-box questions are put to one catalyst, not entered to win).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CLOSING_REASONS } from '@/lib/challenges/closing';
import { rankIdeas } from '@/lib/challenges/ranking';
import type { Medal } from '@/lib/contracts/awards';
import type { Brain } from '@/lib/contracts/brain';
import { buildMedals, MEDAL_PLACES, type BonusRecord, type OlympiadRecord, type PrizeRecord } from '@/lib/game/medals';
import { rows, type Db } from '../db/client';
import { catalystPicks, challengeClosings, challenges, ideas, pointEvents, prizeAwards, ratings } from '../db/schema';
import { loadBrains } from './brain';
import { publishedIn } from './challenge-filters';
import { notSuggestionBox } from './dashboards-innovator';
import { boardKey } from './leaderboard-board';

/** The conditions that make an idea's awards public (joined: ideas, challenges); hidden by a moderator, none. */
export function publicEntry(): SQL {
  return and(eq(ideas.declined, false), isNull(ideas.hiddenAt), publishedIn({}), notSuggestionBox())!;
}

const challengeRef = { slug: challenges.slug, question_title: challenges.questionTitle };

/**
 * Places 1-3 of settled challenges, ranked as the closed challenge page ranks them (rankIdeas: the
 * mean of 2 or more ratings, equal scores share a place), so a points, gift or no-money challenge
 * gives its winners medals too; the prize_awards row, when the pool paid one, adds its amount and
 * whether the catalyst declined it. Ratings are locked once closed, so this is the closing's ranking.
 */
export async function prizeRecords(db: Db, where: SQL): Promise<PrizeRecord[]> {
  const entries = await db
    .select({
      ideaId: ideas.id,
      ideaTitle: ideas.title,
      challengeId: challenges.id,
      challenge: challengeRef,
      closedAt: challengeClosings.closedAt,
    })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(challengeClosings, eq(challengeClosings.challengeId, challenges.id))
    .where(and(where, publicEntry()));
  if (!entries.length) return [];
  const challengeIds = [...new Set(entries.map((e) => e.challengeId))];
  const [scored, awards] = await Promise.all([
    db
      .select({
        id: ideas.id,
        challengeId: ideas.challengeId,
        average: sql<number | null>`avg(${ratings.value})`.mapWith((v) => (v === null ? null : Number(v))),
        rating_count: sql<number>`count(${ratings.userId})`.mapWith(Number),
      })
      .from(ideas)
      .leftJoin(ratings, eq(ratings.ideaId, ideas.id))
      .where(and(inArray(ideas.challengeId, challengeIds), eq(ideas.declined, false)))
      .groupBy(ideas.id),
    db
      .select({ ideaId: prizeAwards.ideaId, amountCents: prizeAwards.amountCents, declinedAt: prizeAwards.declinedAt })
      .from(prizeAwards)
      .where(
        inArray(
          prizeAwards.ideaId,
          entries.map((e) => e.ideaId),
        ),
      ),
  ]);
  const placeOf = new Map<number, number>();
  for (const id of challengeIds) {
    for (const idea of rankIdeas(scored.filter((s) => s.challengeId === id))) {
      if (idea.rank !== null && idea.rank <= MEDAL_PLACES) placeOf.set(idea.id, idea.rank);
    }
  }
  const awardOf = new Map(awards.map((a) => [a.ideaId, a]));
  return entries
    .filter((e) => placeOf.has(e.ideaId))
    .map((e) => ({
      ideaId: e.ideaId,
      ideaTitle: e.ideaTitle,
      challenge: e.challenge,
      rank: placeOf.get(e.ideaId)!,
      awardedAt: e.closedAt,
      amountCents: awardOf.get(e.ideaId)?.amountCents ?? null,
      declined: Boolean(awardOf.get(e.ideaId)?.declinedAt),
    }));
}

export async function bonusRecords(db: Db, where: SQL): Promise<BonusRecord[]> {
  return db
    .select({
      ideaId: ideas.id,
      ideaTitle: ideas.title,
      challenge: challengeRef,
      reason: pointEvents.reason,
      pickPlace: catalystPicks.place,
      awardedAt: pointEvents.createdAt,
    })
    .from(pointEvents)
    .innerJoin(ideas, and(eq(pointEvents.contextType, 'idea'), eq(ideas.id, pointEvents.contextId)))
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .leftJoin(catalystPicks, and(eq(catalystPicks.challengeId, ideas.challengeId), eq(catalystPicks.ideaId, ideas.id)))
    .where(and(where, inArray(pointEvents.reason, [CLOSING_REASONS.top3, CLOSING_REASONS.top5]), publicEntry()));
}

/** A player's Top 3 / Top 5 bonuses: the author's innovator rows (the (user_id, role) index finds them). */
export const myBonuses = (userId: number): SQL =>
  and(eq(pointEvents.userId, userId), eq(pointEvents.role, 'innovator'), eq(ideas.authorId, userId))!;

/**
 * The player's place on the overall board of each tournament that has ended. A tournament's
 * window is a leaderboard period (lib/game/olympiads.ts aligns them), so its board is the
 * neuron_board rows of that period (boardKey, as the boards read it); the main community's board
 * spans every community (scope 0). Dense rank as the boards rank it, counting at most
 * MEDAL_PLACES higher scores in the board's score histogram: a 4th place earns nothing.
 */
async function olympiadRecords(db: Db, userId: number, now: Date): Promise<OlympiadRecord[]> {
  const mine = await rows<{
    id: number;
    title: string;
    end_time: string | Date;
    start_time: string | Date;
    cycle: string;
    scope: number;
    points: string;
  }>(
    db,
    sql`
    select o.id, o.title, o.end_time, o.start_time, o.cycle, b.scope, b.points
    from olympiads o
    join platforms p on p.id = o.platform_id
    join neuron_board b on b.period = case o.cycle when 'monthly' then 'month' else 'week' end
      and b.period_start = (o.start_time at time zone 'UTC')::date
      and b.scope = case when p.is_main then 0 else o.platform_id end
      and b.role = 'overall' and b.facet = '' and b.user_id = ${userId} and b.points > 0
    where o.end_time <= ${now.toISOString()}::timestamptz and o.state = 'open'`,
  );
  // Closed tournaments: the rank frozen in their results (their own window, reversals applied).
  const closed = await rows<{ id: number; title: string; end_time: string | Date; rank: number }>(
    db,
    sql`select o.id, o.title, o.end_time, r.rank from olympiad_results r join olympiads o on o.id = r.olympiad_id
    where r.user_id = ${userId} and o.state <> 'open' and r.neurons > 0 and r.rank <= ${MEDAL_PLACES}`,
  );
  const frozen = closed.map((o) => ({
    id: Number(o.id),
    title: o.title,
    rank: Number(o.rank),
    endedAt: new Date(o.end_time),
  }));
  return [
    ...frozen,
    ...(await Promise.all(
      mine.map(async (o) => {
        const scores = boardKey('s', {
          period: o.cycle === 'monthly' ? 'month' : 'week',
          now: new Date(o.start_time),
          platformId: Number(o.scope) || undefined,
          role: 'overall',
        });
        const [ahead] = await rows<{ n: string | number }>(
          db,
          sql`select count(*) as n from (select s.points from neuron_board_score s
      where ${scores} and s.players > 0 and s.points > ${o.points}::numeric order by s.points desc limit ${MEDAL_PLACES}) d`,
        );
        return { id: Number(o.id), title: o.title, rank: Number(ahead.n) + 1, endedAt: new Date(o.end_time) };
      }),
    )),
  ];
}

/** A player's medals; rank badges only when asked (the player looks at their own). */
export async function loadUserMedals(
  db: Db,
  userId: number,
  options: { includeRanks: boolean; now: Date },
): Promise<Medal[]> {
  const [prizes, bonuses, olympiads, ranks] = await Promise.all([
    prizeRecords(db, eq(ideas.authorId, userId)),
    bonusRecords(db, myBonuses(userId)),
    olympiadRecords(db, userId, options.now),
    options.includeRanks ? loadBrains(db, userId) : Promise.resolve([] as Brain[]),
  ]);
  return buildMedals({ prizes, bonuses, olympiads, ranks });
}

export type IdeaAwardsResult = {
  idea: { id: number; title: string };
  challenge: { slug: string; question_title: string };
  awards: Medal[];
};

/** What one public idea won; null when there is no such public idea. */
export async function loadIdeaAwards(db: Db, ideaId: number): Promise<IdeaAwardsResult | null> {
  const [idea] = await db
    .select({ id: ideas.id, title: ideas.title, authorId: ideas.authorId, challenge: challengeRef })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(and(eq(ideas.id, ideaId), publicEntry()))
    .limit(1);
  if (!idea) return null;
  const [prizes, bonuses] = await Promise.all([
    prizeRecords(db, eq(ideas.id, ideaId)),
    // The ledger has no index on its context, so the author's (user_id, role) rows are the way in.
    bonusRecords(db, and(eq(ideas.id, ideaId), myBonuses(idea.authorId))!),
  ]);
  return {
    idea: { id: idea.id, title: idea.title },
    challenge: idea.challenge,
    awards: buildMedals({ prizes, bonuses }),
  };
}
