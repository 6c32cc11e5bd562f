// Withdrawals (issue 16 §6; spec 1 §6 admin payments and payouts): a player asks for money out of
// their wallet, which moves it to the payouts account at once (it can no longer be spent); an admin
// then pays it (a Stripe transfer when Stripe is configured, otherwise by hand with a reference)
// or rejects it, which returns the money to the wallet. Each decision happens once: the request
// row is locked and must still be pending.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { MONEY_REASONS, PAYMENT_MESSAGES, shortOfFundsMessage } from '@/lib/payments';
import type { AdminPayout, PayoutDecision } from '@/lib/contracts/wallet';
import type { Db } from '../db/client';
import { payoutRequests, users } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { EXTERNAL, InsufficientFunds, PAYOUTS, balanceOf, postTransaction, walletOf } from './ledger';
import type { Actor } from './wallet';

export type WithdrawalResult =
  { ok: true; id: number; balance_cents: number } | { ok: false; status: 402; error: string };

export async function requestWithdrawal(
  db: Db,
  actor: Actor,
  input: { amountCents: number; destination: string; requestKey: string },
  now = new Date(),
): Promise<WithdrawalResult> {
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(payoutRequests)
        .values({
          userId: actor.userId,
          amountCents: input.amountCents,
          destination: input.destination,
          requestKey: input.requestKey,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [payoutRequests.userId, payoutRequests.requestKey] })
        .returning({ id: payoutRequests.id });
      if (!created) {
        const [before] = await tx
          .select({ id: payoutRequests.id })
          .from(payoutRequests)
          .where(and(eq(payoutRequests.userId, actor.userId), eq(payoutRequests.requestKey, input.requestKey)));
        return before.id;
      }
      await postTransaction(tx, {
        key: `withdrawal:${created.id}`,
        reason: MONEY_REASONS.withdrawal,
        reference: { type: 'payout', id: created.id },
        legs: [
          { account: walletOf(actor.userId), cents: -input.amountCents },
          { account: PAYOUTS, cents: input.amountCents },
        ],
        actor,
        at: now,
      });
      return created.id;
    });
    return { ok: true, id, balance_cents: await balanceOf(db, walletOf(actor.userId)) };
  } catch (err) {
    if (err instanceof InsufficientFunds)
      return { ok: false, status: 402, error: shortOfFundsMessage(err.neededCents, err.balanceCents) };
    throw err;
  }
}

/** The admin payments page: withdrawals by status, newest first. */
export async function listPayouts(db: Db, status: 'pending' | 'paid' | 'rejected'): Promise<AdminPayout[]> {
  const rows = await db
    .select({ p: payoutRequests, screenName: users.screenName })
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.userId))
    .where(eq(payoutRequests.status, status))
    .orderBy(desc(payoutRequests.id))
    .limit(100);
  const deciders = [...new Set(rows.map((r) => r.p.decidedBy).filter((id): id is number => id !== null))];
  const names = deciders.length
    ? new Map(
        (await db.select({ id: users.id, name: users.screenName }).from(users).where(inArray(users.id, deciders))).map(
          (u) => [u.id, u.name],
        ),
      )
    : new Map<number, string>();
  return rows.map(({ p, screenName }) => ({
    id: p.id,
    user: { id: p.userId, screen_name: screenName },
    amount_cents: p.amountCents,
    destination: p.destination,
    status: p.status,
    reference: p.reference,
    note: p.note,
    created_at: p.createdAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
    decided_by: p.decidedBy === null ? null : (names.get(p.decidedBy) ?? null),
  }));
}

export type DecisionResult =
  | { ok: true; payout: { id: number; status: 'paid' | 'rejected'; reference: string | null } }
  | {
      ok: false;
      status: 404 | 409 | 422 | 502;
      field: string;
      error: string;
    };

/** An admin pays or rejects a pending withdrawal. */
export async function decidePayout(
  db: Db,
  provider: PaymentProvider,
  admin: Actor,
  payoutId: number,
  decision: PayoutDecision,
  now = new Date(),
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for('update');
    if (!request) return { ok: false, status: 404, field: '*', error: PAYMENT_MESSAGES.payoutNotFound };
    if (request.status !== 'pending')
      return { ok: false, status: 409, field: '*', error: PAYMENT_MESSAGES.payoutDecided };
    const reference = { type: 'payout', id: request.id };
    if (decision.decision === 'reject') {
      await postTransaction(tx, {
        key: `withdrawal-rejected:${request.id}`,
        reason: MONEY_REASONS.withdrawalRejected,
        reference,
        legs: [
          { account: PAYOUTS, cents: -request.amountCents },
          { account: walletOf(request.userId), cents: request.amountCents },
        ],
        actor: admin,
        memo: decision.note || undefined,
        at: now,
      });
      await tx
        .update(payoutRequests)
        .set({ status: 'rejected', decidedBy: admin.userId, decidedAt: now, note: decision.note || null })
        .where(eq(payoutRequests.id, request.id));
      return { ok: true, payout: { id: request.id, status: 'rejected', reference: null } };
    }
    let paidReference: string;
    try {
      const paid = await provider.payout({
        payoutId: request.id,
        amountCents: request.amountCents,
        destination: request.destination,
      });
      if (paid) paidReference = paid.reference;
      else if (decision.reference) paidReference = decision.reference;
      else return { ok: false, status: 422, field: 'reference', error: PAYMENT_MESSAGES.referenceRequired };
    } catch (err) {
      console.error('[payments] payout failed', err);
      return { ok: false, status: 502, field: '*', error: PAYMENT_MESSAGES.stripeFailed };
    }
    await postTransaction(tx, {
      key: `withdrawal-paid:${request.id}`,
      reason: MONEY_REASONS.withdrawalPaid,
      reference,
      legs: [
        { account: PAYOUTS, cents: -request.amountCents },
        { account: EXTERNAL, cents: request.amountCents },
      ],
      actor: admin,
      memo: paidReference,
      at: now,
    });
    await tx
      .update(payoutRequests)
      .set({
        status: 'paid',
        decidedBy: admin.userId,
        decidedAt: now,
        reference: paidReference,
        note: decision.note || null,
      })
      .where(eq(payoutRequests.id, request.id));
    return { ok: true, payout: { id: request.id, status: 'paid', reference: paidReference } };
  });
}
