// Server-side error reporting with @sentry/nextjs, active only when SENTRY_DSN is set.
import type { Instrumentation } from 'next';
import { IGNORED_ERRORS, SENTRY_SAMPLING, shouldReport } from '@/lib/error-reporting';

export async function register() {
  if (!process.env.SENTRY_DSN || process.env.NEXT_RUNTIME !== 'nodejs') return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    tracesSampleRate: SENTRY_SAMPLING.tracesSampleRate,
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => (shouldReport(event) ? event : null),
  });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
