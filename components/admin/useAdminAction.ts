'use client';
// One admin dashboard change (issue 21): busy while sending, a toast with the outcome, the page
// refreshed on success so the server-rendered lists show the new state.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

export function useAdminAction() {
  const router = useRouter();
  const { confirm, toast } = useUi();
  const [busy, setBusy] = useState(false);

  /** Sends one change after an optional confirmation; true when it was made. */
  async function run(path: string, body: unknown, done: string, ask?: string): Promise<boolean> {
    if (busy) return false;
    if (ask && !(await confirm({ message: ask }))) return false;
    setBusy(true);
    try {
      await api(path, { method: 'POST', body });
      toast(done);
      router.refresh();
      return true;
    } catch (err) {
      toast(errorMessage(err), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
