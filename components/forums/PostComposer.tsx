'use client';
// Writing a post (spec 3 §5): a new topic (with a title), a reply, or a post in a challenge's
// thread. Markdown in a text area. What was typed is kept in this browser until the post is
// accepted, so a failure (the gate, a 429 with its wait, the network) never loses it.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useHydrated } from '../ui/useHydrated';

export interface ComposerTarget {
  /** BFF path the post goes to. */
  path: string;
  /** Key of the draft in localStorage. */
  draftKey: string;
  /** Sent along so the BFF expires the right cached pages. */
  context: { platform?: string; challenge?: string };
  parentId?: number;
}

const DRAFT_PREFIX = 'forum-draft:';

export function PostComposer({
  target,
  withTitle = false,
  label = 'Your reply',
  submitLabel = 'Post reply',
  onPosted,
  goTo,
}: {
  target: ComposerTarget;
  withTitle?: boolean;
  label?: string;
  submitLabel?: string;
  onPosted?: () => void;
  /** Where to go after posting, from the answer's topic id (new topics). */
  goTo?: (topicId: number) => string;
}) {
  const id = useId();
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = DRAFT_PREFIX + target.draftKey;

  // The server and the first client render show an empty form; right after hydration the stored
  // draft (browser-only) is recovered once, by adjusting state during render.
  const hydrated = useHydrated();
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  if (hydrated && restoredKey !== key) {
    setRestoredKey(key);
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as { title?: string; body?: string } | null;
      if (saved) {
        setTitle(saved.title ?? '');
        setBody(saved.body ?? '');
      }
    } catch {
      /* no draft */
    }
  }

  const keep = (next: { title?: string; body?: string }) => {
    try {
      localStorage.setItem(key, JSON.stringify({ title, body, ...next }));
    } catch {
      /* storage full or off: the text stays in the form */
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await api<{ topic_id: number; message_id: number }>(target.path, {
        method: 'POST',
        body: {
          ...(withTitle ? { title } : {}),
          body,
          ...(target.parentId ? { parent_id: target.parentId } : {}),
          ...target.context,
        },
      });
      localStorage.removeItem(key);
      setTitle('');
      setBody('');
      onPosted?.();
      if (goTo) router.push(goTo(created.topic_id));
      else router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="post-composer" onSubmit={submit}>
      {withTitle && (
        <p>
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            value={title}
            required
            minLength={3}
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              keep({ title: e.target.value });
            }}
          />
        </p>
      )}
      <p>
        <label htmlFor={`${id}-body`}>{label}</label>
        <textarea
          id={`${id}-body`}
          value={body}
          required
          rows={withTitle ? 8 : 4}
          maxLength={20000}
          onChange={(e) => {
            setBody(e.target.value);
            keep({ body: e.target.value });
          }}
        />
        <span className="muted form-hint">Markdown works; @name mentions a player.</span>
      </p>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <button className="btn" type="submit" disabled={busy}>
        {busy ? 'Posting…' : submitLabel}
      </button>
    </form>
  );
}
