'use client';
// Info reports of the creation flow (spec 2 §8: a second submit of a sent form is reported as a
// possible duplicate). Sent to error reporting only when it is configured; always kept in the console.
export function reportInfo(message: string): void {
  console.info(`[challenge-create] ${message}`);
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureMessage(message, 'info')).catch(() => {});
}

/** A failure the user cannot fix (spec 2 §8 meme upload): logged, and reported when reporting is on. */
export function reportError(context: string, error: unknown): void {
  console.error(`[challenge-create] ${context}`, error);
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  void import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, { tags: { area: 'challenge-create' }, extra: { context } }))
    .catch(() => {});
}
