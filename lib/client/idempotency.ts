'use client';
// One Idempotency-Key per money form submission (issue 16 §1): made when the form is first sent,
// kept while the same values are sent again (a retry after a failure or a lost answer), replaced
// once they change or the submission succeeded. The provider moves money once per key.
import { useRef } from 'react';
import { IDEMPOTENCY_HEADER } from '../payments';

/** 32 hex characters: crypto.randomUUID where the page is a secure context, random bytes otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    /** The header for sending `body`: the same key as the last attempt when the body is the same. */
    headersFor(body: unknown): Record<string, string> {
      const text = JSON.stringify(body ?? null);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return { [IDEMPOTENCY_HEADER]: last.current.key };
    },
    /** The submission succeeded: the next one is a new submission. */
    done() {
      last.current = null;
    },
  };
}
