// Awards (spec 3 §7): the records behind a player's or an idea's medals, read from what closing and
// the ledger already wrote (prize_awards, the Top 3 / Top 5 closing bonuses of point_events with
// catalyst_picks, neuron_board for ended tournaments, neuron_totals for ranks). The catalogue
// itself, and which record earns which medal, is lib/game/medals.ts.
//
// Only public entries count: ideas not declined, of published challenges that are not mentor boxes
// (AMA and suggestion-box questions are put to one catalyst, not entered to win), and prizes the
// catalyst did not decline.
import { and, eq, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { BRAIN_ROLES } from '../../../lib/contracts/brain';
import { MENTOR_BOX_FORMATS } from '../../../lib/contracts/user-platform';
import { CLOSING_REASONS } from '../../../lib/challenges/closing';
import type { Medal } from '../../../lib/contracts/awards';
import { buildMedals, MEDAL_PLACES, type BonusRecord, type OlympiadRecord, type PrizeRecord, type RankRecord } from '../../../lib/game/medals';
import type { Db } from '../db/client';
import { catalystPicks, challenges, ideas, pointEvents, prizeAwards } from '../db/schema';
import { loadBrains } from './brain';
import { rows } from './leaderboard';

/** The conditions that make an idea's awards public (joined: ideas, challenges). */
export function publicEntry(): SQL {
  return and(
    eq(ideas.declined, false),
    eq(challenges.state, 'published'),
    notInArray(challenges.solutionFormat, [...MENTOR_BOX_FORMATS]),
  )!;
}

const challengeRef = { slug: challenges.slug, question_title: challenges.questionTitle };

async function prizeRecords(db: Db, where: SQL): Promise<PrizeRecord[]> {
  return db.select({ ideaId: ideas.id, ideaTitle: ideas.title, challenge: challengeRef, rank: prizeAwards.rank, awardedAt: prizeAwards.createdAt })
    .from(prizeAwards)
    .innerJoin(ideas, eq(ideas.id, prizeAwards.ideaId))
    .innerJoin(challenges, eq(challenges.id, prizeAwards.challengeId))
    .where(and(where, isNull(prizeAwards.declinedAt), lte(prizeAwards.rank, MEDAL_PLACES), publicEntry()));
}

async function bonusRecords(db: Db, where: SQL): Promise<BonusRecord[]> {
  return db.select({
    ideaId: ideas.id, ideaTitle: ideas.title, challenge: challengeRef, reason: pointEvents.reason,
    pickPlace: catalystPicks.place, awardedAt: pointEvents.createdAt,
  })
    .from(pointEvents)
    .innerJoin(ideas, and(eq(pointEvents.contextType, 'idea'), eq(ideas.id, pointEvents.contextId)))
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .leftJoin(catalystPicks, and(eq(catalystPicks.challengeId, ideas.challengeId), eq(catalystPicks.ideaId, ideas.id)))
    .where(and(where, inArray(pointEvents.reason, [CLOSING_REASONS.top3, CLOSING_REASONS.top5]), publicEntry()));
}

/**
 * The player's place on the overall board of each tournament that has ended. A tournament's
 * window is a leaderboard period (lib/game/olympiads.ts aligns them), so its board is the
 * neuron_board rows of that period; the main community's board spans every community (scope 0).
 * Dense rank as the boards rank: one more than the distinct higher scores.
 */
async function olympiadRecords(db: Db, userId: number, now: Date): Promise<OlympiadRecord[]> {
  const found = await rows<{ id: number; title: string; end_time: string | Date; rank: string | number }>(db, sql`
    select o.id, o.title, o.end_time,
      1 + (select count(distinct b2.points) from neuron_board b2
           where b2.period = b.period and b2.period_start = b.period_start and b2.scope = b.scope
             and b2.role = 'overall' and b2.points > b.points) as rank
    from olympiads o
    join platforms p on p.id = o.platform_id
    join neuron_board b on b.period = case o.cycle when 'monthly' then 'month' else 'week' end
      and b.period_start = (o.start_time at time zone 'UTC')::date
      and b.scope = case when p.is_main then 0 else o.platform_id end
      and b.role = 'overall' and b.user_id = ${userId} and b.points > 0
    where o.end_time <= ${now.toISOString()}::timestamptz`);
  return found.map((r) => ({ id: Number(r.id), title: r.title, rank: Number(r.rank), endedAt: new Date(r.end_time) }));
}

async function rankRecords(db: Db, userId: number): Promise<RankRecord[]> {
  const brains = await loadBrains(db, userId);
  return BRAIN_ROLES.map((role) => ({ role, score: brains.find((b) => b.role === role)?.score ?? 0 }));
}

/** A player's medals; rank badges only when asked (the player looks at their own). */
export async function loadUserMedals(db: Db, userId: number, options: { includeRanks: boolean; now: Date }): Promise<Medal[]> {
  const [prizes, bonuses, olympiads, ranks] = await Promise.all([
    prizeRecords(db, eq(prizeAwards.userId, userId)),
    // The bonus is the idea author's innovator row (the (user_id, role) index finds it); the
    // author check keeps anyone else's row out.
    bonusRecords(db, and(eq(pointEvents.userId, userId), eq(pointEvents.role, 'innovator'), eq(ideas.authorId, userId))!),
    olympiadRecords(db, userId, options.now),
    options.includeRanks ? rankRecords(db, userId) : Promise.resolve([]),
  ]);
  return buildMedals({ prizes, bonuses, olympiads, ranks });
}

export type IdeaAwardsResult = { idea: { id: number; title: string }; challenge: { slug: string; question_title: string }; awards: Medal[] };

/** What one public idea won; null when there is no such public idea. */
export async function loadIdeaAwards(db: Db, ideaId: number): Promise<IdeaAwardsResult | null> {
  const [idea] = await db.select({ id: ideas.id, title: ideas.title, authorId: ideas.authorId, challenge: challengeRef })
    .from(ideas).innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(and(eq(ideas.id, ideaId), publicEntry())).limit(1);
  if (!idea) return null;
  const [prizes, bonuses] = await Promise.all([
    prizeRecords(db, eq(prizeAwards.ideaId, ideaId)),
    // The ledger has no index on its context, so the author's (user_id, role) rows are the way in.
    bonusRecords(db, and(eq(ideas.id, ideaId), eq(pointEvents.userId, idea.authorId), eq(pointEvents.role, 'innovator'))!),
  ]);
  return { idea: { id: idea.id, title: idea.title }, challenge: idea.challenge, awards: buildMedals({ prizes, bonuses }) };
}
