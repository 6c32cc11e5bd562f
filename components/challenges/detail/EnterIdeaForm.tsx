'use client';
// 'Enter your idea' on an open challenge's Ideas tab (spec 2 §3 Idea, §5 Idea, §7 POST ideas/v2):
// title and description with counters, an optional picture, and on caption challenges the caption's
// top and bottom lines. The rules run here and again at the provider; a failed call keeps every
// typed word. Says how many ideas the person has left and, at the limit, says so instead of a form.
// Loaded lazily (PlayerTools.tsx), so visitors never download it.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import type { FieldError } from '@/lib/contracts/errors';
import type { IdeaAllowance, IdeaCreated } from '@/lib/contracts/idea';
import {
  CAPTION_TEXT_MAX,
  IDEA_CREATED_POINTS,
  IDEA_DESCRIPTION_MAX,
  IDEA_MESSAGES,
  IDEA_TITLE_MAX,
  ideaEntryErrors,
  ideasLeftText,
  limitReachedMessage,
} from '@/lib/challenges/idea-entry';
import { MESSAGES } from '@/lib/constants';
import { CountedField } from '../../challenge-create/CountedField';
import { ImageStep } from '../../challenge-create/ImageStep';
import { pointsToast } from '@/lib/game/points-toast';
import { useOptionalUi } from '../../ui/UiProvider';
import { useHydrated } from '../../ui/useHydrated';

export interface EnterIdeaFormProps {
  challenge: { slug: string; question_title: string; caption_solution_format: string | null };
  /** What the provider counted for this player; null when it could not be read (the form still works, without the count). */
  allowance: IdeaAllowance | null;
}

const EMPTY = { title: '', description: '', top: '', bottom: '' };

export function EnterIdeaForm({ challenge, allowance: initial }: EnterIdeaFormProps) {
  const [text, setText] = useState(EMPTY);
  const [image, setImage] = useState<string | null>(null);
  const [withPicture, setWithPicture] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [allowance, setAllowance] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const ready = useHydrated();
  const router = useRouter();
  const ui = useOptionalUi();
  const id = useId();
  const caption = challenge.caption_solution_format !== null;

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error ?? null;
  const set = (key: keyof typeof EMPTY) => (value: string) => setText((t) => ({ ...t, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entry = {
      challenge: challenge.slug,
      title: text.title,
      description: text.description,
      primary_image: image,
      caption: caption ? { top: text.top, bottom: text.bottom } : null,
    };
    const found = ideaEntryErrors(entry, caption);
    setErrors(found);
    setNotice(null);
    if (found.length) return;
    setBusy(true);
    try {
      const created = await api<IdeaCreated>('/ideas', { method: 'POST', body: entry });
      setAllowance({
        ideas_entered: created.ideas_entered,
        max_user_ideas: created.max_user_ideas,
        ideas_left: created.ideas_left,
      });
      setText(EMPTY);
      setImage(null);
      setWithPicture(false);
      setNotice(IDEA_MESSAGES.submitted);
      ui?.toast(pointsToast(IDEA_CREATED_POINTS, 'innovator'));
      router.refresh();
    } catch (err) {
      // The typed text stays; the error shows beside its field, or above the button.
      setErrors(errorList(err, IDEA_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  const general = errors.filter(
    (e) => !['title', 'description', 'caption', 'caption.top', 'caption.bottom'].includes(e.field),
  );
  const atLimit = allowance !== null && allowance.ideas_left === 0;
  return (
    <section className="card enter-idea" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Enter your idea</h3>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      {atLimit ? (
        <p className="muted" role={notice ? undefined : 'status'}>
          {limitReachedMessage(allowance.max_user_ideas)}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-describedby={`${id}-left`}>
          <p className="muted" id={`${id}-left`}>
            {allowance ? ideasLeftText(allowance.ideas_left) : ''} Your idea stays anonymous until the challenge closes,
            and cannot be edited once posted.
          </p>
          {/* Closed until React has taken over the fields: text typed into the server's HTML
              before that would be reset by hydration, and typed words must never be lost. */}
          <fieldset className="enter-idea-fields" disabled={!ready}>
            {caption && (
              <fieldset className="field">
                <legend>Your caption</legend>
                <CountedField
                  id={`${id}-top`}
                  label="Top line"
                  value={text.top}
                  onChange={set('top')}
                  max={CAPTION_TEXT_MAX}
                  error={errorOf('caption.top')}
                  required={false}
                />
                <CountedField
                  id={`${id}-bottom`}
                  label="Bottom line"
                  value={text.bottom}
                  onChange={set('bottom')}
                  max={CAPTION_TEXT_MAX}
                  error={errorOf('caption.bottom')}
                  required={false}
                />
                {errorOf('caption') && (
                  <span className="error" role="alert">
                    {errorOf('caption')}
                  </span>
                )}
              </fieldset>
            )}
            <CountedField
              id={`${id}-title`}
              label="Idea title"
              value={text.title}
              onChange={set('title')}
              max={IDEA_TITLE_MAX}
              error={errorOf('title')}
            />
            <CountedField
              id={`${id}-description`}
              label="Describe your idea"
              value={text.description}
              onChange={set('description')}
              max={IDEA_DESCRIPTION_MAX}
              error={errorOf('description')}
              multiline
              required={!caption}
            />
            {withPicture ? (
              <div className="field">
                <span className="field-label">Picture (optional)</span>
                <ImageStep value={image} onChange={setImage} keywords={challenge.question_title} />
                {errorOf('primary_image') && (
                  <span className="error" role="alert">
                    {errorOf('primary_image')}
                  </span>
                )}
              </div>
            ) : (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setWithPicture(true)}>
                Add a picture (optional)
              </button>
            )}
          </fieldset>
          {general.map((e) => (
            <p key={e.error} className="error" role="alert">
              {e.error || MESSAGES.generic}
            </p>
          ))}
          <button type="submit" className="btn" disabled={!ready || busy}>
            {busy ? 'Sending...' : 'Enter your idea'}
          </button>
        </form>
      )}
    </section>
  );
}
