'use client';
// Rating one piece of advice (spec 2 §4 'locked once given', §5 'Mentoring rating scale 0 to 5',
// §6 anonymous; spec 3 §5 'Rating: max 5, increment 1'): the feedback choices as a radiogroup (arrow
// keys move between them), then 'Rate advice'. A failed call keeps the choice and shows the
// provider's error; once given, the rating is shown locked. Loaded lazily (MentoringTools.tsx).
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, api } from '@/lib/client/api';
import type { FeedbackChoice, MentoringRateCreated } from '@/lib/contracts/mentoring';
import { MENTORING_MESSAGES, mentoringRateError, rateLockedText } from '@/lib/challenges/mentoring';
import { useHydrated } from '../ui/useHydrated';

export interface RateAdviceProps {
  commentId: number;
  /** The mentor's handle, naming the control for screen readers. */
  mentorHandle: string;
  choices: FeedbackChoice[];
  /** The viewer's rating of this advice, if given (then it is shown locked). */
  given: number | null;
}

export function RateAdvice({ commentId, mentorHandle, choices, given: initial }: RateAdviceProps) {
  const [given, setGiven] = useState(initial);
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const router = useRouter();
  const id = useId();

  if (given !== null) {
    return (
      <p className="rate-advice-locked" role="status">
        {rateLockedText(given, choices.find((c) => c.value === given)?.label)}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = value === null ? MENTORING_MESSAGES.chooseRate : mentoringRateError(value);
    setError(found);
    if (found || value === null) return;
    setBusy(true);
    try {
      const rated = await api<MentoringRateCreated>(`/game/mentoring/${commentId}/rates`, {
        method: 'POST',
        body: { value },
      });
      setGiven(rated.value);
      // The average shown beside the advice now counts this rating.
      router.refresh();
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.errors[0]?.error ?? MENTORING_MESSAGES.rateFailed)
          : MENTORING_MESSAGES.rateFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="rate-advice" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
        <legend>
          Rate this advice<span className="visually-hidden"> from @{mentorHandle}</span>
        </legend>
        <div
          role="radiogroup"
          className="rate-advice-choices"
          aria-label={`Rating of the advice from @${mentorHandle}`}
        >
          {choices.map((choice) => (
            <label key={choice.value} className="rate-advice-choice">
              <input
                type="radio"
                name={`${id}-value`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => setValue(choice.value)}
              />
              <span>
                {choice.value} – {choice.label}
                <small>{choice.description}</small>
              </span>
            </label>
          ))}
        </div>
        <p id={`${id}-hint`} className="muted" style={{ margin: 0, fontSize: '.85rem' }}>
          Anonymous: the mentor never learns who rated. Locked once given.
        </p>
        {error && (
          <p id={`${id}-error`} className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-sm" disabled={!ready || busy}>
          {busy ? 'Sending...' : 'Rate advice'}
        </button>
      </fieldset>
    </form>
  );
}
