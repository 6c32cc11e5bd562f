// Retry policy of the provider client (spec 1 §8): GET only; 102 up to 5 times, 504 up to 4 times,
// network failure (status 0) up to 3 times with the delay doubling (2, 4, 8 s); otherwise 3 retries
// of 2 s for retryable server errors.

export const RETRY_LIMITS = { processing102: 5, gatewayTimeout504: 4, network0: 3, default: 3 } as const;
export const RETRY_BASE_DELAY_MS = 2_000;

/** Delay before retry number `attempt` (1-based), or null when the request must not be retried. */
export function retryDelay(method: string, status: number, attempt: number): number | null {
  if (method.toUpperCase() !== 'GET' || attempt < 1) return null;
  if (status === 102) return attempt <= RETRY_LIMITS.processing102 ? RETRY_BASE_DELAY_MS : null;
  if (status === 504) return attempt <= RETRY_LIMITS.gatewayTimeout504 ? RETRY_BASE_DELAY_MS : null;
  if (status === 0) return attempt <= RETRY_LIMITS.network0 ? RETRY_BASE_DELAY_MS * 2 ** (attempt - 1) : null;
  if (status === 502 || status === 503) return attempt <= RETRY_LIMITS.default ? RETRY_BASE_DELAY_MS : null;
  return null;
}

/** Statuses that are not sent to error reporting (spec 1 §8). */
export const UNREPORTED_STATUSES = [401, 403, 404, 412, 422, 429, 504] as const;
export function isReportedStatus(status: number): boolean {
  return status >= 400 && !(UNREPORTED_STATUSES as readonly number[]).includes(status) && status !== 0;
}
