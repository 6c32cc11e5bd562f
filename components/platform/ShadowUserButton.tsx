'use client';
// Admins with the shadow-mode flag can act as another user (spec 1 §4). The server checks again.
import { useState } from 'react';
import { MESSAGES } from '@/lib/constants';
import { useUi } from '../ui/UiProvider';

export function ShadowUserButton({ handle, className = 'btn btn-light' }: { handle: string; className?: string }) {
  const { toast } = useUi();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const res = await fetch('/api/shadow/start', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_handle: handle }),
        });
        const body = await res.json().catch(() => null);
        if (res.ok && body?.data?.location) {
          window.location.replace(body.data.location);
          return;
        }
        setBusy(false);
        toast(body?.errors?.[0]?.error ?? MESSAGES.generic, 'error');
      }}
    >
      {busy ? 'Starting…' : 'Shadow User'}
    </button>
  );
}
