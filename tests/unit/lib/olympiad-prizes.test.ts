// The olympiad prize split (spec 3 §9, issue 17 §3) and cycle boundaries (spec 3 §4).
import { allocateOlympiadPrizes, topThirdCut, type BoardPlayer } from '@/lib/game/olympiad-prizes';
import { baseName, cycleTitle, cycleWindow, nextCycleWindow } from '@/lib/game/olympiads';

const board = (...neurons: number[]): BoardPlayer[] => neurons.map((n, i) => ({ userId: i + 1, neurons: n }));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const prizes = (players: BoardPlayer[], pool: number) => allocateOlympiadPrizes(players, pool).map((a) => a.prizeCents);

describe('top one-third split', () => {
  test('the cut is ceil(n / 3)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100_000].map(topThirdCut)).toEqual([1, 1, 1, 2, 2, 2, 3, 33_334]);
  });

  test('1 player takes the whole pool', () => {
    expect(prizes(board(10), 250_000)).toEqual([250_000]);
  });

  test('2 and 3 players: only the first is paid', () => {
    expect(prizes(board(30, 20), 250_000)).toEqual([250_000, 0]);
    expect(prizes(board(30, 20, 10), 250_000)).toEqual([250_000, 0, 0]);
  });

  test('4 players: the top 2 share in proportion to neurons', () => {
    expect(prizes(board(300, 100, 50, 5), 250_000)).toEqual([187_500, 62_500, 0, 0]);
  });

  test('ties at the cut take in every tied player', () => {
    // 4 players cut at 2, but players 2 and 3 tie: three share, the tied two equally.
    const split = prizes(board(200, 100, 100, 50), 1_000);
    expect(split).toEqual([500, 250, 250, 0]);
    // Everyone tied: everyone shares equally, cents left over to the better position (earlier).
    expect(prizes(board(7, 7, 7), 100)).toEqual([34, 33, 33]);
  });

  test('a pool of 1 cent goes to the largest remainder, the best position on a tie', () => {
    expect(prizes(board(10, 10, 10, 10, 10, 10), 1)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(prizes(board(10, 30, 5, 1), 1)).toEqual([0, 1, 0, 0]);
  });

  test('$2,500 among uneven scores sums to exactly 250,000 cents', () => {
    const players = board(333.333, 222.2, 111.1, 99, 50, 10.5, 1);
    const split = prizes(players, 250_000);
    expect(sum(split)).toBe(250_000);
    expect(split.slice(3)).toEqual([0, 0, 0, 0]);
    // Proportional within a cent.
    const w = [333.333, 222.2, 111.1];
    w.forEach((n, i) => expect(Math.abs(split[i] - (250_000 * n) / sum(w))).toBeLessThan(1));
  });

  test('100,000 players: 33,334 winners, exact sum, dense ranks', () => {
    const players = Array.from({ length: 100_000 }, (_, i) => ({
      userId: i + 1,
      neurons: 1_000_000 - Math.floor(i / 3) * 5,
    }));
    players.sort((a, b) => b.neurons - a.neurons);
    const started = Date.now();
    const out = allocateOlympiadPrizes(players, 250_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Position 33,334 opens a tie group of 3 (positions 33,334..33,336): the whole group is in,
    // and nobody after it (every share there is worth cents: 250,000 over ~33,336 players).
    expect(out[33_333].neurons).toBe(out[33_335].neurons);
    expect(out.slice(0, 33_336).every((a) => a.prizeCents > 0)).toBe(true);
    expect(out.slice(33_336).every((a) => a.prizeCents === 0)).toBe(true);
    expect(sum(out.map((a) => a.prizeCents))).toBe(250_000);
    expect(out[3].rank).toBe(2);
    expect(out[33_335].rank).toBe(out[33_333].rank);
  });

  test('players without neurons are not ranked; an empty board pays nobody', () => {
    expect(allocateOlympiadPrizes(board(0, 0), 100)).toEqual([]);
    expect(allocateOlympiadPrizes([], 100)).toEqual([]);
  });
});

describe('cycle boundaries', () => {
  test('weekly cycles run Monday to Monday, 7 days', () => {
    const w = cycleWindow(new Date('2026-11-26T14:00:00Z'), 'weekly');
    expect(w.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    const next = nextCycleWindow(w.end, 'weekly');
    expect(next.start.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(next.end.toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });

  test('monthly cycles end on the 1st whatever the month length', () => {
    const feb = cycleWindow(new Date('2027-02-14T00:00:00Z'), 'monthly');
    expect([feb.start.toISOString(), feb.end.toISOString()]).toEqual([
      '2027-02-01T00:00:00.000Z',
      '2027-03-01T00:00:00.000Z',
    ]);
    const leap = nextCycleWindow(new Date('2028-02-01T00:00:00Z'), 'monthly');
    expect((leap.end.getTime() - leap.start.getTime()) / 86_400_000).toBe(29);
    const jan = nextCycleWindow(new Date('2027-01-01T00:00:00Z'), 'monthly');
    expect((jan.end.getTime() - jan.start.getTime()) / 86_400_000).toBe(31);
    const feb27 = nextCycleWindow(new Date('2027-02-01T00:00:00Z'), 'monthly');
    expect((feb27.end.getTime() - feb27.start.getTime()) / 86_400_000).toBe(28);
    const dec = nextCycleWindow(new Date('2026-12-01T00:00:00Z'), 'monthly');
    expect(dec.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  test('a window is the same instant in every time zone', () => {
    // 23:30 on Sunday in New York is Monday 04:30 UTC: the UTC week has begun.
    const at = new Date('2026-11-29T23:30:00-05:00');
    expect(cycleWindow(at, 'weekly').start.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    // 00:30 on the 1st in Tokyo is still the previous month in UTC.
    const tokyo = new Date('2026-12-01T00:30:00+09:00');
    expect(cycleWindow(tokyo, 'monthly').start.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  test('renewed titles keep the base name', () => {
    const title = cycleTitle('Nervus Idea Olympiad', 'monthly', new Date('2026-12-01T00:00:00Z'));
    expect(title).toBe('Nervus Idea Olympiad, December 2026');
    expect(baseName(title)).toBe('Nervus Idea Olympiad');
    expect(cycleTitle('Sprint', 'weekly', new Date('2026-11-30T00:00:00Z'))).toBe('Sprint, week of Nov 30');
  });
});
