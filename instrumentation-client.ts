// Browser error reporting, loaded only when NEXT_PUBLIC_SENTRY_DSN was set at build time.
import { IGNORED_ERRORS, SENTRY_SAMPLING, shouldReport } from '@/lib/error-reporting';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn,
      ...SENTRY_SAMPLING,
      integrations: [Sentry.replayIntegration()],
      ignoreErrors: IGNORED_ERRORS,
      beforeSend: (event) => (shouldReport(event) ? event : null),
    }),
  );
}
