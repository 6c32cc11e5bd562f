// Closing a challenge (spec 2 §4 lifecycle, §5 ranking, §9 fees, prizes and bonuses): at its
// duration_end (the closing job, server/provider/jobs) or early by its catalyst (POST
// /challenges/{slug}/end).
//
// What "closed" means in storage: is_closed = true and status = 'closed'. `state` stays
// 'published': it is the publication state (draft vs published) that every reader filters on
// (a 'closed' state would hide the closed page), and challenge-filters' isClosedRow already treats
// is_closed / status / a past duration_end as closed, so a challenge past its end reads as closed
// even before the job has settled it. Ending early also brings duration_end forward to the moment of closing, so countdowns,
// lists and filters agree without knowing about the flag.
//
// Once only: the challenge row is locked (SELECT ... FOR UPDATE) for the whole transaction and the
// challenge_closings primary key is inserted first, so a second or concurrent run finds the
// challenge already closed and awards nothing. Ranks are not stored separately: they follow from
// the ratings, which are locked once the challenge is closed; each prize award keeps its rank.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  CLOSING_POINTS,
  CLOSING_REASONS,
  earlyIdeas,
  prizeShares,
  splitEntryFees,
  topFive,
  topThree,
} from '@/lib/challenges/closing';
import { rankIdeas } from '@/lib/challenges/ranking';
import type { FieldError } from '@/lib/contracts/errors';
import type { Db, Tx } from '../db/client';
import { challengeClosings, challenges, ideas, platforms, pointEvents, prizeAwards, ratings } from '../db/schema';
import { notMarkedClosed } from './challenge-filters';
import { loadPicks } from './catalyst-picker';
import { playBonusEvents } from './closing-bonuses';
import type { UserRow } from './users';
import { awardPoints } from './points';
import { notifyClosing } from './closing-notifications';
import { REVENUE, balanceOf, escrowOf, movedFor, postTransaction, walletOf } from './ledger';
import { MONEY_REASONS, PRIZE_HOLD_HOURS_DEFAULT } from '@/lib/payments';
import { NOT_CHALLENGE_OWNER } from '@/lib/constants';

export const CLOSING_MESSAGES = {
  notOwner: NOT_CHALLENGE_OWNER,
  alreadyClosed: 'This challenge is already closed.',
  notFound: 'Challenge not found',
} as const;

export type ClosedBy = 'schedule' | 'catalyst';
type PointRow = typeof pointEvents.$inferInsert;
type ChallengeRow = typeof challenges.$inferSelect;

async function ideasWithRatings(tx: Tx, challengeId: number) {
  return tx
    .select({
      id: ideas.id,
      authorId: ideas.authorId,
      createdAt: ideas.createdAt,
      average: sql<number | null>`avg(${ratings.value})`.mapWith((v) => (v === null ? null : Number(v))),
      rating_count: sql<number>`count(${ratings.userId})`.mapWith(Number),
    })
    .from(ideas)
    .leftJoin(ratings, eq(ratings.ideaId, ideas.id))
    .where(and(eq(ideas.challengeId, challengeId), eq(ideas.declined, false)))
    .groupBy(ideas.id);
}

/** Ideas that already hold an early bonus (the demo seed grants it when the idea is created). */
async function ideasWithEarlyBonus(tx: Tx, ideaIds: number[]): Promise<Set<number>> {
  if (!ideaIds.length) return new Set();
  const rows = await tx
    .select({ id: pointEvents.contextId })
    .from(pointEvents)
    .where(
      and(
        eq(pointEvents.reason, CLOSING_REASONS.earlyIdea),
        eq(pointEvents.contextType, 'idea'),
        inArray(pointEvents.contextId, ideaIds),
      ),
    );
  return new Set(rows.map((row) => row.id!));
}

