'use client';
// 'Save an Idea' (spec 2 §2; the header's Save Idea): write an idea down in the Nerve-on A-ha
// notebook before there is a question for it. Title up to 180, text up to 5000 (the idea limits,
// spec 2 §5), private unless the player makes it public. A once form: a double click saves once.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from '@/lib/challenges/idea';
import { IDEA_NOTE_TEXTS, type Visibility } from '@/lib/contracts/idea-notes';
import { graphemeCount } from '@/lib/graphemes';
import { requiredMessage } from '@/lib/forms/rules';
import { useUi } from '../ui/UiProvider';

export function SaveIdeaForm({ initialVisibility = 'private' }: { initialVisibility?: Visibility }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<Visibility>(initialVisibility);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();
  const left = IDEA_TITLE_MAX - graphemeCount(title);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!title.trim()) return setErrors({ title: requiredMessage('Idea title') });
    setBusy(true);
    setErrors({});
    try {
      await api('/saved-ideas', { method: 'POST', body: { title, description, visibility } });
      toast(IDEA_NOTE_TEXTS.saved);
      setTitle('');
      setDescription('');
      router.refresh();
    } catch (err) {
      setErrors(
        Object.fromEntries(errorList(err).map((f) => [f.field === 'description' ? 'description' : 'title', f.error])),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack-form" onSubmit={submit} noValidate aria-label="Save an idea">
      <label htmlFor="saved-idea-title">Idea title</label>
      <input
        id="saved-idea-title"
        value={title}
        maxLength={IDEA_TITLE_MAX + 20}
        onChange={(e) => setTitle(e.target.value)}
        aria-invalid={Boolean(errors.title)}
        aria-describedby="saved-idea-title-left"
      />
      <small id="saved-idea-title-left" className={left < 0 ? 'error' : 'muted'}>
        {left} characters left
      </small>
      {errors.title && (
        <span className="error" role="alert">
          {errors.title}
        </span>
      )}
      <label htmlFor="saved-idea-description">What is the idea?</label>
      <textarea
        id="saved-idea-description"
        rows={4}
        value={description}
        maxLength={IDEA_DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value)}
        aria-invalid={Boolean(errors.description)}
      />
      {errors.description && (
        <span className="error" role="alert">
          {errors.description}
        </span>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={visibility === 'public'}
          onChange={(e) => setVisibility(e.target.checked ? 'public' : 'private')}
        />{' '}
        Public: other players may read it
      </label>
      <div>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save idea'}
        </button>
      </div>
    </form>
  );
}
