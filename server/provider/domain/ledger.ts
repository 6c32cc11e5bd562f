// The money ledger (DESIGN.md 'money'; tables/money.ts and migration money_sql): accounts, one
// function that moves money, and balances. Every movement goes through postTransaction, inside
// the caller's database transaction, so money moves together with what it pays for (an idea, a
// closing, a payout) or not at all.
//
// Locking: postTransaction locks every account it touches in id order (SELECT ... FOR UPDATE)
// before writing, so two movements over the same accounts queue instead of deadlocking, and each
// sees the balance the one before it left. The database refuses a negative balance anyway (CHECK).
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { MoneyReason } from '@/lib/payments';
import type { Db, Tx } from '../db/client';
import { moneyAccounts, moneyEntries, moneyTransactions, type MoneyAccountKind } from '../db/schema';

export interface AccountRef {
  kind: MoneyAccountKind;
  key: string;
  userId?: number;
}

export const walletOf = (userId: number): AccountRef => ({ kind: 'wallet', key: String(userId), userId });
export const escrowOf = (challengeId: number): AccountRef => ({ kind: 'escrow', key: String(challengeId) });
export const prizePoolOf = (olympiadId: number): AccountRef => ({ kind: 'prize_pool', key: String(olympiadId) });
export const platformPoolOf = (platformId: number): AccountRef => ({ kind: 'pool', key: `platform:${platformId}` });
export const REVENUE: AccountRef = { kind: 'revenue', key: 'main' };
export const EXTERNAL: AccountRef = { kind: 'external', key: 'main' };
/** Withdrawals on their way out: requested, not yet paid or rejected. */
export const PAYOUTS: AccountRef = { kind: 'payouts', key: 'main' };

export interface Leg {
  account: AccountRef;
  cents: number;
}

export interface Posting {
  /** Unique per movement: the same key twice moves money once. */
  key: string;
  reason: MoneyReason;
  reference: { type: string; id: number };
  legs: Leg[];
  actor?: { userId: number | null; shadowAdminId?: number | null };
  sandbox?: boolean;
  memo?: string;
  at?: Date;
}

/** A movement that would take an account below zero: nothing moved. */
export class InsufficientFunds extends Error {
  constructor(
    readonly account: AccountRef,
    readonly neededCents: number,
    readonly balanceCents: number,
  ) {
    super(`${account.kind} ${account.key} holds ${balanceCents} cents, needs ${neededCents}`);
  }
}

/** An idempotency key used again for a different movement: nothing moved. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`Idempotency key ${key} was used for a different movement`);
  }
}

const refKey = (ref: AccountRef) => `${ref.kind}:${ref.key}`;

/** The account's id, creating the account on first use. */
export async function accountId(tx: Db | Tx, ref: AccountRef): Promise<number> {
  const where = and(eq(moneyAccounts.kind, ref.kind), eq(moneyAccounts.key, ref.key));
  const [found] = await tx.select({ id: moneyAccounts.id }).from(moneyAccounts).where(where);
  if (found) return found.id;
  await tx
    .insert(moneyAccounts)
    .values({ kind: ref.kind, key: ref.key, userId: ref.userId ?? null })
    .onConflictDoNothing();
  const [created] = await tx.select({ id: moneyAccounts.id }).from(moneyAccounts).where(where);
  return created.id;
}

type LockedAccount = { id: number; kind: MoneyAccountKind; balance: number };

/**
 * Locks the accounts (creating any that do not exist yet) in id order and answers each one's id
 * and balance, by kind:key. One query when they all exist, as they do after a player's first move.
 */
async function lockAccounts(tx: Tx, refs: AccountRef[]): Promise<Map<string, LockedAccount>> {
  const select = () =>
    tx
      .select({
        id: moneyAccounts.id,
        kind: moneyAccounts.kind,
        key: moneyAccounts.key,
        balance: moneyAccounts.balanceCents,
      })
      .from(moneyAccounts)
      .where(or(...refs.map((ref) => and(eq(moneyAccounts.kind, ref.kind), eq(moneyAccounts.key, ref.key)))))
      .orderBy(asc(moneyAccounts.id))
      .for('update');
  let found = await select();
  if (found.length < refs.length) {
    const have = new Set(found.map((row) => `${row.kind}:${row.key}`));
    // Sorted, so two first movements creating the same accounts insert them in one order.
    const missing = refs.filter((ref) => !have.has(refKey(ref))).sort((a, b) => refKey(a).localeCompare(refKey(b)));
    await tx
      .insert(moneyAccounts)
      .values(missing.map((ref) => ({ kind: ref.kind, key: ref.key, userId: ref.userId ?? null })))
      .onConflictDoNothing();
    found = await select();
  }
  return new Map(found.map((row) => [`${row.kind}:${row.key}`, row]));
}

