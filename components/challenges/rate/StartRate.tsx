// start-rate (spec 2 §2): what rating means here (scale, one decimal, locked once given, neurons,
// the 2-rating threshold for ranking) and how many ideas this player can rate, then 'Start rating'.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { RATING_EXPLAINED, progressText, rateableText } from '@/lib/challenges/rate-flow';
import type { RateQueue } from '@/lib/contracts/rating';
import { MESSAGES } from '@/lib/constants';
import { href } from '@/lib/routes/table';

export function StartRate({
  slug,
  queue,
  challengeRating,
}: {
  slug: string;
  queue: RateQueue | null;
  /** 'Rate this challenge' (spec 2 §5, 1 to 5), beside rating its ideas; null when not offered. */
  challengeRating?: ReactNode;
}) {
  const show = href('challenges.show', { challenge: slug });
  if (!queue)
    return (
      <p className="alert alert-danger" role="alert">
        {MESSAGES.generic}
      </p>
    );
  const left = queue.rateable - queue.rated;
  return (
    <section className="card start-rate" aria-labelledby="start-rate-how">
      <h2 id="start-rate-how">How rating works</h2>
      <ul className="rate-explained">
        {RATING_EXPLAINED.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="rate-count">
        <strong>{rateableText(left)}</strong>
        {queue.rated > 0 && (
          <>
            {' '}
            <span className="muted">({progressText(queue.rated, queue.rateable)})</span>
          </>
        )}
      </p>
      <p className="rate-actions">
        {left > 0 && (
          <Link className="btn" href={href('challenges.rate', { challenge: slug })}>
            Start rating
          </Link>
        )}
        {queue.rateable === 0 && (
          <Link className="btn" href={href('challenges.rating-unlock', { challenge: slug })}>
            What unlocks rating
          </Link>
        )}
        <Link className="btn btn-ghost" href={show}>
          Back to the challenge
        </Link>
      </p>
      {challengeRating}
    </section>
  );
}
