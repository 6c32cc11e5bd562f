import { describe, expect, test } from '@jest/globals';
import { errorBodySchema, errorsByField, OAUTH_ERRORS, oauthErrorMessage } from '@/lib/contracts/errors';

describe('errorsByField (spec 1 §8)', () => {
  test('keys are lowercased field names', () => {
    expect(
      errorsByField([
        { field: 'Email', error: 'Taken' },
        { field: 'SCREEN_NAME', error: 'Bad' },
      ]),
    ).toEqual({ email: 'Taken', screen_name: 'Bad' });
  });

  test("an empty field is keyed '*'", () => {
    expect(errorsByField([{ field: '', error: 'Form-wide' }])).toEqual({ '*': 'Form-wide' });
  });

  test('the first error for a field wins, case-insensitively', () => {
    expect(
      errorsByField([
        { field: 'email', error: 'first' },
        { field: 'EMAIL', error: 'second' },
        { field: '', error: 'star first' },
        { field: '', error: 'star second' },
      ]),
    ).toEqual({ email: 'first', '*': 'star first' });
  });

  test('no errors -> empty object', () => {
    expect(errorsByField([])).toEqual({});
  });

  test('errorBodySchema accepts {errors, code} and rejects other shapes', () => {
    expect(errorBodySchema.safeParse({ errors: [{ field: 'a', error: 'b' }], code: 10161 }).success).toBe(true);
    expect(errorBodySchema.safeParse({ errors: [] }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ errors: [{ field: 'a' }] }).success).toBe(false);
    expect(errorBodySchema.safeParse({ errors: [], code: 1.5 }).success).toBe(false);
  });
});

describe('oauthErrorMessage', () => {
  test('all six spec codes are known', () => {
    expect(Object.keys(OAUTH_ERRORS).map(Number).sort()).toEqual([10110, 10122, 10134, 10161, 10169, 10198]);
  });

  test.each([
    [10110, /denied/i],
    [10122, /one-time/i],
    [10134, /create/i],
    [10161, /already exists.*different email/i],
    [10169, /credentials/i],
    [10198, /find/i],
  ])('%i has its own message', (code, pattern) => {
    const message = oauthErrorMessage(code);
    expect(message).toMatch(pattern);
    expect(message).not.toBe('Something went wrong, please try again later.');
  });

  test('10161 text', () => {
    expect(oauthErrorMessage(10161)).toBe('A user with that email already exists. Please use a different email.');
  });

  test.each([0, 10111, 99999, -1])('unknown code %i -> generic message', (code) => {
    expect(oauthErrorMessage(code)).toBe('Something went wrong, please try again later.');
  });
});
