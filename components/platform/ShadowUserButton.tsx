'use client';
// Admins with the shadow-mode flag can act as another user (spec 1 §4). The server checks again:
// POST /api/shadow/start seals the shadow session cookie and answers where to go (the target's
// dashboard), which replaces this page so Back does not return to the admin's view.
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

export function ShadowUserButton({ handle, className = 'btn btn-light' }: { handle: string; className?: string }) {
  const { toast } = useUi();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      const { location } = await api<{ location: string }>('/shadow/start', {
        method: 'POST',
        body: { user_handle: handle },
      });
      window.location.replace(location);
    } catch (err) {
      setBusy(false);
      toast(errorMessage(err), 'error');
    }
  }

  return (
    <button type="button" className={className} disabled={busy} onClick={start}>
      {busy ? 'Starting…' : 'Shadow User'}
    </button>
  );
}
