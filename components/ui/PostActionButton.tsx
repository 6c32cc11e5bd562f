'use client';
// A button that POSTs one action to a BFF path, says what happened in a toast and refreshes the
// page; an action the same person cannot undo asks first. Organization and team actions use it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useHydrated } from './useHydrated';
import { useUi } from './UiProvider';

export function PostActionButton({
  path,
  body,
  label,
  done,
  confirm: question,
  ghost = false,
}: {
  /** Under /api, e.g. '/teams/3/membership'. */
  path: string;
  body: unknown;
  label: string;
  /** The toast after success. */
  done: string;
  /** Asked before the action is sent. */
  confirm?: string;
  ghost?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const { confirm, toast } = useUi();
  const router = useRouter();
  const ready = useHydrated();

  async function run() {
    if (question && !(await confirm({ title: label, message: question, confirm: label }))) return;
    setBusy(true);
    try {
      await api(path, { method: 'POST', body });
      toast(done);
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={ghost ? 'btn btn-ghost btn-sm' : 'btn btn-sm'}
      onClick={run}
      disabled={busy || !ready}
      aria-busy={busy}
    >
      {label}
    </button>
  );
}
