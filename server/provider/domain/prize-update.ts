// PUT /prizes/{challengeId} (spec 2 §7 prizes, §2 after publishing): the catalyst changes the prize
// of an open challenge, raises its money and, with money, moves its closing date later. A raise
// takes the difference from the catalyst's wallet into the challenge's escrow in the same
// transaction (402 when the wallet is short: nothing changes).
import { eq } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import { PRIZE_UPDATE_MESSAGES, prizeUpdateErrors, type PrizeUpdate } from '@/lib/challenges/prize-update';
import { parseMoneyText } from '@/lib/money';
import type { Db } from '../db/client';
import { challenges, platforms } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import type { UserRow } from './users';
import { InsufficientFunds } from './ledger';
import { holdPrizeMoney } from './prize-money';
import { prizeShortMessage } from '@/lib/payments';

export type PrizeUpdateResult =
  { ok: true; slug: string; platform: string } | { ok: false; status: 402 | 403 | 404 | 422; errors: FieldError[] };

export async function updatePrize(
  db: Db,
  user: UserRow,
  challengeId: number,
  update: PrizeUpdate,
  now = new Date(),
): Promise<PrizeUpdateResult> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
  if (!row || row.state !== 'published')
    return { ok: false, status: 404, errors: [{ field: '*', error: 'Challenge not found' }] };
  if (row.catalystId !== user.id)
    return { ok: false, status: 403, errors: [{ field: '*', error: PRIZE_UPDATE_MESSAGES.notCatalyst }] };
  if (isClosedRow(row, now))
    return { ok: false, status: 422, errors: [{ field: '*', error: PRIZE_UPDATE_MESSAGES.closed }] };
  const errors = prizeUpdateErrors(update, {
    prize_money_cents: row.prizeMoneyCents,
    duration_start: row.durationStart.toISOString(),
    duration_end: row.durationEnd.toISOString(),
  });
  if (errors.length) return { ok: false, status: 422, errors };
  const other = update.prize_type === 'other';
  const money = parseMoneyText(update.prize_money) ?? row.prizeMoneyCents;
  try {
    const closedMeanwhile = await db.transaction(async (tx) => {
      // Locked and read again: a closing that ran since the check above has shared the escrow out,
      // and money added now would stay there.
      const [locked] = await tx.select().from(challenges).where(eq(challenges.id, challengeId)).for('update');
      if (isClosedRow(locked, now)) return true;
      await tx
        .update(challenges)
        .set({
          prizeType: update.prize_type,
          prizeMoneyCents: money,
          prizeTitle: other ? update.prize_title.trim() : null,
          prizeDescription: other ? update.prize_description.trim() : null,
          ...(update.duration_end ? { durationEnd: new Date(update.duration_end) } : {}),
          updatedAt: now,
        })
        .where(eq(challenges.id, challengeId));
      await holdPrizeMoney(tx, { challengeId, catalystId: user.id, totalCents: money, at: now });
      return false;
    });
    if (closedMeanwhile)
      return { ok: false, status: 422, errors: [{ field: '*', error: PRIZE_UPDATE_MESSAGES.closed }] };
  } catch (err) {
    if (!(err instanceof InsufficientFunds)) throw err;
    return {
      ok: false,
      status: 402,
      errors: [{ field: 'prize_money', error: prizeShortMessage(err.neededCents, err.balanceCents) }],
    };
  }
  const [platform] = await db.select({ slug: platforms.slug }).from(platforms).where(eq(platforms.id, row.platformId));
  return { ok: true, slug: row.slug, platform: platform.slug };
}
