// A player's wallet (issue 16 §2, §6): adding funds through the payment provider, the balance and
// the paged history of movements, and withdrawals (payout requests an admin decides, payouts.ts).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MONEY_REASONS, PAYMENT_MESSAGES, WALLET_HISTORY_PAGE_SIZE, type MoneyReason } from '@/lib/payments';
import type { WalletHistoryItem, WalletView } from '@/lib/contracts/wallet';
import type { Db, Tx } from '../db/client';
import {
  challenges,
  deposits,
  fundings,
  moneyAccounts,
  moneyEntries,
  moneyTransactions,
  paymentEvents,
  payoutRequests,
  prizeAwards,
} from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { EXTERNAL, balanceOf, postTransaction, walletOf } from './ledger';
import { fundingTargetLabels } from './funding-targets';

export type Actor = { userId: number; shadowAdminId: number | null };

/** One page of a wallet's movements, newest first, with the challenge each was about. */
async function history(db: Db, accountId: number | null, page: number) {
  if (accountId === null) return { items: [], total: 0, sandbox: false };
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: moneyEntries.id,
        amount: moneyEntries.amountCents,
        at: moneyEntries.createdAt,
        reason: moneyTransactions.reason,
        referenceType: moneyTransactions.referenceType,
        referenceId: moneyTransactions.referenceId,
        sandbox: moneyTransactions.sandbox,
        memo: moneyTransactions.memo,
        slug: challenges.slug,
        title: challenges.questionTitle,
      })
      .from(moneyEntries)
      .innerJoin(moneyTransactions, eq(moneyTransactions.id, moneyEntries.transactionId))
      .leftJoin(
        challenges,
        and(eq(moneyTransactions.referenceType, 'challenge'), eq(challenges.id, moneyTransactions.referenceId)),
      )
      .where(eq(moneyEntries.accountId, accountId))
      .orderBy(desc(moneyEntries.id))
      .limit(WALLET_HISTORY_PAGE_SIZE)
      .offset((page - 1) * WALLET_HISTORY_PAGE_SIZE),
    db
      .select({ total: count(), sandbox: sql<boolean | null>`bool_or(${moneyTransactions.sandbox})` })
      .from(moneyEntries)
      .innerJoin(moneyTransactions, eq(moneyTransactions.id, moneyEntries.transactionId))
      .where(eq(moneyEntries.accountId, accountId)),
  ]);
  const items: WalletHistoryItem[] = rows.map((row) => ({
    id: row.id,
    amount_cents: row.amount,
    reason: row.reason as MoneyReason,
    created_at: row.at.toISOString(),
    sandbox: row.sandbox,
    memo: row.memo,
    reference: { type: row.referenceType, id: row.referenceId },
    challenge: row.slug && row.title ? { slug: row.slug, title: row.title } : null,
  }));
  return { items, total: totals.total, sandbox: Boolean(totals.sandbox) };
}

export async function walletView(db: Db, provider: PaymentProvider, userId: number, page = 1): Promise<WalletView> {
  const [account] = await db
    .select({ id: moneyAccounts.id, balance: moneyAccounts.balanceCents })
    .from(moneyAccounts)
    .where(and(eq(moneyAccounts.kind, 'wallet'), eq(moneyAccounts.key, String(userId))));
  const [page1, held, payouts, patronage] = await Promise.all([
    history(db, account?.id ?? null, page),
    db
      .select({
        challengeId: prizeAwards.challengeId,
        slug: challenges.slug,
        title: challenges.questionTitle,
        amount: prizeAwards.amountCents,
        payableAt: prizeAwards.payableAt,
      })
      .from(prizeAwards)
      .innerJoin(challenges, eq(challenges.id, prizeAwards.challengeId))
      .where(and(eq(prizeAwards.userId, userId), isNull(prizeAwards.paidAt), isNull(prizeAwards.declinedAt))),
    db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.userId, userId))
      .orderBy(desc(payoutRequests.id))
      .limit(10),
    db.select().from(fundings).where(eq(fundings.patronId, userId)).orderBy(desc(fundings.id)).limit(20),
  ]);
  const labels = await fundingTargetLabels(db, patronage);
  return {
    balance_cents: account?.balance ?? 0,
    provider: provider.name,
    sandbox_funds: provider.name === 'sandbox' || page1.sandbox,
    history: { items: page1.items, page, page_size: WALLET_HISTORY_PAGE_SIZE, total: page1.total },
    held_prizes: held
      .filter((h) => h.payableAt !== null)
      .map((h) => ({
        challenge: { slug: h.slug, title: h.title },
        amount_cents: h.amount,
        payable_at: h.payableAt!.toISOString(),
      })),
    withdrawals: payouts.map((p) => ({
      id: p.id,
      amount_cents: p.amountCents,
      status: p.status,
      destination: p.destination,
      reference: p.reference,
      note: p.note,
      created_at: p.createdAt.toISOString(),
    })),
    fundings: patronage.map((f) => ({
      id: f.id,
      target_type: f.targetType,
      target: labels.get(f.id) ?? { label: f.target, href: null },
      amount_cents: f.amountCents,
      recurrence: f.recurrence,
      status: f.status,
      next_charge_at: f.nextChargeAt?.toISOString() ?? null,
      charges: f.charges,
      stopped_reason: f.stoppedReason,
    })),
  };
}

