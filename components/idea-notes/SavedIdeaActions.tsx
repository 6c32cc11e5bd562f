'use client';
// One saved idea's controls for its owner: make it public or private, or remove it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { Visibility } from '@/lib/contracts/idea-notes';
import { useUi } from '../ui/UiProvider';

export function SavedIdeaActions({ id, title, visibility }: { id: number; title: string; visibility: Visibility }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();

  async function run(init: { method: 'PATCH' | 'DELETE'; body?: unknown }, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      await api(`/saved-ideas/${id}`, init);
      toast(done);
      router.refresh();
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const other: Visibility = visibility === 'public' ? 'private' : 'public';
  return (
    <div className="dash-actions" role="group" aria-label={`Saved idea: ${title}`}>
      <button
        className="btn btn-ghost btn-sm"
        type="button"
        disabled={busy}
        onClick={() => run({ method: 'PATCH', body: { visibility: other } }, `“${title}” is ${other} now.`)}
      >
        Make {other}
      </button>
      <button
        className="btn btn-ghost btn-sm"
        type="button"
        disabled={busy}
        onClick={() => run({ method: 'DELETE' }, `“${title}” is removed from your notebook.`)}
      >
        Remove
      </button>
    </div>
  );
}
