// Money is integer cents everywhere (provider schema); this is the one place it becomes text.
// Whole amounts drop the cents ("$2,500"), others keep two decimals ("$12.50").

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoneyCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100);
}