/** Legs on one account merged, zero legs dropped; throws when they do not sum to zero. */
function balancedLegs(legs: readonly Leg[]): Leg[] {
  const merged = new Map<string, Leg>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.cents)) throw new RangeError(`Money legs are whole cents, got ${leg.cents}`);
    const key = refKey(leg.account);
    const seen = merged.get(key);
    merged.set(key, { account: leg.account, cents: (seen?.cents ?? 0) + leg.cents });
  }
  const out = [...merged.values()].filter((leg) => leg.cents !== 0);
  const sum = out.reduce((total, leg) => total + leg.cents, 0);
  if (sum !== 0) throw new RangeError(`A money transaction must sum to zero, got ${sum}`);
  return out;
}

export interface Posted {
  transactionId: number;
  /** True when the key had moved money before: this call moved nothing. */
  replayed: boolean;
}

/** Moves money: one transaction whose legs sum to zero, once per key. Throws InsufficientFunds. */
export async function postTransaction(tx: Tx, posting: Posting): Promise<Posted> {
  const legs = balancedLegs(posting.legs);
  const at = posting.at ?? new Date();
  const [inserted] = await tx
    .insert(moneyTransactions)
    .values({
      reason: posting.reason,
      referenceType: posting.reference.type,
      referenceId: posting.reference.id,
      idempotencyKey: posting.key,
      actorUserId: posting.actor?.userId ?? null,
      shadowAdminId: posting.actor?.shadowAdminId ?? null,
      sandbox: posting.sandbox ?? false,
      memo: posting.memo ?? null,
      createdAt: at,
    })
    .onConflictDoNothing({ target: moneyTransactions.idempotencyKey })
    .returning({ id: moneyTransactions.id });
  if (!inserted) {
    const [before] = await tx
      .select({
        id: moneyTransactions.id,
        reason: moneyTransactions.reason,
        referenceType: moneyTransactions.referenceType,
        referenceId: moneyTransactions.referenceId,
      })
      .from(moneyTransactions)
      .where(eq(moneyTransactions.idempotencyKey, posting.key));
    // A key names one movement: used again for another one, it is a client's mistake, not a retry.
    if (
      before.reason !== posting.reason ||
      before.referenceType !== posting.reference.type ||
      before.referenceId !== posting.reference.id
    )
      throw new IdempotencyConflict(posting.key);
    return { transactionId: before.id, replayed: true };
  }
  if (legs.length === 0) return { transactionId: inserted.id, replayed: false };

  const locked = await lockAccounts(
    tx,
    legs.map((leg) => leg.account),
  );
  for (const leg of legs) {
    const row = locked.get(refKey(leg.account))!;
    if (leg.cents < 0 && row.kind !== 'external' && row.balance + leg.cents < 0)
      throw new InsufficientFunds(leg.account, -leg.cents, row.balance);
  }
  const entries = legs
    .map((leg) => ({
      transactionId: inserted.id,
      accountId: locked.get(refKey(leg.account))!.id,
      amountCents: leg.cents,
    }))
    .sort((a, b) => a.accountId - b.accountId)
    .map((entry) => ({ ...entry, createdAt: at }));
  await tx.insert(moneyEntries).values(entries);
  return { transactionId: inserted.id, replayed: false };
}

/** The transaction a key moved, or null. */
export async function transactionByKey(db: Db | Tx, key: string) {
  const [row] = await db.select().from(moneyTransactions).where(eq(moneyTransactions.idempotencyKey, key));
  return row ?? null;
}

/** An account's balance in cents (0 before its first movement). */
export async function balanceOf(db: Db | Tx, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: moneyAccounts.balanceCents })
    .from(moneyAccounts)
    .where(and(eq(moneyAccounts.kind, ref.kind), eq(moneyAccounts.key, ref.key)));
  return row?.balance ?? 0;
}

/** The money a reference (a challenge, an idea) moved into or out of one account, by reason. */
export async function movedFor(
  db: Db | Tx,
  ref: AccountRef,
  reference: { type: string; id: number },
  reason: MoneyReason,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${moneyEntries.amountCents})` })
    .from(moneyEntries)
    .innerJoin(moneyTransactions, eq(moneyTransactions.id, moneyEntries.transactionId))
    .innerJoin(moneyAccounts, eq(moneyAccounts.id, moneyEntries.accountId))
    .where(
      and(
        eq(moneyAccounts.kind, ref.kind),
        eq(moneyAccounts.key, ref.key),
        eq(moneyTransactions.referenceType, reference.type),
        eq(moneyTransactions.referenceId, reference.id),
        eq(moneyTransactions.reason, reason),
      ),
    );
  return Number(row?.total ?? 0);
}
