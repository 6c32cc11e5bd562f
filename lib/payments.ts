// What money movements are called and said (issue 16; spec 2 §9, spec 3 §1 and §9): the ledger's
// reasons, the limits of adding, withdrawing and funding, and the messages a player reads. Pure:
// the provider, the pages and the tests share it.
import { formatMoneyCents } from './money';

/** Why money moved; every ledger transaction carries one. */
export const MONEY_REASONS = {
  deposit: 'deposit',
  demoGrant: 'demo_grant',
  ideaEntryFee: 'idea_entry_fee',
  prizeEscrow: 'prize_escrow',
  creatorShare: 'entry_fee_creator_share',
  platformFee: 'entry_fee_platform_fee',
  prize: 'prize',
  prizeReturned: 'prize_returned',
  funding: 'patron_funding',
  withdrawal: 'withdrawal',
  withdrawalPaid: 'withdrawal_paid',
  withdrawalRejected: 'withdrawal_rejected',
  olympiadPool: 'olympiad_pool',
  olympiadPrize: 'olympiad_prize',
} as const;
export type MoneyReason = (typeof MONEY_REASONS)[keyof typeof MONEY_REASONS];

/** How a wallet's history names each reason. */
export const MONEY_REASON_LABELS: Record<MoneyReason, string> = {
  deposit: 'Funds added',
  demo_grant: 'Demo starting balance',
  idea_entry_fee: 'Idea entry fee',
  prize_escrow: 'Prize money held for your challenge',
  entry_fee_creator_share: 'Your 65 % of entry fees',
  entry_fee_platform_fee: 'Platform fee (7 % of entry fees)',
  prize: 'Prize won',
  prize_returned: 'Prize money returned',
  patron_funding: 'Patron funding',
  withdrawal: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_rejected: 'Withdrawal returned',
  olympiad_pool: 'Tournament prize pool',
  olympiad_prize: 'Tournament prize won',
};

/** Smallest and largest amount one deposit adds (ours; Stripe's own minimum is $0.50). */
export const DEPOSIT_MIN_CENTS = 100;
export const DEPOSIT_MAX_CENTS = 1_000_000;
/** Smallest withdrawal (ours): payouts by hand cost the admins time. */
export const WITHDRAWAL_MIN_CENTS = 500;
/** Funding minimum $1, no maximum (spec 1 §9, spec 3 §9); our bound keeps it inside int4 cents. */
export const FUNDING_MIN_CENTS = 100;
/** A wallet's history page (ours). */
export const WALLET_HISTORY_PAGE_SIZE = 20;
/** What each demo player's wallet starts with after `npm start` (sandbox money). */
export const DEMO_WALLET_CENTS = 50_000;
/** Money prizes wait this long after closing, so the catalyst may still decline one (ours). */
export const PRIZE_HOLD_HOURS_DEFAULT = 72;
/** Patron neurons per whole dollar of one funding charge, at least 5 and at most 60 (spec 3 §9's sample range). */
export const PATRON_POINTS = { perDollar: 1, min: 5, max: 60 } as const;
export const PATRON_ROLE = 'patron';
export const PATRON_REASON = 'PatronFunding';

export const SANDBOX_LABEL = 'Sandbox funds';

/** The Idempotency-Key header: the browser's one key per form submission (here, not in the contract, so forms need no zod). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const PAYMENT_MESSAGES = {
  sandboxNote:
    'Payments here run in sandbox mode: added funds are test money, credited at once, and cannot be paid out as real money.',
  depositMin: `Add at least ${formatMoneyCents(DEPOSIT_MIN_CENTS)}.`,
  depositMax: `Add at most ${formatMoneyCents(DEPOSIT_MAX_CENTS)} at a time.`,
  withdrawalMin: `Withdraw at least ${formatMoneyCents(WITHDRAWAL_MIN_CENTS)}.`,
  destinationRequired: 'Say where the money should go.',
  fundingMin: `Funding minimum is ${formatMoneyCents(FUNDING_MIN_CENTS)}.`,
  amountInvalid: 'Enter an amount in dollars and cents, like 25 or 12.50.',
  feeChanged: 'The entry fee of this challenge has changed; check the new fee and try again.',
  payoutDecided: 'This withdrawal has already been decided.',
  payoutNotFound: 'Withdrawal not found',
  referenceRequired: 'Give the reference of the payment you made by hand.',
  fundingNotFound: 'Funding not found',
  fundingTargetMissing: 'There is nothing by that name to fund.',
  fundSelf: 'You cannot fund yourself.',
  noOpenChallenges: 'There is no open challenge in this category to fund yet.',
  noTournament: 'No tournament is running in this community to fund yet.',
  challengeClosed: 'This challenge is closed; fund an open one.',
  prizePaid: 'This prize has been paid; it can no longer be declined.',
  noHeldPrizes: 'There are no held prizes to pay in this challenge.',
  stripeFailed: 'The payment provider did not answer; nothing was charged. Please try again later.',
  webhookSignature: 'Webhook signature verification failed.',
  keyReused: 'This request was already sent with different details; reload the page and try again.',
  stripeDestination: 'Give the id of your Stripe account (acct_…) for payouts.',
  sandboxNotWithdrawable: 'Sandbox funds cannot be withdrawn as real money.',
  payoutProcessing: 'This withdrawal is being paid.',
  fundingFailed: 'This funding could not be charged and was stopped; start it again from the page you funded.',
} as const;

/** The message of a wallet short of what a movement needs, with what it holds. */
export function shortOfFundsMessage(neededCents: number, balanceCents: number): string {
  return `Your wallet holds ${formatMoneyCents(balanceCents)}; this needs ${formatMoneyCents(neededCents)}. Add funds to your wallet and try again.`;
}

/** Publishing or raising a money prize takes it from the catalyst's wallet into the challenge's escrow. */
export function prizeShortMessage(neededCents: number, balanceCents: number): string {
  return `The prize money is held from your wallet until the challenge closes. Your wallet holds ${formatMoneyCents(balanceCents)}; this prize needs ${formatMoneyCents(neededCents)} more. Add funds to your wallet first.`;
}

/** The notice a stopped monthly funding leaves (spec: 'stop with a clear notice when the wallet is short'). */
export function fundingStoppedNotice(amountCents: number, targetLabel: string, on: Date): string {
  return `Your monthly funding of ${formatMoneyCents(amountCents)} for ${targetLabel} stopped on ${on.toISOString().slice(0, 10)}: your wallet was short. Add funds and start it again.`;
}

/** Patron neurons for one charge of `cents`. */
export function patronPoints(cents: number): number {
  const dollars = Math.floor(cents / 100) * PATRON_POINTS.perDollar;
  return Math.min(PATRON_POINTS.max, Math.max(PATRON_POINTS.min, dollars));
}

/** The same day of the next month, or its last day, at the same time (UTC): a monthly funding's next charge. */
export function nextMonthly(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  // The 31st charges on the last day of a shorter month.
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
