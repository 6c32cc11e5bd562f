// Challenge duration (spec 2 §4, §9): 30 days from now by default, presets 15/30/90 days, and the
// preset shown for any end date is its length bucket (under 20 days -> 15, under 45 -> 30, else 90).
import { CREATE_MESSAGES } from './messages';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_DURATION_DAYS = 30;
export const DURATION_PRESETS = [15, 30, 90] as const;
export type DurationPreset = (typeof DURATION_PRESETS)[number];
export const DURATION_BUCKET_LIMITS = { short: 20, medium: 45 } as const;
/** The spec gives no bounds; a challenge runs at least a day and at most a year. */
export const MIN_DURATION_DAYS = 1;
export const MAX_DURATION_DAYS = 365;

export interface Duration {
  duration_start: string;
  duration_end: string;
}

export function durationFromDays(start: Date, days: number): Duration {
  return { duration_start: start.toISOString(), duration_end: new Date(start.getTime() + days * DAY_MS).toISOString() };
}

export function initialDuration(now: Date): Duration {
  return durationFromDays(now, DEFAULT_DURATION_DAYS);
}

/** Length in (fractional) days; NaN when either date is missing or invalid. */
export function durationDays({ duration_start, duration_end }: Partial<Duration>): number {
  if (!duration_start || !duration_end) return Number.NaN;
  return (Date.parse(duration_end) - Date.parse(duration_start)) / DAY_MS;
}

export function presetForDays(days: number): DurationPreset {
  if (days < DURATION_BUCKET_LIMITS.short) return 15;
  if (days < DURATION_BUCKET_LIMITS.medium) return 30;
  return 90;
}

/** The preset displayed for a duration, or null before an end date exists. */
export function displayedPreset(duration: Partial<Duration>): DurationPreset | null {
  const days = durationDays(duration);
  return Number.isFinite(days) ? presetForDays(days) : null;
}

export function durationError(duration: Partial<Duration>): string | null {
  const days = durationDays(duration);
  if (!Number.isFinite(days)) return CREATE_MESSAGES.durationMissing;
  if (days < MIN_DURATION_DAYS || days > MAX_DURATION_DAYS) {
    return `A challenge runs between ${MIN_DURATION_DAYS} day and ${MAX_DURATION_DAYS} days.`;
  }
  return null;
}

export function isDefaultDuration(duration: Partial<Duration>): boolean {
  return Math.abs(durationDays(duration) - DEFAULT_DURATION_DAYS) < 1 / 24;
}

/**
 * Start and end are re-initialised when a draft is recovered (spec 2 §4): the start moves to now and
 * the chosen length, in whole days, is kept (the default when it is unusable).
 */
export function reinitialiseDuration(duration: Partial<Duration>, now: Date): Duration {
  const days = Math.round(durationDays(duration));
  const usable = Number.isFinite(days) && days >= MIN_DURATION_DAYS && days <= MAX_DURATION_DAYS;
  return durationFromDays(now, usable ? days : DEFAULT_DURATION_DAYS);
}

/** 'YYYY-MM-DD' of a date in the browser's own calendar (value of an <input type="date">). */
export function localDateValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole calendar days from `today` to a 'YYYY-MM-DD' date; NaN when the value is not a date. */
export function calendarDaysUntil(today: Date, value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const from = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - from) / DAY_MS);
}
