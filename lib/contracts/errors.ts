import { z } from 'zod';
import { MESSAGES } from '../constants';

/** Server form errors (spec 1 §8): a list of {field, error}; '*' when no field applies. */
export const fieldErrorSchema = z.object({ field: z.string(), error: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const errorBodySchema = z.object({ errors: z.array(fieldErrorSchema), code: z.number().int().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Refusals of a request body as a whole, worded once for the BFF and the provider (issue 15 item 7). */
export const BODY_TEXTS = {
  invalidJson: 'The request body is not valid JSON: send one JSON object.',
  tooLarge: 'The request body is too large.',
} as const;

/**
 * The text of one schema issue. A body that is not JSON reaches the schema as null, and zod would
 * say 'expected object, received null': a wrong type at the root means the body itself is wrong.
 */
export function issueText(issue: Pick<z.core.$ZodIssue, 'code' | 'path' | 'message'>): string {
  return issue.code === 'invalid_type' && issue.path.length === 0 ? BODY_TEXTS.invalidJson : issue.message;
}

/** Accounts service OAuth error codes (spec 1 §8) and the text a person reads for each. */
export const OAUTH_ERRORS = {
  10110: 'You denied the authorization request.',
  10122: 'We could not generate a one-time sign-in token. Please try again.',
  10134: 'We could not create your account. Please try again.',
  10161: 'A user with that email already exists. Please use a different email.',
  10169: 'We could not update your credentials. Please try again.',
  10198: 'We could not find a user with that email and password.',
} as const;
export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export function oauthErrorMessage(code: number): string {
  return (OAUTH_ERRORS as Record<number, string>)[code] ?? MESSAGES.generic;
}

/** Keyed by lowercased field name, '*' for form-wide (spec 1 §8). */
export function errorsByField(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, error } of errors) {
    const key = field ? field.toLowerCase() : '*';
    out[key] ??= error;
  }
  return out;
}
