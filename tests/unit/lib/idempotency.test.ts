/** @jest-environment jsdom */
// One Idempotency-Key per money form submission (issue 16 §1): well formed for the provider, the
// same while the same values are sent again, a new one once they change or the submission succeeded.
import { expect, test } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { newIdempotencyKey, useIdempotencyKey } from '@/lib/client/idempotency';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@/lib/contracts/wallet';

test('a new key is 32 hex characters, which the provider accepts, and differs each time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
  expect(newIdempotencyKey()).not.toBe(a);
});

test('the same body keeps its key; a changed body or a finished submission gets a new one', () => {
  const { result } = renderHook(() => useIdempotencyKey());
  const first = result.current.headersFor({ amount_cents: 500 })[IDEMPOTENCY_HEADER];
  expect(result.current.headersFor({ amount_cents: 500 })[IDEMPOTENCY_HEADER]).toBe(first);
  const changed = result.current.headersFor({ amount_cents: 600 })[IDEMPOTENCY_HEADER];
  expect(changed).not.toBe(first);
  result.current.done();
  expect(result.current.headersFor({ amount_cents: 600 })[IDEMPOTENCY_HEADER]).not.toBe(changed);
});
