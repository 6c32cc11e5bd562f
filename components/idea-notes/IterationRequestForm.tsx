'use client';
// The catalyst asks an idea's author for a new iteration (spec 2 §7 POST
// /challenges/{slug}/catalyst/ideas; spec 1 §3 iteration request): what they would like improved,
// up to 1000 characters (spec 1 §5's textarea). The author is told and answers with a new version.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { IDEA_NOTE_TEXTS, ITERATION_NOTE_MAX } from '@/lib/contracts/idea-notes';
import { requiredMessage } from '@/lib/forms/rules';
import { useUi } from '../ui/UiProvider';

export function IterationRequestForm({ slug, ideaId, ideaTitle }: { slug: string; ideaId: number; ideaTitle: string }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();
  const id = `iteration-note-${ideaId}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!note.trim()) return setError(requiredMessage('What could improve'));
    setBusy(true);
    setError('');
    try {
      await api(`/challenges/${encodeURIComponent(slug)}/catalyst/ideas`, {
        method: 'POST',
        body: { idea_id: ideaId, note },
      });
      toast(IDEA_NOTE_TEXTS.requestSent);
      setNote('');
      router.refresh();
    } catch (err) {
      setError(errorList(err)[0].error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack-form" onSubmit={submit} noValidate aria-label={`Ask for a new iteration of ${ideaTitle}`}>
      <label htmlFor={id}>What could improve</label>
      <textarea
        id={id}
        rows={2}
        value={note}
        maxLength={ITERATION_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={Boolean(error)}
      />
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
      <div>
        <button className="btn btn-sm btn-ghost" type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Ask for a new iteration'}
        </button>
      </div>
    </form>
  );
}
