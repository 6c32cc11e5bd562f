// Money is integer cents everywhere (spec 2 §9 prizes and fees); this is how it reads.

/** '$25', '$12.50', '$1,250': cents only when there are any. */
export function formatMoney(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
}
