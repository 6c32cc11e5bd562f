'use client';
// State of a money form or button (issue 16): busy while sending, the provider's errors by field
// (typed values are the form's own state, so a failure never clears them), one Idempotency-Key
// per submission kept across its retries, a toast and a refreshed page on success.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, ApiError, errorList } from '@/lib/client/api';
import { useIdempotencyKey } from '@/lib/client/idempotency';
import { errorsByField } from '@/lib/contracts/errors';
import { useUi } from '../ui/UiProvider';

export function useMoneyAction() {
  const { toast } = useUi();
  const router = useRouter();
  const submission = useIdempotencyKey();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** The status of the last refusal (402: the wallet is short), null after a success. */
  const [status, setStatus] = useState<number | null>(null);

  /** Sends one money mutation; the answer's data, or null after showing why it failed. */
  async function send<R>(
    path: string,
    { method = 'POST', body, success }: { method?: string; body?: unknown; success?: string },
  ): Promise<R | null> {
    if (busy) return null;
    setBusy(true);
    setErrors({});
    setStatus(null);
    try {
      const result = await api<R>(path, { method, body, headers: submission.headersFor({ path, method, body }) });
      submission.done();
      if (success) toast(success);
      router.refresh();
      return result;
    } catch (err) {
      setErrors(errorsByField(errorList(err)));
      setStatus(err instanceof ApiError ? err.status : null);
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Shows an error found before sending (an amount that is not one). */
  function refuse(field: string, error: string) {
    setErrors({ [field]: error });
  }

  /** Clears the error of a field being edited. */
  function clear(field: string) {
    setErrors((all) => {
      if (!(field in all)) return all;
      const { [field]: _gone, ...rest } = all;
      return rest;
    });
  }

  return { errors, busy, status, send, refuse, clear };
}
