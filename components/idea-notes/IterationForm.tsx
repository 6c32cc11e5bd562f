'use client';
// The author's new iteration of their idea (spec 1 §3, spec 2 §3): the current text to start
// from, title up to 180 and description up to 5000 (spec 2 §5). Ideas are not edited: this posts
// a new version and the earlier ones stay. A once form: a double click posts one version.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from '@/lib/challenges/idea';
import { requiredMessage } from '@/lib/forms/rules';
import { useUi } from '../ui/UiProvider';

export function IterationForm({
  ideaId,
  title: startTitle,
  description: startDescription,
  versionsLeft,
}: {
  ideaId: number;
  title: string;
  description: string;
  versionsLeft: number;
}) {
  const [title, setTitle] = useState(startTitle);
  const [description, setDescription] = useState(startDescription);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!title.trim()) return setError(requiredMessage('Idea title'));
    setBusy(true);
    setError('');
    try {
      await api(`/ideas/${ideaId}/iterations`, { method: 'POST', body: { title, description } });
      toast('Your new iteration is posted.');
      router.refresh();
    } catch (err) {
      setError(errorList(err)[0].error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack-form" onSubmit={submit} noValidate aria-label="Post a new iteration">
      <p className="muted">
        {versionsLeft === 1 ? 'One more version is possible.' : `${versionsLeft} more versions are possible.`} Earlier
        versions stay visible.
      </p>
      <label htmlFor={`iteration-title-${ideaId}`}>New title</label>
      <input
        id={`iteration-title-${ideaId}`}
        value={title}
        maxLength={IDEA_TITLE_MAX + 20}
        onChange={(e) => setTitle(e.target.value)}
        aria-invalid={Boolean(error)}
      />
      <label htmlFor={`iteration-description-${ideaId}`}>New description</label>
      <textarea
        id={`iteration-description-${ideaId}`}
        rows={5}
        value={description}
        maxLength={IDEA_DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value)}
      />
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
      <div>
        <button className="btn btn-sm" type="submit" disabled={busy}>
          {busy ? 'Posting…' : 'Post new iteration'}
        </button>
      </div>
    </form>
  );
}
