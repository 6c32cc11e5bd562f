'use client';
// Friend request actions on the friends-followers page: accept or decline a request in, cancel one
// out; unfollow, unfriend and unblock beside a person. The page reloads its lists afterwards.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

type Action = { label: string; path: string; method: 'POST' | 'DELETE'; body?: unknown; done: string };

export function PeopleActionButtons({ actions }: { actions: Action[] }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();
  async function run(action: Action) {
    setBusy(true);
    try {
      await api(action.path, { method: action.method, body: action.body });
      toast(action.done);
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="people-row-actions">
      {actions.map((a) => (
        <button key={a.label} type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => run(a)}>
          {a.label}
        </button>
      ))}
    </span>
  );
}
