// Start-up of the web server: refuses a production start with a development default secret
// (DESIGN.md, security posture), then server-side error reporting with @sentry/nextjs, active only
// when SENTRY_DSN is set.
import type { Instrumentation } from 'next';
import { IGNORED_ERRORS, SENTRY_SAMPLING, shouldReport } from '@/lib/error-reporting';
import { defaultSecretProblems } from '@/lib/production-secrets';

/** The secrets the web process itself uses (the upload secret is the provider's). */
const WEB_SECRETS = ['SESSION_SECRET', 'OAUTH_CLIENT_SECRET'] as const;

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` may load this module too; a build carries no secrets, the server that runs it does.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const problems = defaultSecretProblems(process.env, WEB_SECRETS);
    if (problems.length) {
      for (const problem of problems) console.error(`[web] refusing to start: ${problem}`);
      process.exit(1);
    }
  }
  if (!process.env.SENTRY_DSN) return;
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
