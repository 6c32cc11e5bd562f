// Error reporting settings (spec 1 §8, §9): sample rates, and what is never reported.
import { UNREPORTED_STATUSES } from './retry';

export const SENTRY_SAMPLING = {
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  tracesSampleRate: 0.1,
} as const;

/** Network noise that says nothing about our code. */
export const IGNORED_ERRORS = [
  'Failed to fetch',
  'NetworkError',
  'Network request failed',
  'Load failed',
  'AbortError',
  'The operation was aborted',
];

/** Drops events carrying an HTTP status the spec does not report (401, 403, 404, 412, 422, 429, 504). */
export function shouldReport(event: { contexts?: Record<string, unknown>; extra?: Record<string, unknown> }): boolean {
  const status = Number(
    event.extra?.status ?? (event.contexts?.response as { status_code?: number } | undefined)?.status_code ?? 0,
  );
  return !(UNREPORTED_STATUSES as readonly number[]).includes(status);
}