/**
 * The money of closing (issue 16 §4), all from the challenge's escrow: the entry fees paid into it
 * split 65 % to the catalyst's wallet and 7 % to platform revenue; what stays (the catalyst's prize
 * money, patron funding and the fees' 28 %) is the prize total, shared among the top 5 ranked
 * ideas and held there until the prize job pays it (prize-money.ts). With no ranked idea there
 * is nobody to pay: the whole prize total goes back to the catalyst's wallet (our written rule;
 * patron money given to a challenge counts as the catalyst's prize money).
 */
async function settleMoney(
  tx: Tx,
  c: ChallengeRow,
  ranked: ReturnType<typeof rankIdeas>,
  authorOf: Map<number, number>,
  { by, now, holdHours }: { by: ClosedBy; now: Date; holdHours: number },
): Promise<{ ideaId: number; rank: number; amountCents: number }[]> {
  const reference = { type: 'challenge', id: c.id };
  const entryFeesCents = await movedFor(tx, escrowOf(c.id), reference, MONEY_REASONS.ideaEntryFee);
  const fees = splitEntryFees(entryFeesCents);
  const escrowCents = await balanceOf(tx, escrowOf(c.id));
  const poolCents = escrowCents - fees.creatorCents - fees.platformCents;
  const shares = prizeShares(poolCents, ranked).filter((share) => share.amountCents > 0);
  const unawarded = shares.length ? 0 : poolCents;
  if (fees.creatorCents + fees.platformCents > 0)
    await postTransaction(tx, {
      key: `closing:${c.id}`,
      reason: MONEY_REASONS.creatorShare,
      reference,
      legs: [
        { account: escrowOf(c.id), cents: -(fees.creatorCents + fees.platformCents) },
        { account: walletOf(c.catalystId), cents: fees.creatorCents },
        { account: REVENUE, cents: fees.platformCents },
      ],
      memo: `entry fees ${entryFeesCents}`,
      at: now,
    });
  if (unawarded > 0)
    await postTransaction(tx, {
      key: `closing-returned:${c.id}`,
      reason: MONEY_REASONS.prizeReturned,
      reference,
      legs: [
        { account: escrowOf(c.id), cents: -unawarded },
        { account: walletOf(c.catalystId), cents: unawarded },
      ],
      memo: 'no ranked idea',
      at: now,
    });
  await tx.insert(challengeClosings).values({
    challengeId: c.id,
    closedAt: now,
    closedBy: by,
    entryFeesCents,
    creatorCents: fees.creatorCents,
    platformCents: fees.platformCents,
    prizePoolCents: poolCents,
  });
  if (shares.length) {
    const payableAt = new Date(now.getTime() + holdHours * 3_600_000);
    await tx.insert(prizeAwards).values(
      shares.map((share) => ({
        challengeId: c.id,
        ideaId: share.ideaId,
        userId: authorOf.get(share.ideaId)!,
        rank: share.rank,
        amountCents: share.amountCents,
        createdAt: now,
        payableAt,
      })),
    );
  }
  return shares;
}

