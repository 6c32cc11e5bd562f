import { leaderboardQuerySchema, searchQuerySchema } from '@/lib/contracts/browse';
import {
  CUSTOM_RANGE_MAX_DAYS,
  CUSTOM_RANGE_MESSAGES,
  customRangeWindow,
  formatPoints,
  ledgerRole,
  normalizeRole,
  periodStart,
  roleLabel,
} from '@/lib/leaderboard';

const at = (iso: string) => new Date(iso);
const start = (iso: string, period: 'week' | 'month' | 'all') => periodStart(at(iso), period)?.toISOString() ?? null;

describe('periodStart', () => {
  test('a week starts on Monday 00:00 UTC, inclusive', () => {
    expect(start('2025-03-10T00:00:00.000Z', 'week')).toBe('2025-03-10T00:00:00.000Z'); // Monday itself
    expect(start('2025-03-09T23:59:59.999Z', 'week')).toBe('2025-03-03T00:00:00.000Z'); // Sunday: six days back
    expect(start('2025-03-13T12:00:00.000Z', 'week')).toBe('2025-03-10T00:00:00.000Z');
  });

  test('weeks cross month and year ends', () => {
    expect(start('2025-06-01T08:00:00.000Z', 'week')).toBe('2025-05-26T00:00:00.000Z');
    expect(start('2025-01-01T00:00:00.000Z', 'week')).toBe('2024-12-30T00:00:00.000Z');
  });

  test('a month starts on the 1st at 00:00 UTC, inclusive', () => {
    expect(start('2025-03-01T00:00:00.000Z', 'month')).toBe('2025-03-01T00:00:00.000Z');
    expect(start('2025-02-28T23:59:59.999Z', 'month')).toBe('2025-02-01T00:00:00.000Z');
    expect(start('2024-02-29T12:00:00.000Z', 'month')).toBe('2024-02-01T00:00:00.000Z');
    expect(start('2025-12-31T23:59:59.999Z', 'month')).toBe('2025-12-01T00:00:00.000Z');
  });

  test('UTC decides, not the local clock', () => {
    // 23:30 on Sunday in New York is already Monday in UTC.
    expect(start('2025-03-09T23:30:00-04:00', 'week')).toBe('2025-03-10T00:00:00.000Z');
  });

  test('all time has no start', () => {
    expect(start('2025-03-13T12:00:00.000Z', 'all')).toBeNull();
  });
});

describe('roles', () => {
  test('slugs of the role picker, with rater as the analyst alias', () => {
    expect(normalizeRole(undefined)).toBe('overall');
    expect(normalizeRole(' ')).toBe('overall');
    expect(normalizeRole('Scout')).toBe('scout');
    expect(normalizeRole('rater')).toBe('analyst');
    expect(normalizeRole('wizard')).toBeNull();
    expect(roleLabel('overall')).toBe('Nerve Score');
    expect(roleLabel('analyst')).toBe('Analyst Rater');
    expect(ledgerRole('overall')).toBeNull();
    expect(ledgerRole('analyst')).toBe('rater');
    expect(ledgerRole('scout')).toBe('scout');
  });
});

test('points use thousands separators', () => {
  expect(formatPoints(0)).toBe('0');
  expect(formatPoints(999)).toBe('999');
  expect(formatPoints(1000)).toBe('1,000');
  expect(formatPoints(1234567)).toBe('1,234,567');
});

describe('query contracts', () => {
  test('q is trimmed and limited to 100 characters', () => {
    expect(searchQuerySchema.parse({ q: `  ${'a'.repeat(100)}  ` }).q).toHaveLength(100);
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
    // Closed challenges are left out unless asked for (ic).
    expect(searchQuerySchema.parse({})).toEqual({ q: '', ic: false, page: 1 });
    expect(searchQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(searchQuerySchema.parse({ catalyst: '@MayaChen' }).catalyst).toBe('MayaChen');
  });

  test('leaderboard defaults to overall this month and refuses unknown roles and periods', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ role: 'overall', period: 'month' });
    expect(leaderboardQuerySchema.parse({ role: 'rater', period: 'week', page: '2' })).toEqual({
      role: 'analyst',
      period: 'week',
      page: 2,
    });
    expect(leaderboardQuerySchema.safeParse({ role: 'wizard' }).success).toBe(false);
    expect(leaderboardQuerySchema.safeParse({ period: 'year' }).success).toBe(false);
  });
});

describe('customRangeWindow (summed from the ledger, so bounded)', () => {
  const now = at('2026-11-27T10:00:00.000Z');
  const iso = (r: ReturnType<typeof customRangeWindow>) => (r.ok ? [r.start.toISOString(), r.end.toISOString()] : r);
  test('both days are inclusive; a single day is one day long', () => {
    expect(iso(customRangeWindow({ from: '2026-03-01', to: '2026-03-01' }, now))).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
  });
  test('from alone runs to now; to alone starts the bound before its end', () => {
    expect(iso(customRangeWindow({ from: '2026-11-01' }, now))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-27T10:00:00.000Z',
    ]);
    const upTo = customRangeWindow({ to: '2026-06-30' }, now);
    expect(upTo.ok && upTo.end.getTime() - upTo.start.getTime()).toBe(CUSTOM_RANGE_MAX_DAYS * 86_400_000);
  });
  test(`exactly ${CUSTOM_RANGE_MAX_DAYS} days is allowed, one more is refused`, () => {
    // 2024 is a leap year: 2024-01-01 .. 2024-12-31 is 366 days.
    expect(customRangeWindow({ from: '2024-01-01', to: '2024-12-31' }, now).ok).toBe(true);
    expect(customRangeWindow({ from: '2024-01-01', to: '2025-01-01' }, now)).toEqual({
      ok: false,
      field: 'from',
      error: CUSTOM_RANGE_MESSAGES.tooLong,
    });
  });
  test('a range that ends before it starts, or a from in the future, is refused', () => {
    expect(customRangeWindow({ from: '2026-03-02', to: '2026-03-01' }, now)).toEqual({
      ok: false,
      field: 'to',
      error: CUSTOM_RANGE_MESSAGES.order,
    });
    expect(customRangeWindow({ from: '2026-12-01' }, now)).toMatchObject({ ok: false, field: 'to' });
  });
});
