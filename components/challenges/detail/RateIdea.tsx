'use client';
// Rating one idea on an open challenge (spec 2 §2 rate, §4 'locked once given', §5 scale 1 to 5 with
// one decimal shown): five stars as a radio group (StarRating.tsx; arrow keys move between them),
// or an exact rating in tenths typed in, then 'Rate'. The rules run here and again at the provider.
// The rating shows as given at once (optimistic) and a toast says the neurons it earned; a failed
// call puts the control back with the chosen value. The page is then refreshed so the idea's
// count of ratings is current. In the one-at-a-time flow (components/challenges/rate/RateFlow.tsx)
// the rating is handed to `onRated` instead, which moves on.
// Loaded lazily on the challenge page (PlayerTools.tsx).
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, api } from '@/lib/client/api';
import type { RatingCreated } from '@/lib/contracts/rating';
import {
  RATING_CREATED_POINTS,
  RATING_MAX,
  RATING_MESSAGES,
  RATING_MIN,
  RATING_STEP,
  formatRating,
  lockedText,
  ratingValueError,
} from '@/lib/challenges/rating';
import { pointsToast } from '@/lib/game/points-toast';
import { useOptionalUi } from '../../ui/UiProvider';
import { useHydrated } from '../../ui/useHydrated';
import { StarRating } from './StarRating';

export interface RateIdeaProps {
  slug: string;
  ideaId: number;
  /** The idea's title, naming the control for screen readers. */
  ideaTitle: string;
  /** The viewer's rating of this idea, if given (then the control shows it locked). */
  given: number | null;
  /**
   * Called with the rating once given, instead of showing it locked; with null when the provider
   * says this person had already rated the idea (elsewhere, in another tab).
   */
  onRated?: (value: number | null) => void;
}

export function RateIdea({ slug, ideaId, ideaTitle, given: initial, onRated }: RateIdeaProps) {
  const [given, setGiven] = useState(initial);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const ui = useOptionalUi();
  const router = useRouter();
  const id = useId();

  if (given !== null)
    return (
      <p className="rate-idea rate-locked" role="status">
        {lockedText(given)}
      </p>
    );

  const value = typed.trim() === '' ? NaN : Number(typed);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = typed.trim() === '' ? 'Choose a rating from 1 to 5.' : ratingValueError(value);
    setError(found);
    if (found) return;
    setBusy(true);
    // Shown as given at once; the flow waits, since it moves on to another idea.
    if (!onRated) setGiven(value);
    try {
      const created = await api<RatingCreated>(`/challenges/${encodeURIComponent(slug)}/ratings`, {
        method: 'POST',
        body: { idea_id: ideaId, value },
        // Shown as given before the answer: leaving the page at once must not cancel the rating.
        keepalive: !onRated,
      });
      ui?.toast(pointsToast(RATING_CREATED_POINTS, 'rater'));
      if (onRated) onRated(created.value);
      else {
        setGiven(created.value);
        router.refresh();
      }
    } catch (err) {
      // 409 on the idea (not the '*' of a closed challenge): rated already, so the flow moves on.
      if (onRated && err instanceof ApiError && err.status === 409 && err.errors[0]?.field === 'idea_id') {
        onRated(null);
        return;
      }
      // The chosen value stays, so trying again is one click.
      setGiven(null);
      setError(err instanceof ApiError ? (err.errors[0]?.error ?? RATING_MESSAGES.failed) : RATING_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="rate-idea" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="field-label">
        Rate this idea<span className="visually-hidden">: {ideaTitle}</span>
      </p>
      <StarRating
        name={`${id}-value`}
        value={value}
        onChange={(n) => {
          setTyped(String(n));
          setError(null);
        }}
        labelledBy={`${id}-legend`}
      />
      <div className="rate-actions">
        <label className="rate-exact" htmlFor={`${id}-exact`}>
          Or an exact rating ({formatRating(RATING_MIN)} to {formatRating(RATING_MAX)})
        </label>
        <input
          id={`${id}-exact`}
          type="number"
          inputMode="decimal"
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-sm" disabled={!ready || busy}>
          {busy ? 'Sending...' : 'Rate'}
        </button>
      </div>
      <p className="muted">A rating is locked once given.</p>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
