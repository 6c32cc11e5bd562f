import {
  calendarDaysUntil,
  DAY_MS,
  displayedPreset,
  durationDays,
  durationError,
  durationFromDays,
  initialDuration,
  isDefaultDuration,
  localDateValue,
  presetForDays,
  reinitialiseDuration,
} from '@/lib/challenges/duration';

const start = new Date('2025-03-01T10:00:00.000Z');

describe('duration', () => {
  test('defaults to 30 days from now', () => {
    const d = initialDuration(start);
    expect(d.duration_start).toBe(start.toISOString());
    expect(durationDays(d)).toBe(30);
    expect(isDefaultDuration(d)).toBe(true);
    expect(isDefaultDuration(durationFromDays(start, 15))).toBe(false);
  });

  test('the preset shown is the bucket: under 20 days 15, under 45 days 30, else 90', () => {
    expect(presetForDays(1)).toBe(15);
    expect(presetForDays(19)).toBe(15);
    expect(presetForDays(19.99)).toBe(15);
    expect(presetForDays(20)).toBe(30);
    expect(presetForDays(44)).toBe(30);
    expect(presetForDays(45)).toBe(90);
    expect(presetForDays(365)).toBe(90);
    expect(displayedPreset(durationFromDays(start, 19))).toBe(15);
    expect(displayedPreset(durationFromDays(start, 20))).toBe(30);
    expect(displayedPreset(durationFromDays(start, 44))).toBe(30);
    expect(displayedPreset(durationFromDays(start, 45))).toBe(90);
    expect(displayedPreset({ duration_start: start.toISOString(), duration_end: '' })).toBeNull();
  });

  test('a missing or unreadable end is "Duration missing"; the length is 1 to 365 days', () => {
    expect(durationError({ duration_start: start.toISOString() })).toBe('Duration missing');
    expect(durationError({ duration_start: start.toISOString(), duration_end: 'never' })).toBe('Duration missing');
    expect(durationError(durationFromDays(start, 1))).toBeNull();
    expect(durationError(durationFromDays(start, 365))).toBeNull();
    expect(durationError(durationFromDays(start, 0.5))).toMatch(/between 1 day and 365 days/);
    expect(durationError(durationFromDays(start, 366))).toMatch(/between 1 day and 365 days/);
  });

  test('re-initialising moves the start to now and keeps the whole-day length', () => {
    const later = new Date(start.getTime() + 3 * DAY_MS);
    expect(reinitialiseDuration(durationFromDays(start, 15), later)).toEqual(durationFromDays(later, 15));
    expect(reinitialiseDuration({ duration_start: 'x', duration_end: 'y' }, later)).toEqual(
      durationFromDays(later, 30),
    );
    expect(reinitialiseDuration(durationFromDays(start, 900), later)).toEqual(durationFromDays(later, 30));
  });

  test('calendar days to a date input value', () => {
    const today = new Date(2025, 2, 1, 23, 30);
    expect(localDateValue(today)).toBe('2025-03-01');
    expect(calendarDaysUntil(today, '2025-03-02')).toBe(1);
    expect(calendarDaysUntil(today, '2025-03-31')).toBe(30);
    expect(calendarDaysUntil(today, '')).toBeNaN();
  });
});
