// Retry policy of the provider client (spec 1 §8): GET only; 102 up to 5 times, 504 up to 4 times,
// network failure (status 0) up to 3 times with the delay doubling (2, 4, 8 s); otherwise 3 retries
// of 2 s for retryable server errors. Two failures without an answer are ours (issue 15): a refused
// connection is known at once, so it gets one quick retry (any method: nothing reached the provider)
// and no backoff, which held a page for 14 s per call while the provider was stopped; a call that
// waited out its whole timeout is not tried again.

export const RETRY_LIMITS = { processing102: 5, gatewayTimeout504: 4, network0: 3, default: 3 } as const;
export const RETRY_BASE_DELAY_MS = 2_000;

export const REFUSED_RETRY_DELAY_MS = 100;

/** How a request failed without an HTTP answer (status 0). */
export type NetworkFailure = 'refused' | 'timeout' | 'other';

/** Error codes of a connection that was never made: nothing was sent, the provider is not there. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/** Reads a failed fetch: undici wraps the socket's error in `cause` (an AggregateError for several addresses). */
export function networkFailureOf(error: unknown): NetworkFailure {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  let found: NetworkFailure = 'other';
  while (queue.length) {
    const err = queue.shift();
    if (!err || typeof err !== 'object' || seen.has(err)) continue;
    seen.add(err);
    const { name, code, cause, errors } = err as { name?: unknown; code?: unknown; cause?: unknown; errors?: unknown };
    if (name === 'TimeoutError' || (typeof code === 'string' && TIMEOUT_CODES.has(code))) found = 'timeout';
    else if (typeof code === 'string' && NOT_CONNECTED_CODES.has(code)) return 'refused';
    queue.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return found;
}

/**
 * Delay before retry number `attempt` (1-based), or null when the request must not be retried.
 * `failure` says how a status-0 request failed.
 */
export function retryDelay(method: string, status: number, attempt: number, failure?: NetworkFailure): number | null {
  if (attempt < 1) return null;
  if (status === 0 && failure === 'refused') return attempt === 1 ? REFUSED_RETRY_DELAY_MS : null;
  if (status === 0 && failure === 'timeout') return null;
  if (method.toUpperCase() !== 'GET') return null;
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
