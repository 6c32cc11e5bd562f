// Money routes' shared pieces: the Idempotency-Key header, and the audit of every money mutation
// (who, what, when, and the answer's status), written after the handler answered.
import type { Context, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@/lib/contracts/wallet';
import { recordMoneyAudit } from '../domain/money-audit';
import type { AppEnv, Deps } from './types';

/** The browser's key for this submission, when it sent a well-formed one. */
export function requestKeyOf(c: Context): string | null {
  const parsed = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
  return parsed.success ? parsed.data : null;
}

export function auditMoney({ db }: Pick<Deps, 'db'>, action: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const user = c.get('user');
    // Hono keeps the parsed body: what was asked for (amount, target) goes into the trail.
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const asked =
      body && typeof body === 'object'
        ? pick(body, ['amount_cents', 'target_type', 'target', 'recurrence', 'decision', 'reference'])
        : {};
    await recordMoneyAudit(db, {
      userId: user?.id ?? null,
      shadowAdminId: c.get('shadowAdminId') ?? null,
      action,
      status: c.res.status,
      detail: { method: c.req.method, path: c.req.path, key: requestKeyOf(c), ...asked },
    });
  };
}

function pick(body: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}
