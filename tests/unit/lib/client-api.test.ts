import { describe, expect, jest, test } from '@jest/globals';
import { api, ApiError, errorList, errorMessage } from '@/lib/client/api';
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

describe('api: keepalive for a write shown as done before its answer', () => {
  test('asked for, the request is sent with keepalive; otherwise without it', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 201 }));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      await api('/challenges/x/ratings', { method: 'POST', body: { idea_id: 1, value: 5 }, keepalive: true });
      await api('/challenges/x/ideas', { method: 'POST', body: {} });
    } finally {
      global.fetch = original;
    }
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(calls[1][1]).not.toHaveProperty('keepalive');
  });
});
