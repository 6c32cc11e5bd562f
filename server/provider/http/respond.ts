// Uniform JSON envelopes: success is { data }, failure is { errors: [{field, error}], code? } (spec 1 §8).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { BODY_TEXTS, issueText, type FieldError } from '@/lib/contracts/errors';

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ data }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, errors: FieldError[] | string, code?: number) {
  const list = typeof errors === 'string' ? [{ field: '*', error: errors }] : errors;
  return c.json(code === undefined ? { errors: list } : { errors: list, code }, status);
}

/** zod issues -> the 422 list of {field, error}. */
export function zodErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '*',
    error: issueText(issue),
  }));
}

/** Parses a JSON body with a zod schema; returns the data or a ready 422 response. */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 422, [{ field: '*', error: BODY_TEXTS.invalidJson }]) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: fail(c, 422, zodErrors(parsed.error)) };
  return { ok: true, data: parsed.data };
}
