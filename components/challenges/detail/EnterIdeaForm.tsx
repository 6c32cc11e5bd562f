'use client';
// 'Enter your idea' on an open challenge's Ideas tab (spec 2 §3 Idea, §5 Idea, §7 POST ideas/v2):
// title and description with counters, an optional picture, and on caption challenges the caption's
// top and bottom lines. The rules run here and again at the provider; a failed call keeps every
// typed word. Says how many ideas the person has left and, at the limit, says so instead of a form.
// Loaded lazily (PlayerTools.tsx), so visitors never download it. On a paid challenge's
// idea-entry-fee page (issue 16 §3) it pays the fee with the idea: the body names the fee the
// player saw, the submission carries one Idempotency-Key, and a wallet short of the fee gets the
// provider's message and a link to add funds while the typed idea stays.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, ApiError, errorList } from '@/lib/client/api';
import { useIdempotencyKey } from '@/lib/client/idempotency';
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
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { CountedField } from '../../challenge-create/CountedField';
import { ImageStep } from '../../challenge-create/ImageStep';
import { pointsToast } from '@/lib/game/points-toast';
import { useOptionalUi } from '../../ui/UiProvider';
import { useHydrated } from '../../ui/useHydrated';

export interface EnterIdeaFormProps {
  challenge: { slug: string; question_title: string; caption_solution_format: string | null };
  /** What the provider counted for this player; null when it could not be read (the form still works, without the count). */
  allowance: IdeaAllowance | null;
  /** The entry fee this form pays with the idea (cents); absent on a free challenge. */
  entryFeeCents?: number;
  /** The button's word for an idea ('idea'; an ask-me-anything box says 'question'). */
  noun?: string;
}

const EMPTY = { title: '', description: '', top: '', bottom: '' };
/** Where a paid idea waits while its author adds funds (this tab only; restored once, then dropped). */
function waiting(slug: string) {
  const key = `nervus:idea-waiting:${slug}`;
  // Storage can throw (private browsing, quota): the idea then stays on this page only.
  return {
    get: (): Partial<typeof EMPTY> | null => {
      try {
        return JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
      } catch {
        return null;
      }
    },
    set: (value: string) => {
      try {
        window.sessionStorage.setItem(key, value);
      } catch {
        /* kept on this page only */
      }
    },
    remove: () => {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        /* nothing kept */
      }
    },
  };
}

export function EnterIdeaForm({ challenge, allowance: initial, entryFeeCents = 0, noun = 'idea' }: EnterIdeaFormProps) {
  const [text, setText] = useState(EMPTY);
  const [image, setImage] = useState<string | null>(null);
  const [withPicture, setWithPicture] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [allowance, setAllowance] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const submission = useIdempotencyKey();
  const ready = useHydrated();
  const router = useRouter();
  const ui = useOptionalUi();
  const id = useId();
  const caption = challenge.caption_solution_format !== null;

  // An idea typed before the wallet was short comes back after adding funds (issue 16 §3): the
  // server and the first client render show an empty form, then it is recovered once, by
  // adjusting state during render (as the creation flow recovers its draft).
  const [recovered, setRecovered] = useState(false);
  if (ready && !recovered && entryFeeCents > 0) {
    setRecovered(true);
    const kept = waiting(challenge.slug).get();
    if (kept) setText({ ...EMPTY, ...kept });
  }

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
      ...(entryFeeCents > 0 ? { entry_fee_cents: entryFeeCents } : {}),
    };
    const found = ideaEntryErrors(entry, caption);
    setErrors(found);
    setNotice(null);
    setShort(false);
    if (found.length) return;
    setBusy(true);
    try {
      const created = await api<IdeaCreated>('/ideas', {
        method: 'POST',
        body: entry,
        headers: entryFeeCents > 0 ? submission.headersFor(entry) : undefined,
      });
      submission.done();
      if (entryFeeCents > 0) waiting(challenge.slug).remove();
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
      // 402: the wallet holds less than the fee (the message says how much); the idea is kept
      // for this tab's return from adding funds.
      const isShort = err instanceof ApiError && err.status === 402;
      setShort(isShort);
      if (isShort) waiting(challenge.slug).set(JSON.stringify(text));
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
          {short && (
            <p>
              <Link className="btn btn-ghost" href={href('account.payment-wallets')}>
                Add funds to your wallet
              </Link>
            </p>
          )}
          <button type="submit" className="btn" disabled={!ready || busy}>
            {busy
              ? 'Sending...'
              : entryFeeCents > 0
                ? `Pay ${formatMoneyCents(entryFeeCents)} and enter ${noun}`
                : 'Enter your idea'}
          </button>
        </form>
      )}
    </section>
  );
}
