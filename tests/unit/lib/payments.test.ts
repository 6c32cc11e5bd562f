// Money rules with numbers in them (spec 1 §9, spec 3 §9: funding minimum $1, no maximum; ours:
// deposit and withdrawal bounds, patron neurons 5 to 60, monthly charge dates).
import { depositSchema, fundingSchema, withdrawalSchema } from '@/lib/contracts/wallet';
import {
  DEPOSIT_MAX_CENTS,
  FUNDING_MIN_CENTS,
  PAYMENT_MESSAGES,
  nextMonthly,
  patronPoints,
  shortOfFundsMessage,
} from '@/lib/payments';
import { MONEY_MAX_CENTS } from '@/lib/money';

const funding = (amount_cents: number) =>
  fundingSchema.safeParse({ target_type: 'user', target: 'JunoPark', amount_cents, recurrence: 'once' });
const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('funding minimum $1, no maximum of ours below the money bound', () => {
  test('99 cents is refused with the message, 100 cents is taken', () => {
    expect(firstError(funding(FUNDING_MIN_CENTS - 1))).toBe(PAYMENT_MESSAGES.fundingMin);
    expect(PAYMENT_MESSAGES.fundingMin).toBe('Funding minimum is $1.');
    expect(funding(FUNDING_MIN_CENTS).success).toBe(true);
  });
  test('large amounts are taken up to the money bound; fractions of a cent are not', () => {
    expect(funding(MONEY_MAX_CENTS).success).toBe(true);
    expect(funding(MONEY_MAX_CENTS + 1).success).toBe(false);
    expect(funding(150.5).success).toBe(false);
  });
  test('monthly or once, nothing else', () => {
    expect(
      fundingSchema.safeParse({ target_type: 'user', target: 'x', amount_cents: 100, recurrence: 'weekly' }).success,
    ).toBe(false);
  });
});

describe('deposits and withdrawals', () => {
  test('a deposit is $1 to $10,000', () => {
    expect(firstError(depositSchema.safeParse({ amount_cents: 99 }))).toBe('Add at least $1.');
    expect(depositSchema.safeParse({ amount_cents: 100 }).success).toBe(true);
    expect(depositSchema.safeParse({ amount_cents: DEPOSIT_MAX_CENTS }).success).toBe(true);
    expect(firstError(depositSchema.safeParse({ amount_cents: DEPOSIT_MAX_CENTS + 1 }))).toBe(
      'Add at most $10,000 at a time.',
    );
  });
  test('a withdrawal is at least $5 and says where to', () => {
    expect(firstError(withdrawalSchema.safeParse({ amount_cents: 499, destination: 'x' }))).toBe(
      'Withdraw at least $5.',
    );
    expect(withdrawalSchema.safeParse({ amount_cents: 500, destination: 'x' }).success).toBe(true);
    expect(firstError(withdrawalSchema.safeParse({ amount_cents: 500, destination: '  ' }))).toBe(
      PAYMENT_MESSAGES.destinationRequired,
    );
  });
});

describe('patron neurons: a neuron a dollar, at least 5, at most 60', () => {
  test.each([
    [100, 5],
    [499, 5],
    [500, 5],
    [600, 6],
    [5999, 59],
    [6000, 60],
    [1_000_000, 60],
  ])('%i cents earn %i neurons', (cents, points) => {
    expect(patronPoints(cents)).toBe(points);
  });
});

describe('monthly charges fall on the same day of the next month, or its last day', () => {
  test.each([
    ['2026-01-15T10:00:00Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:59:00Z', '2027-01-31T23:59:00.000Z'],
  ])('%s -> %s', (from, next) => {
    expect(nextMonthly(new Date(from)).toISOString()).toBe(next);
  });
});

test('a short wallet says what it holds and what is needed', () => {
  expect(shortOfFundsMessage(700, 250)).toBe(
    'Your wallet holds $2.50; this needs $7. Add funds to your wallet and try again.',
  );
});
