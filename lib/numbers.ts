// Numbers as people read them (issue 22 item 11), one place for every page: scores keep the three
// decimals spec 3 §1 calculates only where they carry something ('Score 5' not 'Score 5.000'),
// always under 1 ('0.250'); counts are grouped ('1,234').

// Scores are grouped by hand below 2^42 (about 4.4 * 10^12), where a double still holds three
// decimals exactly enough for toFixed to print what Intl prints (above it toFixed shows the binary
// value's digits: 9000000000000.63 -> '…000.631'; the ledger's numeric(14,3) stays below 10^11
// anyway). Why by hand: the first Intl
// formatter a page makes loads the locale's data, a long task on a phone, which the Nerve Score
// counter paid on its first frame (issue 22, Lighthouse on My Progress). Formatters are made on
// first use and kept: toLocaleString builds a new one on every call, and making them at import
// would charge every page that imports this module.
export const BY_HAND_BELOW = 2 ** 42;
let scoreFormat: Intl.NumberFormat | undefined;
let countFormat: Intl.NumberFormat | undefined;

/** '-1234567.5' -> '-1,234,567.5', as en-US groups digits. */
function groupThousands(plain: string): string {
  const [whole, fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A score as shown (spec 3 §1: 'calculated to 3 decimals and always shown with decimals when under
 * 1'): below 1 (and not 0) three decimals; from 1 up, at most three, trailing zeros dropped.
 */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return '0';
  const rounded = Math.round(score * 1000) / 1000;
  if (rounded === 0) return '0';
  if (Math.abs(rounded) < 1) return rounded.toFixed(3);
  // At most three decimals, trailing zeros dropped ('120.500' -> '120.5', '7.000' -> '7').
  if (Math.abs(rounded) < BY_HAND_BELOW) return groupThousands(rounded.toFixed(3).replace(/\.?0+$/, ''));
  scoreFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
  return scoreFormat.format(rounded);
}

/** A count of things: whole, grouped; anything that is not a finite number reads 0. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  countFormat ??= new Intl.NumberFormat('en-US');
  return countFormat.format(Math.round(n));
}

/** '1 rating', '1,234 ratings': the count and the word that agrees with it. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${Math.round(n) === 1 ? one : many}`;
}
