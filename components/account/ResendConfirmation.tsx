'use client';
// 'Resend the confirmation email' on /my-account/security (issue 19 §5; spec 1 §7 POST
// /account/resend): a new link goes out through the email outbox; the provider's answer
// ('A new confirmation link is on its way.', or its hourly limit) is said where the button is.
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useHydrated } from '../ui/useHydrated';

export function ResendConfirmation() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const ready = useHydrated();

  async function resend() {
    setBusy(true);
    setResult(null);
    try {
      const { message } = await api<{ message: string }>('/account/resend', { method: 'POST' });
      setResult({ kind: 'sent', text: message });
    } catch (err) {
      setResult({ kind: 'failed', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="resend-confirmation">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={resend}
        disabled={busy || !ready}
        aria-busy={busy}
      >
        {busy ? 'Sending...' : 'Resend the confirmation email'}
      </button>
      <p role="status" className={result?.kind === 'failed' ? 'error' : 'muted'}>
        {result?.text ?? ''}
      </p>
    </div>
  );
}
