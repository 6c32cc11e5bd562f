// Money (DESIGN.md 'money'; spec 2 §9, spec 3 §1 patron, spec 1 §6 payouts): a double-entry ledger
// in integer cents. Every movement is one money_transactions row whose money_entries sum to zero
// (a deferred constraint trigger checks it at commit); entries and transactions are append-only
// (triggers refuse UPDATE and DELETE); each account's balance is kept in its row by a trigger on
// money_entries, and a CHECK keeps every account but the external one at or above zero, so a
// wallet can never go negative whatever the code does (migration money_sql).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const MONEY_ACCOUNT_KINDS = [
  'wallet',
  'escrow',
  'prize_pool',
  'pool',
  'payouts',
  'revenue',
  'external',
] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

/**
 * One account per holder of money. `key` names the holder within its kind: a user id for a
 * wallet, a challenge id for an escrow, an olympiad id for a prize pool, 'platform:{id}' or
 * 'category:{name}' for a patron pool, 'main' for the single system accounts (payouts in flight,
 * platform revenue, the outside world).
 */
export const moneyAccounts = pgTable(
  'money_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MoneyAccountKind>().notNull(),
    key: text('key').notNull(),
    /** The wallet's owner (kind 'wallet' only). */
    userId: integer('user_id').references(() => users.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('money_accounts_kind_key').on(t.kind, t.key),
    check(
      'money_accounts_kind',
      sql`${t.kind} in ('wallet','escrow','prize_pool','pool','payouts','revenue','external')`,
    ),
    // The outside world is the only account that goes below zero: it is minus all money ever paid in.
    check('money_accounts_balance_not_negative', sql`${t.kind} = 'external' or ${t.balanceCents} >= 0`),
  ],
);

/** One movement of money: its entries sum to zero. */
export const moneyTransactions = pgTable(
  'money_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Why the money moved (lib/payments.ts MONEY_REASONS). */
    reason: text('reason').notNull(),
    /** What it is about: challenge, idea, olympiad, funding, payout, deposit. */
    referenceType: text('reference_type').notNull(),
    referenceId: integer('reference_id').notNull(),
    /** Unique: a retried request or a redelivered webhook finds its transaction and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who caused it (null for jobs); the admin acting in shadow mode, when one was. */
    actorUserId: integer('actor_user_id'),
    shadowAdminId: integer('shadow_admin_id'),
    /** Money of the sandbox payment provider (no real money behind it). */
    sandbox: boolean('sandbox').notNull().default(false),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('money_transactions_idempotency').on(t.idempotencyKey),
    index('money_transactions_reference').on(t.referenceType, t.referenceId),
  ],
);

export const moneyEntries = pgTable(
  'money_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => moneyTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => moneyAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An account's history, newest first: the wallet page's first page is an index range scan.
    index('money_entries_account').on(t.accountId, t.id),
    index('money_entries_transaction').on(t.transactionId),
    check('money_entries_not_zero', sql`${t.amountCents} <> 0`),
  ],
);

/** Adding funds through a payment provider: created when the player starts, credited once paid. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    /** The provider's reference (a Stripe Checkout Session id). */
    externalId: text('external_id'),
    status: text('status').$type<'pending' | 'credited' | 'expired'>().notNull().default('pending'),
    /** The browser's Idempotency-Key: the same request twice is one deposit. */
    requestKey: text('request_key').notNull(),
    /** Stripe's Checkout page for this deposit, given again to a repeated request. */
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_external').on(t.provider, t.externalId),
    uniqueIndex('deposits_request').on(t.userId, t.requestKey),
    index('deposits_user').on(t.userId, t.id),
    check('deposits_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Webhook events already handled (Stripe event ids): a redelivery is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A withdrawal: the money waits in the payouts account until an admin pays or rejects it. */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    /** Where the player wants it (a Stripe account id, or payment details for a payout by hand). */
    destination: text('destination').notNull(),
    /** 'processing' while a Stripe transfer for it is under way. */
    status: text('status').$type<'pending' | 'processing' | 'paid' | 'rejected'>().notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The Stripe transfer id, or the admin's reference of a payout by hand. */
    reference: text('reference'),
    note: text('note'),
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_requests_status').on(t.status, t.id),
    index('payout_requests_user').on(t.userId, t.id),
    uniqueIndex('payout_requests_request').on(t.userId, t.requestKey),
    check('payout_requests_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A patron's funding of a user, challenge, platform or category: once, or every month until stopped. */
export const fundings = pgTable(
  'fundings',
  {
    id: serial('id').primaryKey(),
    patronId: integer('patron_id')
      .notNull()
      .references(() => users.id),
    targetType: text('target_type').$type<'user' | 'challenge' | 'platform' | 'category'>().notNull(),
    /** The target's id (user, challenge, platform) or name (category). */
    target: text('target').notNull(),
    amountCents: integer('amount_cents').notNull(),
    recurrence: text('recurrence').$type<'once' | 'monthly'>().notNull(),
    status: text('status').$type<'active' | 'done' | 'stopped'>().notNull(),
    /** Monthly: when the next charge is due. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    charges: integer('charges').notNull().default(0),
    stoppedReason: text('stopped_reason'),
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fundings_patron').on(t.patronId, t.id),
    uniqueIndex('fundings_request').on(t.patronId, t.requestKey),
    index('fundings_due')
      .on(t.nextChargeAt)
      .where(sql`${t.status} = 'active'`),
    check('fundings_amount_minimum', sql`${t.amountCents} >= 100`),
  ],
);

/** Who asked for which money change, when, and what came of it (DESIGN.md: audit). Append-only. */
export const moneyAudit = pgTable(
  'money_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    shadowAdminId: integer('shadow_admin_id'),
    action: text('action').notNull(),
    status: integer('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('money_audit_user').on(t.userId, t.id)],
);
