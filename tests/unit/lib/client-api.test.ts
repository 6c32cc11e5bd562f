import { describe, expect, test } from '@jest/globals';
import { ApiError, errorMessage } from '@/lib/client/api';
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
