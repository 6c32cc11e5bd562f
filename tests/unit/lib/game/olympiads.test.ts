import { describe, expect, test } from '@jest/globals';
import { cycleWindow, olympiadStatus, previousCycleWindow, raceOf } from '@/lib/game/olympiads';

const iso = (w: { start: Date; end: Date }) => ({ start: w.start.toISOString(), end: w.end.toISOString() });

describe('olympiad cycles (UTC, aligned with the leaderboard periods)', () => {
  test('monthly: the calendar month, across year ends', () => {
    expect(iso(cycleWindow(new Date('2026-11-23T03:00:00Z'), 'monthly'))).toEqual({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-12-01T00:00:00.000Z',
    });
    expect(iso(cycleWindow(new Date('2026-12-31T23:59:59Z'), 'monthly'))).toEqual({
      start: '2026-12-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
    expect(iso(cycleWindow(new Date('2026-12-01T00:00:00Z'), 'monthly')).start).toBe('2026-12-01T00:00:00.000Z');
  });

  test('weekly: Monday to Monday', () => {
    // 2026-11-23 is a Monday; the 29th a Sunday.
    expect(iso(cycleWindow(new Date('2026-11-23T00:00:00Z'), 'weekly'))).toEqual({
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-11-30T00:00:00.000Z',
    });
    expect(iso(cycleWindow(new Date('2026-11-29T23:00:00Z'), 'weekly'))).toEqual({
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-11-30T00:00:00.000Z',
    });
    expect(iso(cycleWindow(new Date('2026-12-30T12:00:00Z'), 'weekly'))).toEqual({
      start: '2026-12-28T00:00:00.000Z',
      end: '2027-01-04T00:00:00.000Z',
    });
  });

  test('the previous cycle ends where the current one starts', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    expect(iso(previousCycleWindow(now, 'monthly'))).toEqual({
      start: '2026-02-01T00:00:00.000Z',
      end: '2026-03-01T00:00:00.000Z',
    });
    expect(previousCycleWindow(now, 'weekly').end).toEqual(cycleWindow(now, 'weekly').start);
  });

  test('status: upcoming, open until the end, then closed', () => {
    const window = cycleWindow(new Date('2026-11-23T00:00:00Z'), 'weekly');
    expect(olympiadStatus(window, new Date('2026-11-22T23:59:59Z'))).toBe('upcoming');
    expect(olympiadStatus(window, window.start)).toBe('open');
    expect(olympiadStatus(window, new Date(window.end.getTime() - 1))).toBe('open');
    expect(olympiadStatus(window, window.end)).toBe('closed');
  });
});

describe('raceOf', () => {
  const races = [
    { name: 'Idea Race', prize_cents: 1_000 },
    { name: 'Scout Race', prize_cents: 200 },
    { name: 'Analyst Rater Race', prize_cents: 50 },
  ];
  test("'overall' is the Idea Race, else the first race, else an Idea Race without prize", () => {
    expect(raceOf(races, 'overall')).toEqual({ slug: 'overall', name: 'Idea Race', prize_cents: 1_000 });
    expect(raceOf([{ name: 'Grand Prix', prize_cents: 5 }], 'overall')).toEqual({
      slug: 'overall',
      name: 'Grand Prix',
      prize_cents: 5,
    });
    expect(raceOf([], 'overall')).toEqual({ slug: 'overall', name: 'Idea Race', prize_cents: 0 });
  });
  test("a role's race is the one named after its label or slug; a role without one has no prize", () => {
    expect(raceOf(races, 'scout').prize_cents).toBe(200);
    expect(raceOf(races, 'analyst').prize_cents).toBe(50);
    expect(raceOf(races, 'mentor')).toEqual({ slug: 'mentor', name: 'Mentor Race', prize_cents: 0 });
    // 'Scouting Cup' is not the scout's race: the word must stand alone.
    expect(raceOf([{ name: 'Scouting Cup', prize_cents: 9 }], 'scout').prize_cents).toBe(0);
  });
});
