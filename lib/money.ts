// Money is integer cents everywhere (provider schema); this is the one place it becomes text.
// Whole amounts drop the cents ("$2,500"), others keep two decimals ("$12.50").

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoneyCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100);
}

/** The most a prize or an entry fee may be: our bound (the spec gives none), kept well inside int4 cents. */
export const MONEY_MAX_CENTS = 100_000_000;

/**
 * Cents from what a person typed in a money field: '25', '25.5', '$1,250.00'; empty means 0.
 * Null when it is not an amount of dollars and cents (letters, three decimals, negative).
 */
export function parseMoneyText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const cleaned = trimmed.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a person would type them in a money field: '25', '25.50' (the inverse of parseMoneyText). */
export function moneyTextFromCents(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
