// A challenge's prize money in the ledger (issue 16 §4; spec 2 §9): held in the challenge's escrow
// from publishing, shared at closing (closing.ts), then held a little longer (PRIZE_HOLD_HOURS) so
// the catalyst may still decline a prize, and paid to the winners by the prize job, or at once
// when the catalyst pays the prizes now.
import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { MONEY_REASONS, PAYMENT_MESSAGES } from '@/lib/payments';
import type { Db, Tx } from '../db/client';
import { challenges, platforms, prizeAwards } from '../db/schema';
import { escrowOf, movedFor, postTransaction, walletOf } from './ledger';
import type { UserRow } from './users';

/**
 * Brings the catalyst's prize money held in escrow up to `totalCents` (publishing, raising the
 * prize). Each level is its own key, so a retry of the same raise moves nothing twice.
 */
export async function holdPrizeMoney(
  tx: Tx,
  {
    challengeId,
    catalystId,
    totalCents,
    at,
  }: { challengeId: number; catalystId: number; totalCents: number; at: Date },
): Promise<void> {
  const held = await movedFor(
    tx,
    escrowOf(challengeId),
    { type: 'challenge', id: challengeId },
    MONEY_REASONS.prizeEscrow,
  );
  const more = totalCents - held;
  if (more <= 0) return;
  await postTransaction(tx, {
    key: `prize-escrow:${challengeId}:${totalCents}`,
    reason: MONEY_REASONS.prizeEscrow,
    reference: { type: 'challenge', id: challengeId },
    legs: [
      { account: walletOf(catalystId), cents: -more },
      { account: escrowOf(challengeId), cents: more },
    ],
    actor: { userId: catalystId },
    at,
  });
}

type Award = typeof prizeAwards.$inferSelect;

async function payAward(tx: Tx, award: Award, now: Date): Promise<void> {
  await postTransaction(tx, {
    key: `prize:${award.id}`,
    reason: MONEY_REASONS.prize,
    reference: { type: 'challenge', id: award.challengeId },
    legs: [
      { account: escrowOf(award.challengeId), cents: -award.amountCents },
      { account: walletOf(award.userId), cents: award.amountCents },
    ],
    memo: `rank:${award.rank}`,
    at: now,
  });
  await tx.update(prizeAwards).set({ paidAt: now }).where(eq(prizeAwards.id, award.id));
}

/** A declined prize's money returns from the escrow to the catalyst (called by declinePrize). */
export async function returnDeclinedPrize(tx: Tx, award: Award, catalystId: number, now: Date): Promise<void> {
  await postTransaction(tx, {
    key: `prize-returned:${award.id}`,
    reason: MONEY_REASONS.prizeReturned,
    reference: { type: 'challenge', id: award.challengeId },
    legs: [
      { account: escrowOf(award.challengeId), cents: -award.amountCents },
      { account: walletOf(catalystId), cents: award.amountCents },
    ],
    memo: `declined:${award.ideaId}`,
    at: now,
  });
}

/**
 * Pays the held prizes that `which` selects, each in its own transaction (a batch would lock many
 * escrows and wallets in award order, not id order, and could deadlock with an idea entry or a
 * funding). SKIP LOCKED: a concurrent run takes another award. Returns how many it paid.
 */
async function payHeld(db: Db, which: SQL, now: Date): Promise<number> {
  let paid = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [award] = await tx
        .select()
        .from(prizeAwards)
        .where(and(isNull(prizeAwards.paidAt), isNull(prizeAwards.declinedAt), which))
        .orderBy(prizeAwards.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (award) await payAward(tx, award, now);
      return Boolean(award);
    });
    if (!done) return paid;
    paid += 1;
  }
}

/** The prize job: pays every held prize whose hold has ended. */
export function releaseDuePrizes(db: Db, now = new Date()): Promise<number> {
  return payHeld(db, lte(prizeAwards.payableAt, now), now);
}

export type PayNowResult =
  { ok: true; slug: string; platform: string; paid: number } | { ok: false; status: 403 | 404 | 422; error: string };

/** POST /challenges/{slug}/prizes/pay: the catalyst pays the held prizes now, giving up declining them. */
export async function payHeldPrizes(db: Db, user: UserRow, slug: string, now = new Date()): Promise<PayNowResult> {
  const [row] = await db
    .select({ id: challenges.id, catalystId: challenges.catalystId, platform: platforms.slug })
    .from(challenges)
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!row) return { ok: false, status: 404, error: 'Challenge not found' };
  if (row.catalystId !== user.id)
    return { ok: false, status: 403, error: 'Only the catalyst of a challenge can pay its prizes.' };
  const paid = await payHeld(
    db,
    and(eq(prizeAwards.challengeId, row.id), sql`${prizeAwards.payableAt} is not null`)!,
    now,
  );
  if (paid === 0) return { ok: false, status: 422, error: PAYMENT_MESSAGES.noHeldPrizes };
  return { ok: true, slug, platform: row.platform, paid };
}