export type DepositResult =
  | { ok: true; credited: true; balance_cents: number }
  | { ok: true; credited: false; url: string }
  | { ok: false; status: 409 | 502; error: string };

/** Credits a deposit once (the sandbox at once, Stripe from its webhook). */
async function creditDeposit(tx: Tx, deposit: typeof deposits.$inferSelect, sandbox: boolean, now: Date) {
  await postTransaction(tx, {
    key: `deposit:${deposit.id}`,
    reason: MONEY_REASONS.deposit,
    reference: { type: 'deposit', id: deposit.id },
    legs: [
      { account: EXTERNAL, cents: -deposit.amountCents },
      { account: walletOf(deposit.userId), cents: deposit.amountCents },
    ],
    actor: { userId: deposit.userId },
    sandbox,
    at: now,
  });
  await tx
    .update(deposits)
    .set({ status: 'credited', creditedAt: now })
    .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'pending')));
}

/** Add funds: one deposit per request key; the sandbox credits it now, Stripe sends the player to Checkout. */
export async function startDeposit(
  db: Db,
  provider: PaymentProvider,
  actor: Actor,
  input: { amountCents: number; requestKey: string; returnUrl: string },
  now = new Date(),
): Promise<DepositResult> {
  const deposit = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(deposits)
      .values({
        userId: actor.userId,
        amountCents: input.amountCents,
        provider: provider.name,
        requestKey: input.requestKey,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [deposits.userId, deposits.requestKey] })
      .returning();
    if (created) return created;
    const [before] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, actor.userId), eq(deposits.requestKey, input.requestKey)));
    return before;
  });
  if (deposit.amountCents !== input.amountCents) return { ok: false, status: 409, error: PAYMENT_MESSAGES.keyReused };
  if (deposit.status === 'credited')
    return { ok: true, credited: true, balance_cents: await balanceOf(db, walletOf(actor.userId)) };
  if (deposit.checkoutUrl) return { ok: true, credited: false, url: deposit.checkoutUrl };
  let started: Awaited<ReturnType<PaymentProvider['startDeposit']>>;
  try {
    started = await provider.startDeposit({
      depositId: deposit.id,
      userId: actor.userId,
      amountCents: deposit.amountCents,
      returnUrl: input.returnUrl,
      idempotencyKey: `deposit-${actor.userId}-${deposit.requestKey}`,
    });
  } catch (err) {
    console.error('[payments] starting a deposit failed', err);
    return { ok: false, status: 502, error: PAYMENT_MESSAGES.stripeFailed };
  }
  if (started.url === null) {
    await db.transaction(async (tx) => {
      await tx.update(deposits).set({ externalId: started.externalId }).where(eq(deposits.id, deposit.id));
      await creditDeposit(tx, deposit, true, now);
    });
    return { ok: true, credited: true, balance_cents: await balanceOf(db, walletOf(actor.userId)) };
  }
  await db
    .update(deposits)
    .set({ externalId: started.externalId, checkoutUrl: started.url })
    .where(eq(deposits.id, deposit.id));
  return { ok: true, credited: false, url: started.url };
}

/** Checkout events that credit a paid session: at once for cards, later for delayed methods. */
const CREDITING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * A verified webhook event: credits the deposit of a paid Checkout Session once. The event id is
 * recorded first, so a redelivered event is acknowledged and moves nothing; the deposit's own
 * ledger key keeps a second event about the same session from crediting twice.
 */
export async function handlePaymentEvent(
  db: Db,
  event: { id: string; type: string; sessionId: string | null; paid: boolean },
  now = new Date(),
): Promise<'credited' | 'duplicate' | 'ignored'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    if (!event.sessionId) return 'ignored';
    if (event.type === 'checkout.session.expired') {
      await tx
        .update(deposits)
        .set({ status: 'expired' })
        .where(
          and(
            eq(deposits.provider, 'stripe'),
            eq(deposits.externalId, event.sessionId),
            eq(deposits.status, 'pending'),
          ),
        );
      return 'ignored';
    }
    if (!CREDITING_EVENTS.has(event.type) || !event.paid) return 'ignored';
    const [deposit] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.provider, 'stripe'), eq(deposits.externalId, event.sessionId)))
      .for('update');
    if (!deposit) return 'ignored';
    await creditDeposit(tx, deposit, false, now);
    return 'credited';
  });
}
