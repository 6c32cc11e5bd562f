// Withdrawals (issue 16 §6; spec 1 §6 admin payments and payouts): a player asks for money out of
// their wallet, which moves it to the payouts account at once (it can no longer be spent); an admin
// then pays it (a Stripe transfer when Stripe is configured, otherwise by hand with a reference)
// or rejects it, which returns the money to the wallet. Each decision happens once: the request
// row is locked and must still be pending.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MONEY_REASONS, PAYMENT_MESSAGES, shortOfFundsMessage } from '@/lib/payments';
import type { AdminPayout, PayoutDecision } from '@/lib/contracts/wallet';
import { rows, type Db, type Tx } from '../db/client';
import { payoutRequests, users } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import {
  EXTERNAL,
  IdempotencyConflict,
  InsufficientFunds,
  PAYOUTS,
  balanceOf,
  postTransaction,
  walletOf,
} from './ledger';
import type { Actor } from './wallet';

export type WithdrawalResult =
  | { ok: true; id: number; balance_cents: number }
  | { ok: false; status: 402 | 409 | 422; field: string; error: string };

/**
 * Sandbox money still in a wallet: with real payouts (Stripe) it can never leave as real money.
 * Our rule: whatever the wallet spent was sandbox money first, so what is left of it is what it
 * received from sandbox movements minus everything that went out, at least zero.
 */
async function sandboxLeft(tx: Db | Tx, userId: number): Promise<number> {
  const [row] = await rows<{ sandbox_in: string | null; out: string | null }>(
    tx,
    sql`select sum(e.amount_cents) filter (where t.sandbox and e.amount_cents > 0) as sandbox_in,
          -sum(e.amount_cents) filter (where e.amount_cents < 0) as out
        from money_entries e
        join money_transactions t on t.id = e.transaction_id
        join money_accounts a on a.id = e.account_id
        where a.kind = 'wallet' and a.key = ${String(userId)}`,
  );
  return Math.max(0, Number(row?.sandbox_in ?? 0) - Number(row?.out ?? 0));
}

export async function requestWithdrawal(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  input: { amountCents: number; destination: string; requestKey: string },
  now = new Date(),
): Promise<WithdrawalResult> {
  if (provider.name === 'stripe' && !STRIPE_ACCOUNT.test(input.destination))
    return { ok: false, status: 422, field: 'destination', error: PAYMENT_MESSAGES.stripeDestination };
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
          .select()
          .from(payoutRequests)
          .where(and(eq(payoutRequests.userId, actor.userId), eq(payoutRequests.requestKey, input.requestKey)));
        if (before.amountCents !== input.amountCents || before.destination !== input.destination)
          throw new IdempotencyConflict(input.requestKey);
        return before.id;
      }
      if (provider.name === 'stripe') {
        // Only money that came in for real leaves for real.
        const withdrawable = (await balanceOf(tx, walletOf(actor.userId))) - (await sandboxLeft(tx, actor.userId));
        if (input.amountCents > withdrawable) throw new NotWithdrawable();
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
        sandbox: provider.name === 'sandbox',
        at: now,
      });
      return created.id;
    });
    return { ok: true, id, balance_cents: await balanceOf(db, walletOf(actor.userId)) };
  } catch (err) {
    if (err instanceof InsufficientFunds)
      return {
        ok: false,
        status: 402,
        field: 'amount_cents',
        error: shortOfFundsMessage(err.neededCents, err.balanceCents),
      };
    if (err instanceof NotWithdrawable)
      return { ok: false, status: 422, field: 'amount_cents', error: PAYMENT_MESSAGES.sandboxNotWithdrawable };
    if (err instanceof IdempotencyConflict)
      return { ok: false, status: 409, field: '*', error: PAYMENT_MESSAGES.keyReused };
    throw err;
  }
}

class NotWithdrawable extends Error {}
const STRIPE_ACCOUNT = /^acct_[A-Za-z0-9]{6,}$/;

