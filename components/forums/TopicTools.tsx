'use client';
// Topic-wide actions: save for later (My saved), and for its moderators lock, pin and hide.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';

export function TopicTools({
  topicId,
  saved,
  locked,
  pinned,
  canModerate,
  context,
}: {
  topicId: number;
  saved: boolean;
  locked: boolean;
  pinned: boolean;
  canModerate: boolean;
  context: { platform?: string; challenge?: string };
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const moderate = (action: string) =>
    act(() =>
      api(`/forums/moderation/topics/${topicId}`, { method: 'POST', body: { action, reason: '', ...context } }),
    );
  return (
    <div className="topic-tools">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={busy}
        onClick={() => act(() => api(`/forums/saved/${topicId}`, { method: saved ? 'DELETE' : 'PUT' }))}
      >
        {saved ? 'Saved' : 'Save for later'}
      </button>
      {canModerate && (
        <>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => moderate(locked ? 'unlock' : 'lock')}
          >
            {locked ? 'Unlock' : 'Lock'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => moderate(pinned ? 'unpin' : 'pin')}
          >
            {pinned ? 'Unpin' : 'Pin'}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => moderate('hide')}>
            Hide topic
          </button>
        </>
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
