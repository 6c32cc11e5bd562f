'use client';
// A whole-star rating from 1 to 5 (spec 3 §9 'challenge rating scale 1 to 5'; spec 3 §5 'Rating:
// max 5, increment 1'), for a challenge or an insight: five radio buttons, then the submit button,
// once only (spec 3 §5 'once'); once given it is shown locked. A failed call keeps the choice and
// shows the provider's message.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useHydrated } from '../ui/useHydrated';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRatingForm(props: {
  /** The BFF path to POST { value } to. */
  action: string;
  /** The legend, e.g. 'Rate this challenge'. */
  legend: string;
  submitLabel: string;
  given: number | null;
}) {
  const [given, setGiven] = useState(props.given);
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const router = useRouter();
  const id = useId();

  if (given !== null) {
    return (
      <p className="star-rating-locked" role="status">
        You rated it {given} of 5.
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (value === null) {
      setError('This field is required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api(props.action, { method: 'POST', body: { value } });
      setGiven(value);
      router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="star-rating">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{props.legend}</legend>
        <div className="star-rating-choices">
          {STARS.map((star) => (
            <label key={star}>
              <input
                type="radio"
                name={`${id}-value`}
                value={star}
                checked={value === star}
                onChange={() => setValue(star)}
              />{' '}
              {star} {star === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-sm" disabled={!ready || busy}>
        {busy ? 'Saving…' : props.submitLabel}
      </button>
    </form>
  );
}
