// Patron funding (spec 3 §1 and §9: a user, challenge, platform or category; one-time or monthly;
// minimum $1, no maximum). The first charge happens when the patron funds; a monthly funding is
// charged again by the recurring-funding job on the same day of each later month, each charge
// once (its ledger key names the funding and the charge's number). A charge the wallet cannot
// cover stops the funding with a notice the patron reads on their wallet page. Each charge earns
// the patron neurons (lib/payments.ts patronPoints).
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FundingInput } from '@/lib/contracts/wallet';
import {
  MONEY_REASONS,
  PATRON_REASON,
  PATRON_ROLE,
  PAYMENT_MESSAGES,
  fundingStoppedNotice,
  nextMonthly,
  patronPoints,
  shortOfFundsMessage,
} from '@/lib/payments';
import type { Db, Tx } from '../db/client';
import { fundings, olympiads } from '../db/schema';
import { resolveFundingTarget, fundingTargetLabels, targetId } from './funding-targets';
import { InsufficientFunds, postTransaction, walletOf } from './ledger';
import { awardPoints } from './points';
import type { Actor } from './wallet';

type FundingRow = typeof fundings.$inferSelect;

export type FundingResult =
  | { ok: true; funding: { id: number; status: FundingRow['status'] } }
  | { ok: false; status: 402 | 404 | 409 | 422; error: string };

/** One charge of a funding: the patron's wallet to the target, with the patron's neurons. */
async function charge(tx: Tx, funding: FundingRow, actor: Actor | null, now: Date): Promise<string | null> {
  const target = await resolveFundingTarget(tx, funding.targetType, funding.target, now);
  if ('error' in target) return target.error;
  const number = funding.charges + 1;
  const posted = await postTransaction(tx, {
    key: `funding:${funding.id}:${number}`,
    reason: MONEY_REASONS.funding,
    reference: { type: 'funding', id: funding.id },
    legs: [{ account: walletOf(funding.patronId), cents: -funding.amountCents }, ...target.legs(funding.amountCents)],
    actor: actor ?? undefined,
    at: now,
  });
  const next = funding.recurrence === 'monthly' ? nextChargeAfter(funding.nextChargeAt ?? now, now) : null;
  if (!posted.replayed) await afterCharge(tx, funding, target, now);
  await tx
    .update(fundings)
    .set({ charges: number, status: funding.recurrence === 'monthly' ? 'active' : 'done', nextChargeAt: next })
    .where(eq(fundings.id, funding.id));
  return null;
}

/**
 * The next monthly charge after `scheduled`, later than `now`: after an outage the missed months
 * are not charged all at once, the funding goes on from the next one.
 */
function nextChargeAfter(scheduled: Date, now: Date): Date {
  let next = nextMonthly(scheduled);
  while (next.getTime() <= now.getTime()) next = nextMonthly(next);
  return next;
}

/** What a charge brings besides the money: a tournament's prize total, the patron's neurons. */
async function afterCharge(
  tx: Tx,
  funding: FundingRow,
  target: { olympiadId: number | null; platformId: number | null },
  now: Date,
) {
  if (target.olympiadId !== null)
    await tx
      .update(olympiads)
      .set({ prizeTotalCents: sql`${olympiads.prizeTotalCents} + ${funding.amountCents}` })
      .where(eq(olympiads.id, target.olympiadId));
  await awardPoints(tx, {
    userId: funding.patronId,
    platformId: target.platformId,
    role: PATRON_ROLE,
    reason: PATRON_REASON,
    points: patronPoints(funding.amountCents),
    contextType: 'funding',
    contextId: funding.id,
    createdAt: now,
  });
}

/** POST /fundings: fund once or monthly; the first charge is now. */
export async function createFunding(
  db: Db,
  actor: Actor,
  input: FundingInput,
  requestKey: string,
  now = new Date(),
): Promise<FundingResult> {
  const id = await targetId(db, input.target_type, input.target);
  if (id === null) return { ok: false, status: 404, error: PAYMENT_MESSAGES.fundingTargetMissing };
  if (input.target_type === 'user' && id === actor.userId)
    return { ok: false, status: 422, error: PAYMENT_MESSAGES.fundSelf };
  try {
    return await db.transaction(async (tx): Promise<FundingResult> => {
      const [created] = await tx
        .insert(fundings)
        .values({
          patronId: actor.userId,
          targetType: input.target_type,
          target: String(id),
          amountCents: input.amount_cents,
          recurrence: input.recurrence,
          status: 'active',
          nextChargeAt: now,
          requestKey,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [fundings.patronId, fundings.requestKey] })
        .returning();
      if (!created) {
        const [before] = await tx
          .select()
          .from(fundings)
          .where(and(eq(fundings.patronId, actor.userId), eq(fundings.requestKey, requestKey)));
        return { ok: true, funding: { id: before.id, status: before.status } };
      }
      const refused = await charge(tx, created, actor, now);
      // Throwing rolls the funding row back with the charge: a refused funding leaves nothing behind.
      if (refused) throw new FundingRefused(refused);
      const [after] = await tx.select().from(fundings).where(eq(fundings.id, created.id));
      return { ok: true, funding: { id: after.id, status: after.status } };
    });
  } catch (err) {
    if (err instanceof FundingRefused) return { ok: false, status: 409, error: err.message };
    if (err instanceof InsufficientFunds)
      return { ok: false, status: 402, error: shortOfFundsMessage(err.neededCents, err.balanceCents) };
    throw err;
  }
}

class FundingRefused extends Error {}

/** The patron stops a monthly funding. */
export async function stopFunding(db: Db, actor: Actor, fundingId: number): Promise<FundingResult> {
  const [row] = await db
    .update(fundings)
    .set({ status: 'stopped', nextChargeAt: null, stoppedReason: 'Stopped by you.' })
    .where(and(eq(fundings.id, fundingId), eq(fundings.patronId, actor.userId), eq(fundings.status, 'active')))
    .returning();
  if (!row) return { ok: false, status: 404, error: PAYMENT_MESSAGES.fundingNotFound };
  return { ok: true, funding: { id: row.id, status: row.status } };
}

/**
 * The recurring-funding job: charges every monthly funding that is due, each in its own
 * transaction (SKIP LOCKED: two provider processes running the job take different rows). A wallet
 * short of the amount, or a target that is gone (a closed challenge), stops the funding with a notice.
 */
export async function chargeDueFundings(db: Db, now = new Date()): Promise<{ charged: number; stopped: number }> {
  let charged = 0;
  let stopped = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(fundings)
        .where(and(eq(fundings.status, 'active'), lte(fundings.nextChargeAt, now)))
        .orderBy(asc(fundings.nextChargeAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return 'none' as const;
      let reason: string | null;
      try {
        reason = await tx.transaction(async (inner) => charge(inner, due, null, now));
      } catch (err) {
        if (err instanceof InsufficientFunds) {
          const [label] = (await fundingTargetLabels(tx, [due])).values();
          reason = fundingStoppedNotice(due.amountCents, label?.label ?? 'your target', now);
        } else {
          // One funding that cannot be charged must not hold up every other one behind it.
          console.error(`[fundings] charging funding ${due.id} failed`, err);
          reason = PAYMENT_MESSAGES.fundingFailed;
        }
      }
      if (reason === null) return 'charged' as const;
      await tx
        .update(fundings)
        .set({ status: 'stopped', nextChargeAt: null, stoppedReason: reason })
        .where(eq(fundings.id, due.id));
      return 'stopped' as const;
    });
    if (outcome === 'none') break;
    if (outcome === 'charged') charged += 1;
    else stopped += 1;
  }
  return { charged, stopped };
}
