'use client';
// Mentoring one idea (spec 2 §1 'Mentors give two comments on an idea: what I like and what could
// improve'; spec 3 §5 textarea maxlength 1000): a 'Mentor this idea' button opens the two fields
// with counters. The rules run here and again at the provider; a failed call keeps every typed word
// and shows the provider's errors beside their fields. Advice is locked once given, so after
// sending the form says so, and the list above shows the advice (the page is refreshed). Loaded
// lazily (MentoringTools.tsx), so visitors never download it.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import type { FieldError } from '@/lib/contracts/errors';
import type { MentorCommentCreated } from '@/lib/contracts/mentoring';
import { MENTOR_TEXT_MAX, MENTORING_MESSAGES, mentorCommentErrors } from '@/lib/challenges/mentoring';
import { MESSAGES } from '@/lib/constants';
import { CountedField } from '../challenge-create/CountedField';
import { useHydrated } from '../ui/useHydrated';

export interface MentorIdeaFormProps {
  slug: string;
  ideaId: number;
  ideaTitle: string;
  /** The viewer has mentored this idea already (locked once given). */
  mentored: boolean;
}

const EMPTY = { what_i_like: '', what_could_improve: '' };
const FIELDS = ['what_i_like', 'what_could_improve'];

export function MentorIdeaForm({ slug, ideaId, ideaTitle, mentored }: MentorIdeaFormProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const ready = useHydrated();
  const router = useRouter();
  const id = useId();
  // Opening the form puts the caret in its first field.
  useEffect(() => {
    if (open) document.getElementById(`${id}-like`)?.focus();
  }, [open, id]);

  if (sent)
    return (
      <p className="notice mentor-idea" role="status">
        {MENTORING_MESSAGES.sent}
      </p>
    );
  if (mentored)
    return <p className="muted mentor-idea">You have mentored this idea. Mentor comments are locked once given.</p>;
  if (!open) {
    return (
      <p className="mentor-idea">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!ready}
          onClick={() => setOpen(true)}
          aria-expanded="false"
          aria-label={`Mentor this idea: ${ideaTitle}`}
        >
          Mentor this idea
        </button>
      </p>
    );
  }

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error ?? null;
  const set = (key: keyof typeof EMPTY) => (value: string) => setText((t) => ({ ...t, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = mentorCommentErrors(text);
    setErrors(found);
    if (found.length) return;
    setBusy(true);
    try {
      await api<MentorCommentCreated>(`/challenges/${encodeURIComponent(slug)}/ideas/${ideaId}/mentor-comments`, {
        method: 'POST',
        body: text,
      });
      setSent(true);
      router.refresh();
    } catch (err) {
      // The typed text stays; the error shows beside its field, or above the button.
      setErrors(errorList(err, MENTORING_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  const general = errors.filter((e) => !FIELDS.includes(e.field));
  return (
    <section className="mentor-idea" aria-labelledby={`${id}-heading`}>
      <h5 id={`${id}-heading`} className="visually-hidden">
        Mentor “{ideaTitle}”
      </h5>
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <p className="muted" style={{ marginTop: 0 }}>
          Be specific and kind. Your name is shown with your advice; it cannot be edited once sent.
        </p>
        <CountedField
          id={`${id}-like`}
          label="What I like"
          value={text.what_i_like}
          onChange={set('what_i_like')}
          max={MENTOR_TEXT_MAX}
          error={errorOf('what_i_like')}
          multiline
          rows={3}
        />
        <CountedField
          id={`${id}-improve`}
          label="What could improve"
          value={text.what_could_improve}
          onChange={set('what_could_improve')}
          max={MENTOR_TEXT_MAX}
          error={errorOf('what_could_improve')}
          multiline
          rows={3}
        />
        {general.map((e) => (
          <p key={e.error} className="error" role="alert">
            {e.error || MESSAGES.generic}
          </p>
        ))}
        <div className="mentor-idea-actions">
          <button type="submit" className="btn btn-sm" disabled={!ready || busy}>
            {busy ? 'Sending...' : 'Send advice'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setOpen(false);
              setErrors([]);
            }}
          >
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
