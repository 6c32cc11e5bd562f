// The wallet, deposits, withdrawals, patron funding and admin payouts (issue 16): request bodies
// and answers shared by the provider, the BFF and the pages. Amounts travel as whole cents.
import { z } from 'zod';
import {
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MIN_CENTS,
  FUNDING_MIN_CENTS,
  MONEY_REASONS,
  PAYMENT_MESSAGES,
  WITHDRAWAL_MIN_CENTS,
} from '../payments';
import { MONEY_MAX_CENTS } from '../money';

const cents = (
  min: number,
  minMessage: string,
  max = MONEY_MAX_CENTS,
  maxMessage: string = PAYMENT_MESSAGES.amountInvalid,
) =>
  z
    .number({ error: PAYMENT_MESSAGES.amountInvalid })
    .int(PAYMENT_MESSAGES.amountInvalid)
    .min(min, minMessage)
    .max(max, maxMessage);

export const depositSchema = z.object({
  amount_cents: cents(DEPOSIT_MIN_CENTS, PAYMENT_MESSAGES.depositMin, DEPOSIT_MAX_CENTS, PAYMENT_MESSAGES.depositMax),
});

export const withdrawalSchema = z.object({
  amount_cents: cents(WITHDRAWAL_MIN_CENTS, PAYMENT_MESSAGES.withdrawalMin),
  destination: z.string().trim().min(1, PAYMENT_MESSAGES.destinationRequired).max(200),
});

export const FUNDING_TARGET_TYPES = ['user', 'challenge', 'platform', 'category'] as const;
export type FundingTargetType = (typeof FUNDING_TARGET_TYPES)[number];
export const FUNDING_RECURRENCES = ['once', 'monthly'] as const;

export const fundingSchema = z.object({
  target_type: z.enum(FUNDING_TARGET_TYPES),
  /** A screen name, challenge slug, platform slug or category name. */
  target: z.string().trim().min(1).max(100),
  amount_cents: cents(FUNDING_MIN_CENTS, PAYMENT_MESSAGES.fundingMin),
  recurrence: z.enum(FUNDING_RECURRENCES),
});
export type FundingInput = z.infer<typeof fundingSchema>;

export const payoutDecisionSchema = z.object({
  decision: z.enum(['pay', 'reject']),
  /** The reference of a payout made by hand (required to pay when Stripe is not configured). */
  reference: z.string().trim().max(200).optional(),
  note: z.string().trim().max(500).optional(),
});
export type PayoutDecision = z.infer<typeof payoutDecisionSchema>;

export { IDEMPOTENCY_HEADER } from '../payments';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,80}$/);

const reasons = Object.values(MONEY_REASONS) as [string, ...string[]];

export const walletHistoryItemSchema = z.object({
  id: z.number(),
  amount_cents: z.number().int(),
  reason: z.enum(reasons),
  created_at: z.string(),
  sandbox: z.boolean(),
  memo: z.string().nullable(),
  reference: z.object({ type: z.string(), id: z.number() }),
  challenge: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItemSchema>;

export const fundingViewSchema = z.object({
  id: z.number(),
  target_type: z.enum(FUNDING_TARGET_TYPES),
  target: z.object({ label: z.string(), href: z.string().nullable() }),
  amount_cents: z.number().int(),
  recurrence: z.enum(FUNDING_RECURRENCES),
  status: z.enum(['active', 'done', 'stopped']),
  next_charge_at: z.string().nullable(),
  charges: z.number().int(),
  stopped_reason: z.string().nullable(),
});
export type FundingView = z.infer<typeof fundingViewSchema>;

export const walletViewSchema = z.object({
  balance_cents: z.number().int(),
  provider: z.enum(['sandbox', 'stripe']),
  /** The wallet holds or held sandbox money (or the sandbox is the provider): the page says so. */
  sandbox_funds: z.boolean(),
  history: z.object({
    items: z.array(walletHistoryItemSchema),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
  held_prizes: z.array(
    z.object({
      challenge: z.object({ slug: z.string(), title: z.string() }),
      amount_cents: z.number().int(),
      payable_at: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.number(),
      amount_cents: z.number().int(),
      status: z.enum(['pending', 'processing', 'paid', 'rejected']),
      destination: z.string(),
      reference: z.string().nullable(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  fundings: z.array(fundingViewSchema),
});
export type WalletView = z.infer<typeof walletViewSchema>;

export const depositResultSchema = z.union([
  z.object({ credited: z.literal(true), balance_cents: z.number().int() }),
  z.object({ credited: z.literal(false), url: z.string() }),
]);

export const adminPayoutSchema = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), screen_name: z.string() }),
  amount_cents: z.number().int(),
  destination: z.string(),
  status: z.enum(['pending', 'processing', 'paid', 'rejected']),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** One row of the money audit (GET /admin/money-audit): who asked for which money change, when, and the answer. */
export const moneyAuditEntrySchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  shadowAdminId: z.number().nullable(),
  action: z.string(),
  status: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type MoneyAuditEntry = z.infer<typeof moneyAuditEntrySchema>;

/** 201 of POST /wallet/withdrawals. */
export const withdrawalCreatedSchema = z.object({ id: z.number(), balance_cents: z.number().int() });
/** 201 of POST /fundings, 200 of DELETE /fundings/{id}. */
export const fundingCreatedSchema = z.object({ id: z.number(), status: z.enum(['active', 'done', 'stopped']) });
/** 200 of POST /challenges/{slug}/prizes/pay. */
export const prizesPaidSchema = z.object({ slug: z.string(), platform: z.string(), paid: z.number().int() });
/** 200 of POST /admin/payouts/{id}: the decision as recorded. */
export const payoutDecidedSchema = z.object({
  id: z.number(),
  status: z.enum(['paid', 'rejected']),
  reference: z.string().nullable(),
});
