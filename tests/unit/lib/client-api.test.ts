import { describe, expect, test } from '@jest/globals';
import { ApiError, errorList, errorMessage } from '@/lib/client/api';
import { MESSAGES } from '@/lib/constants';

describe('errorMessage: the text a component shows for a failed call', () => {
  test('a refusal from the BFF shows its own message', () => {
    expect(errorMessage(new ApiError(409, [{ field: '*', error: 'This challenge is already closed.' }]))).toBe(
      'This challenge is already closed.',
    );
  });
  test('anything else (network failure, a bug) shows the generic message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.generic);
    expect(errorMessage(undefined)).toBe(MESSAGES.generic);
  });
});

describe('errorList: the {field, error} list a form shows beside its fields', () => {
  test('a refusal from the BFF keeps its list', () => {
    const errors = [{ field: 'title', error: 'This field is required' }];
    expect(errorList(new ApiError(422, errors))).toEqual(errors);
  });
  test('anything else, or an empty list, is one form-wide error: generic unless the form has its own', () => {
    expect(errorList(new TypeError('Failed to fetch'))).toEqual([{ field: '*', error: MESSAGES.generic }]);
    expect(errorList(new ApiError(500, []))).toEqual([{ field: '*', error: MESSAGES.generic }]);
    expect(errorList(undefined, 'Your idea could not be sent.')).toEqual([
      { field: '*', error: 'Your idea could not be sent.' },
    ]);
  });
});