/** The admin payments page: withdrawals by status, newest first. */
export async function listPayouts(db: Db, status: 'pending' | 'paid' | 'rejected'): Promise<AdminPayout[]> {
  const rows = await db
    .select({ p: payoutRequests, screenName: users.screenName })
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.userId))
    // A payout being paid (a Stripe transfer under way, or one that stopped half-way) is listed with
    // the pending ones, so it is never out of sight.
    .where(
      status === 'pending'
        ? inArray(payoutRequests.status, ['pending', 'processing'])
        : eq(payoutRequests.status, status),
    )
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

type PayoutRow = typeof payoutRequests.$inferSelect;

async function markPaid(db: Db, request: PayoutRow, admin: Actor, reference: string, note: string | null, now: Date) {
  await db.transaction(async (tx) => {
    await postTransaction(tx, {
      key: `withdrawal-paid:${request.id}`,
      reason: MONEY_REASONS.withdrawalPaid,
      reference: { type: 'payout', id: request.id },
      legs: [
        { account: PAYOUTS, cents: -request.amountCents },
        { account: EXTERNAL, cents: request.amountCents },
      ],
      actor: admin,
      memo: reference,
      at: now,
    });
    await tx
      .update(payoutRequests)
      .set({ status: 'paid', decidedBy: admin.userId, decidedAt: now, reference, note })
      .where(eq(payoutRequests.id, request.id));
  });
}

/**
 * An admin pays or rejects a pending withdrawal. A Stripe payout is two steps, so that no network
 * call happens inside a database transaction: the request is first marked 'processing' (a second
 * decision now gets 409), then Stripe is asked (its idempotency key names this request), then the
 * ledger records it paid; a failed call puts the request back to pending.
 */
export async function decidePayout(
  db: Db,
  provider: PaymentProvider,
  admin: Actor,
  payoutId: number,
  decision: PayoutDecision,
  now = new Date(),
): Promise<DecisionResult> {
  const note = decision.note || null;
  const claimed = await db.transaction(async (tx): Promise<DecisionResult | PayoutRow> => {
    const [request] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for('update');
    if (!request) return { ok: false, status: 404, field: '*', error: PAYMENT_MESSAGES.payoutNotFound };
    if (request.status !== 'pending')
      return { ok: false, status: 409, field: '*', error: PAYMENT_MESSAGES.payoutDecided };
    if (decision.decision === 'reject') {
      await postTransaction(tx, {
        key: `withdrawal-rejected:${request.id}`,
        reason: MONEY_REASONS.withdrawalRejected,
        reference: { type: 'payout', id: request.id },
        legs: [
          { account: PAYOUTS, cents: -request.amountCents },
          { account: walletOf(request.userId), cents: request.amountCents },
        ],
        actor: admin,
        memo: note ?? undefined,
        at: now,
      });
      await tx
        .update(payoutRequests)
        .set({ status: 'rejected', decidedBy: admin.userId, decidedAt: now, note })
        .where(eq(payoutRequests.id, request.id));
      return { ok: true, payout: { id: request.id, status: 'rejected', reference: null } };
    }
    if (provider.name !== 'stripe' && !decision.reference)
      return { ok: false, status: 422, field: 'reference', error: PAYMENT_MESSAGES.referenceRequired };
    await tx.update(payoutRequests).set({ status: 'processing' }).where(eq(payoutRequests.id, request.id));
    return request;
  });
  if ('ok' in claimed) return claimed;
  let reference = decision.reference ?? '';
  try {
    const paid = await provider.payout({
      payoutId: claimed.id,
      amountCents: claimed.amountCents,
      destination: claimed.destination,
      idempotencyKey: `payout-${claimed.userId}-${claimed.requestKey}`,
    });
    if (paid) reference = paid.reference;
  } catch (err) {
    console.error('[payments] payout failed', err);
    await db.update(payoutRequests).set({ status: 'pending' }).where(eq(payoutRequests.id, claimed.id));
    return { ok: false, status: 502, field: '*', error: PAYMENT_MESSAGES.stripeFailed };
  }
  await markPaid(db, claimed, admin, reference, note, now);
  return { ok: true, payout: { id: claimed.id, status: 'paid', reference } };
}
