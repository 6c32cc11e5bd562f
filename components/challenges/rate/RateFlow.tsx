'use client';
// The rate page (spec 2 §2 challenges.rate): one idea at a time from the provider's queue (fewest
// ratings first, server/provider/domain/rate-queue.ts), with the rating control, progress ('3 of 7
// rated') and Skip, which sends the idea to the end of the queue so it comes back once the others
// are done. After a rating or a skip, focus moves to the next idea's heading, so a keyboard or
// screen-reader user carries on from there; when nothing is left, a finished state links back.
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { finishedText, progressText, rateableText, skipIdea, toRankText } from '@/lib/challenges/rate-flow';
import type { RateQueue, RateQueueIdea } from '@/lib/contracts/rating';
import { RateIdea } from '../detail/RateIdea';
import { useHydrated } from '../../ui/useHydrated';

export interface RateFlowProps {
  slug: string;
  queue: RateQueue;
  /** The challenge page, and this page (to read the next part of a long queue). */
  links: { challenge: string; rate: string };
}

export function RateFlow({ slug, queue: initial, links }: RateFlowProps) {
  const [queue, setQueue] = useState<RateQueueIdea[]>(initial.ideas);
  const [rated, setRated] = useState(initial.rated);
  const [ratedNow, setRatedNow] = useState(0);
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = queue[0] ?? null;
  const ready = useHydrated();

  // Only after the person acted: the page's first render keeps the browser's own focus.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current?.id]);

  function next(message: string) {
    moved.current = true;
    setNotice(message);
  }

  function onRated(value: number | null) {
    if (!current) return;
    setQueue((q) => q.slice(1));
    setRated((n) => n + 1);
    if (value !== null) setRatedNow((n) => n + 1);
    next(
      value === null
        ? 'You had already rated that idea; it counts as rated.'
        : `Rated ${value.toFixed(1)}. Ratings are locked once given.`,
    );
  }

  function skip() {
    if (!current) return;
    setQueue((q) => skipIdea(q, current.id));
    setSkipped((s) => new Set(s).add(current.id));
    next('Skipped: that idea comes back at the end.');
  }

  // Ideas beyond this queue's part (a very long list): read again once these are done.
  const more = initial.rateable - initial.rated > initial.ideas.length;
  return (
    <div className="rate-flow">
      <div className="rate-progress">
        <p id="rate-progress-text">
          <strong>{progressText(rated, initial.rateable)}</strong>
        </p>
        <progress max={Math.max(1, initial.rateable)} value={rated} aria-labelledby="rate-progress-text" />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      {current ? (
        <article className="card rate-current" aria-labelledby="rate-idea-title">
          <p className="muted rate-position">
            {queue.length === 1 ? 'The last idea left to rate' : `${queue.length} ideas left to rate`}
            {skipped.has(current.id) && ' · you skipped this one earlier'}
          </p>
          <h2 id="rate-idea-title" ref={heading} tabIndex={-1}>
            {current.title}
          </h2>
          {current.caption && (
            <p className="idea-caption">
              {current.caption.top && <span className="idea-caption-top">{current.caption.top}</span>}
              {current.caption.bottom && <span className="idea-caption-bottom">{current.caption.bottom}</span>}
            </p>
          )}
          {current.description && <p className="idea-description">{current.description}</p>}
          {toRankText(current.rating_count) && <p className="muted rate-to-rank">{toRankText(current.rating_count)}</p>}
          <RateIdea
            key={current.id}
            slug={slug}
            ideaId={current.id}
            ideaTitle={current.title}
            given={null}
            onRated={onRated}
          />
          <div className="rate-skip">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={skip}
              disabled={!ready || queue.length < 2}
              aria-describedby="rate-skip-hint"
            >
              Skip
            </button>
            <span id="rate-skip-hint" className="muted">
              {queue.length < 2
                ? 'Nothing to skip to: this is the last idea left.'
                : 'Skipped ideas come back at the end.'}
            </span>
          </div>
        </article>
      ) : (
        <section className="card rate-finished" aria-labelledby="rate-finished-title">
          <h2 id="rate-finished-title" ref={heading} tabIndex={-1}>
            {more ? 'This part is done' : 'All done'}
          </h2>
          <p>{more ? 'There are more ideas for you to rate in this challenge.' : rateableText(0)}</p>
          <p className="muted">{finishedText(ratedNow)}</p>
          <p className="rate-actions">
            {more && (
              <a className="btn" href={links.rate}>
                Rate more ideas
              </a>
            )}
            <Link className={more ? 'btn btn-ghost' : 'btn'} href={links.challenge}>
              Back to the challenge
            </Link>
          </p>
        </section>
      )}
      {current && (
        <p className="rate-leave">
          <Link href={links.challenge}>Back to the challenge</Link>{' '}
          <span className="muted">(your ratings so far are saved)</span>
        </p>
      )}
    </div>
  );
}
