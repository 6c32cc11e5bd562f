// How a custom date range splits into board rows and ledger edges (leaderboard-range.ts): whole
// UTC months from the month boards, the other whole UTC days from the day boards, partial days from
// the ledger; a range that reaches now is open and reads today's day board whole.
import {
  inBuildSlot,
  RANGE_BUILDS_AT_ONCE,
  RANGE_BUILDS_WAITING,
  RangeBuildsBusyError,
  rangeKey,
  rangeParts,
  type RangeKey,
} from '@/server/provider/domain/leaderboard-range';

const NOW = new Date('2026-03-18T12:00:00Z');
const key = (start: string, end: string | null): RangeKey => ({
  scope: 0,
  role: 'overall',
  facet: '',
  start: new Date(start),
  end: end === null ? null : new Date(end),
});
const days = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10));

test('whole days around a whole month: the month board, the days either side, no ledger', () => {
  expect(rangeParts(key('2026-01-25T00:00:00Z', '2026-03-05T00:00:00Z'), NOW)).toEqual({
    months: ['2026-02-01'],
    days: [...days('2026-01-25', 7), ...days('2026-03-01', 4)],
    edges: [],
  });
});

test('partial first and last days come from the ledger; the days between from the day boards', () => {
  const parts = rangeParts(key('2026-01-27T13:37:00Z', '2026-02-02T10:00:00Z'), NOW);
  expect(parts.months).toEqual([]);
  expect(parts.days).toEqual(days('2026-01-28', 5));
  expect(parts.edges).toEqual([
    { start: new Date('2026-01-27T13:37:00Z'), end: new Date('2026-01-28T00:00:00Z') },
    { start: new Date('2026-02-02T00:00:00Z'), end: new Date('2026-02-02T10:00:00Z') },
  ]);
});

test('a range inside one day, or shorter than a whole day, is all ledger', () => {
  const inside = key('2026-02-10T05:00:00Z', '2026-02-10T20:00:00Z');
  expect(rangeParts(inside, NOW)).toEqual({ months: [], days: [], edges: [{ start: inside.start, end: inside.end }] });
  const across = key('2026-02-10T20:00:00Z', '2026-02-11T05:00:00Z');
  expect(rangeParts(across, NOW).edges).toEqual([{ start: across.start, end: across.end }]);
});

test('two whole months in a row are two month boards; a month cut by the end is days', () => {
  const parts = rangeParts(key('2026-01-01T00:00:00Z', '2026-03-10T00:00:00Z'), NOW);
  expect(parts.months).toEqual(['2026-01-01', '2026-02-01']);
  expect(parts.days).toEqual(days('2026-03-01', 9));
});

test('a range that reaches now is open: one key for every read, today read whole from its day board', () => {
  const input = {
    role: 'overall' as const,
    period: 'month' as const,
    size: 20,
    now: NOW,
    window: { start: new Date('2026-03-01T00:00:00Z'), end: NOW },
  };
  expect(rangeKey(input).end).toBeNull();
  expect(rangeKey({ ...input, window: { ...input.window, end: new Date('2026-03-18T00:00:00Z') } }).end).toEqual(
    new Date('2026-03-18T00:00:00Z'),
  );
  expect(rangeParts(rangeKey(input), NOW)).toEqual({ months: ['2026-03-01'], days: [], edges: [] });
  const partial = rangeParts(key('2026-03-10T08:00:00Z', null), NOW);
  expect(partial.days).toEqual(days('2026-03-11', 8));
  expect(partial.edges).toEqual([{ start: new Date('2026-03-10T08:00:00Z'), end: new Date('2026-03-11T00:00:00Z') }]);
});

describe('range builds at once', () => {
  test(`no more than ${RANGE_BUILDS_AT_ONCE} run together; the rest wait their turn, and a failed one frees its slot`, async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = (fail = false) =>
      inBuildSlot(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error('the sum failed');
        return 'built';
      });
    const first = job(true).then(
      () => 'built',
      (err: Error) => err.message,
    );
    const rest = [job(), job(), job()];
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(RANGE_BUILDS_AT_ONCE);
    // Each release lets exactly one waiting build start.
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await first).toBe('the sum failed');
    await expect(Promise.all(rest)).resolves.toEqual(['built', 'built', 'built']);
    expect(most).toBe(RANGE_BUILDS_AT_ONCE);
  });

  test(`${RANGE_BUILDS_WAITING} builds may wait; one more is refused as busy, and room comes back as they start`, async () => {
    let running = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      inBuildSlot(async () => {
        running++;
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'built';
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const drain = async () => {
      while (releases.length) {
        releases.shift()!();
        await settle();
      }
    };
    try {
      const accepted = Array.from({ length: RANGE_BUILDS_AT_ONCE + RANGE_BUILDS_WAITING }, job);
      await settle();
      await expect(job()).rejects.toBeInstanceOf(RangeBuildsBusyError);
      // A finished build hands its slot to the first in line, which leaves one place in the line.
      releases.shift()!();
      await settle();
      const late = job();
      await expect(job()).rejects.toBeInstanceOf(RangeBuildsBusyError);
      await drain();
      await expect(Promise.all([...accepted, late])).resolves.toHaveLength(
        RANGE_BUILDS_AT_ONCE + RANGE_BUILDS_WAITING + 1,
      );
      // The refusals took no slot: a new batch still runs RANGE_BUILDS_AT_ONCE together.
      const next = Array.from({ length: RANGE_BUILDS_AT_ONCE + 1 }, job);
      await settle();
      expect(running).toBe(RANGE_BUILDS_AT_ONCE);
      await drain();
      await Promise.all(next);
    } finally {
      await drain();
    }
  });
});
