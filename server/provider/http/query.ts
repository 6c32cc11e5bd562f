// Query strings validated with zod, like bodies (respond.ts parseBody): the data or a ready 422.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fail, zodErrors } from './respond';

export function parseQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
): { ok: true; data: z.infer<S> } | { ok: false; response: Response } {
  // Unknown keys (the fingerprint every BFF call carries) are dropped by the object schemas.
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) return { ok: false, response: fail(c, 422, zodErrors(parsed.error)) };
  return { ok: true, data: parsed.data };
}