async function settle(tx: Tx, c: ChallengeRow, by: ClosedBy, now: Date, holdHours: number): Promise<void> {
  const list = await ideasWithRatings(tx, c.id);
  const ranked = rankIdeas(list);
  const authorOf = new Map(list.map((idea) => [idea.id, idea.authorId]));
  const prizes = await settleMoney(tx, c, ranked, authorOf, { by, now, holdHours });

  const base = { platformId: c.platformId, createdAt: now };
  const innovator = (ideaId: number, reason: string, points: number): PointRow => ({
    ...base,
    userId: authorOf.get(ideaId)!,
    role: 'innovator',
    reason,
    points,
    contextType: 'idea',
    contextId: ideaId,
  });
  const early = earlyIdeas(list, c.catalystId);
  const alreadyEarly = await ideasWithEarlyBonus(
    tx,
    early.map((idea) => idea.id),
  );
  const events: PointRow[] = [
    {
      ...base,
      userId: c.catalystId,
      role: 'catalyst',
      reason: CLOSING_REASONS.challengeClosed,
      points: CLOSING_POINTS.challengeClosed,
      contextType: 'challenge',
      contextId: c.id,
    },
    ...early
      .filter((idea) => !alreadyEarly.has(idea.id))
      .map((idea) => innovator(idea.id, CLOSING_REASONS.earlyIdea, CLOSING_POINTS.earlyIdea)),
    ...topFive(ranked).map((id) => innovator(id, CLOSING_REASONS.top5, CLOSING_POINTS.top5)),
    // The catalyst's picks first (catalyst_picks), missing places filled from the crowd's ranking.
    ...topThree(
      await loadPicks(tx, c.id),
      ranked.map((idea) => ({ ...idea, authorId: authorOf.get(idea.id)! })),
      c.catalystId,
    ).map((id) => innovator(id, CLOSING_REASONS.top3, CLOSING_POINTS.top3)),
    ...(await playBonusEvents(
      tx,
      c,
      list.map((idea) => idea.authorId),
      now,
    )),
  ];
  await awardPoints(tx, events);

  await tx
    .update(challenges)
    .set({
      isClosed: true,
      status: 'closed',
      durationEnd: c.durationEnd < now ? c.durationEnd : now,
      updatedAt: now,
    })
    .where(eq(challenges.id, c.id));
  await notifyClosing(tx, c, {
    authorIds: list.map((idea) => idea.authorId),
    prizes: prizes.map((share) => ({ ...share, userId: authorOf.get(share.ideaId)! })),
    holdHours,
  });
}

/**
 * Closes one challenge once: true when this call closed it, false when it was already closed
 * (flagged, or settled by another run) or is not a published challenge.
 */
export async function closeChallenge(
  db: Db,
  challengeId: number,
  by: ClosedBy,
  now = new Date(),
  holdHours = PRIZE_HOLD_HOURS_DEFAULT,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(challenges).where(eq(challenges.id, challengeId)).for('update');
    if (!row || row.state !== 'published' || row.isClosed || row.status === 'closed') return false;
    const [settled] = await tx
      .select({ id: challengeClosings.challengeId })
      .from(challengeClosings)
      .where(eq(challengeClosings.challengeId, challengeId));
    if (settled) return false;
    await settle(tx, row, by, now, holdHours);
    return true;
  });
}

/** The scheduled job's work: close every published challenge whose duration_end has passed. */
export async function closeDueChallenges(
  db: Db,
  now = new Date(),
  holdHours = PRIZE_HOLD_HOURS_DEFAULT,
): Promise<number[]> {
  const due = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.state, 'published'), notMarkedClosed(), lte(challenges.durationEnd, now)))
    .orderBy(challenges.durationEnd);
  const closed: number[] = [];
  for (const { id } of due) if (await closeChallenge(db, id, 'schedule', now, holdHours)) closed.push(id);
  return closed;
}

export type EndResult =
  { ok: true; slug: string; platform: string } | { ok: false; status: 403 | 404 | 422; errors: FieldError[] };

/**
 * POST /challenges/{slug}/end: the catalyst ends their challenge early (spec 2 §4). A challenge
 * past its end that the job has not reached yet is settled now, as the job would.
 */
export async function endChallenge(
  db: Db,
  user: UserRow,
  slug: string,
  now = new Date(),
  holdHours = PRIZE_HOLD_HOURS_DEFAULT,
): Promise<EndResult> {
  const [row] = await db
    .select({ c: challenges, platform: platforms.slug })
    .from(challenges)
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!row) return { ok: false, status: 404, errors: [{ field: '*', error: CLOSING_MESSAGES.notFound }] };
  if (row.c.catalystId !== user.id)
    return { ok: false, status: 403, errors: [{ field: '*', error: CLOSING_MESSAGES.notOwner }] };
  const pastDue = row.c.durationEnd.getTime() <= now.getTime();
  const closed = await closeChallenge(db, row.c.id, pastDue ? 'schedule' : 'catalyst', now, holdHours);
  if (!closed) return { ok: false, status: 422, errors: [{ field: '*', error: CLOSING_MESSAGES.alreadyClosed }] };
  return { ok: true, slug: row.c.slug, platform: row.platform };
}
