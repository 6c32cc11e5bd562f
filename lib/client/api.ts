'use client';
// Browser calls to the BFF (/api/...). State-changing requests in shadow mode need the person's
// confirmation (spec 1 §4, §8); a 401 sends the person to logout after 2 s, except for the calls
// that only probe the session.
import {
  MESSAGES,
  SHADOW_CANCELLED_MESSAGE,
  SHADOW_CONFIRM_HEADER,
  UNAUTHORIZED_EXEMPT_PATHS,
  UNAUTHORIZED_LOGOUT_DELAY_MS,
} from '../constants';
import type { FieldError } from '../contracts/errors';

export class ApiError extends Error {
  constructor(
    public status: number,
    public errors: FieldError[],
    message?: string,
  ) {
    super(message ?? errors[0]?.error ?? 'Request failed');
  }
}

/** The text to show for a failed call: the BFF's own message, else the generic one (spec 1 §8). */
export function errorMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : MESSAGES.generic;
}

/**
 * The {field, error} list of a failed call, for forms that show each error beside its field: the
 * BFF's list, else one form-wide error (`fallback`, the generic message unless the form has its own).
 */
export function errorList(err: unknown, fallback: string = MESSAGES.generic): FieldError[] {
  return err instanceof ApiError && err.errors.length ? err.errors : [{ field: '*', error: fallback }];
}

export interface ApiRuntime {
  shadow: boolean;
  confirmShadow: () => Promise<boolean>;
  onUnauthorized: () => void;
}

let runtime: ApiRuntime = { shadow: false, confirmShadow: async () => true, onUnauthorized: () => {} };
export function configureApi(next: ApiRuntime) {
  runtime = next;
}

/**
 * `signal` cancels the call (a newer type-ahead query replaces an older one); `headers` go along
 * (Idempotency-Key); `keepalive` lets a write shown as done at once (optimistic) finish when the
 * player leaves the page right away.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    keepalive?: boolean;
  } = {},
): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { ...init.headers, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && runtime.shadow) {
    if (!(await runtime.confirmShadow())) throw new ApiError(0, [{ field: '*', error: SHADOW_CANCELLED_MESSAGE }]);
    headers[SHADOW_CONFIRM_HEADER] = '1';
  }
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
    ...(init.keepalive ? { keepalive: true } : {}),
  });
  const payload = await res.json().catch(() => null);
  if (res.ok) return (payload as { data: T }).data;
  if (res.status === 401 && !(UNAUTHORIZED_EXEMPT_PATHS as readonly string[]).includes(path)) {
    setTimeout(runtime.onUnauthorized, UNAUTHORIZED_LOGOUT_DELAY_MS);
  }
  const errors = (payload as { errors?: FieldError[] } | null)?.errors ?? [{ field: '*', error: MESSAGES.generic }];
  throw new ApiError(res.status, errors);
}

/** Drops this browser's session cookies (the BFF removes bn_auth and bn_auth_shadow). */
export async function endSession(): Promise<void> {
  await fetch('/api/session/end', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
