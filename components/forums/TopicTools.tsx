'use client';
// Topic-wide actions: save for later (My saved), and for its moderators (spec 3 §6) lock, pin, hide
// or restore, and move to another channel of the community that they moderate too.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';

export function TopicTools({
  topicId,
  saved,
  locked,
  pinned,
  hidden,
  canModerate,
  moveTo,
  context,
}: {
  topicId: number;
  saved: boolean;
  locked: boolean;
  pinned: boolean;
  hidden: boolean;
  canModerate: boolean;
  /** Channels the moderator may move the topic to (none for a challenge's thread). */
  moveTo: { id: number; title: string }[];
  context: { platform?: string; challenge?: string };
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [destination, setDestination] = useState('');
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
  const moderate = (action: string, more: { channel_id?: number } = {}) =>
    act(() =>
      api(`/forums/moderation/topics/${topicId}`, {
        method: 'POST',
        body: { action, reason: '', ...more, ...context },
      }),
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
          {(
            [
              [locked, 'unlock', 'Unlock', 'lock', 'Lock'],
              [pinned, 'unpin', 'Unpin', 'pin', 'Pin'],
              [hidden, 'restore', 'Restore topic', 'hide', 'Hide topic'],
            ] as const
          ).map(([on, undo, undoLabel, action, label]) => (
            <button
              key={action}
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => moderate(on ? undo : action)}
            >
              {on ? undoLabel : label}
            </button>
          ))}
          {moveTo.length > 0 && (
            <form
              className="topic-move"
              onSubmit={(e) => {
                e.preventDefault();
                if (destination) moderate('move', { channel_id: Number(destination) });
              }}
            >
              <label htmlFor={`move-${topicId}`}>Move to</label>{' '}
              <select id={`move-${topicId}`} value={destination} onChange={(e) => setDestination(e.target.value)}>
                <option value="">Choose a channel</option>
                {moveTo.map((channel) => (
                  <option key={channel.id} value={channel.id}>
                    {channel.title}
                  </option>
                ))}
              </select>{' '}
              <button type="submit" className="btn btn-ghost btn-sm" disabled={busy || !destination}>
                Move topic
              </button>
            </form>
          )}
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
