// The ideas tab: anonymous and unscored while the challenge is open; once closed, every idea is
// revealed and ranked by score (ideas with under 2 ratings are listed after, unranked). While open,
// a signed-in viewer rates each idea that is not their own (its controls come from
// ChallengePersonal.tsx), and a visitor is asked to sign in to rate.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeDetail, ChallengeIdea } from '@/lib/contracts/challenge';
import { placeLabel } from '@/lib/challenges/picker';
import { MIN_RATINGS_TO_RANK } from '@/lib/challenges/ranking';
import { formatRating } from '@/lib/challenges/rating';
import { MESSAGES } from '@/lib/constants';
import { formatMoneyCents } from '@/lib/money';
import { userHomeHref } from '@/lib/routes/table';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * `controls`: what goes under each idea for this viewer (components/challenges/detail/ChallengePersonal.tsx,
 * or a kept page's slot); `ratingSignIn`: on an open challenge, the visitor's way to sign in and rate.
 */
export function IdeasPanel({
  challenge,
  highlight,
  controls,
  ratingSignIn,
}: {
  challenge: ChallengeDetail;
  highlight: number | null;
  controls: (idea: ChallengeIdea) => ReactNode;
  ratingSignIn?: ReactNode;
}) {
  if (!challenge.ideas.length) return <p className="empty-state">{MESSAGES.noIdeas}</p>;
  return (
    <>
      <p className="muted">
        {challenge.closed
          ? `This challenge is closed: every idea is revealed and ranked by its average rating. Ideas need ${MIN_RATINGS_TO_RANK} ratings to be ranked.`
          : 'Ideas stay anonymous and their scores hidden until the challenge closes, so every rating is given blind.'}
      </p>
      {ratingSignIn && <p className="rate-signin">{ratingSignIn}</p>}
      <ol className="idea-list">
        {challenge.ideas.map((idea) => (
          <IdeaItem key={idea.id} idea={idea} closed={challenge.closed} highlighted={idea.id === highlight}>
            {controls(idea)}
          </IdeaItem>
        ))}
      </ol>
    </>
  );
}

function IdeaItem({
  idea,
  closed,
  highlighted,
  children,
}: {
  idea: ChallengeIdea;
  closed: boolean;
  highlighted: boolean;
  children?: ReactNode;
}) {
  return (
    <li
      id={`idea-${idea.id}`}
      className={`card idea-item${highlighted ? ' idea-highlighted' : ''}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      {closed && (
        <p className="idea-rank">
          {idea.rank !== null ? (
            <span className={`rank-badge rank-${idea.rank}`}>#{idea.rank}</span>
          ) : (
            <span className="badge">Unranked</span>
          )}
          {idea.top3_place ? (
            <>
              {' '}
              <span className="badge idea-top3">Catalyst’s Top 3: {placeLabel(idea.top3_place)}</span>
            </>
          ) : null}
          {idea.prize_cents ? (
            <>
              {' '}
              <span className="badge idea-prize">
                Prize {formatMoneyCents(idea.prize_cents)}
                {idea.prize_declined ? ' (declined by the catalyst)' : ''}
              </span>
            </>
          ) : null}
        </p>
      )}
      <h3>{idea.title}</h3>
      {idea.caption && (
        <p className="idea-caption">
          {idea.caption.top && <span className="idea-caption-top">{idea.caption.top}</span>}
          {idea.caption.bottom && <span className="idea-caption-bottom">{idea.caption.bottom}</span>}
        </p>
      )}
      {idea.description && <p className="idea-description">{idea.description}</p>}
      <p className="muted idea-meta">
        {idea.author ? (
          <Link className="person" href={userHomeHref(idea.author.handle)} data-user-id={idea.author.id}>
            {idea.author.avatar_url && (
              <img src={idea.author.avatar_url} alt="" width={24} height={24} loading="lazy" />
            )}
            <span>@{idea.author.handle}</span>
          </Link>
        ) : (
          <span>Will be revealed soon</span>
        )}
        <span>
          {idea.average !== null
            ? // One decimal reads as a rating; the ranking table keeps the spec's three (issue 22 item 11).
              `Rated ${formatRating(idea.average)} out of 5 from ${plural(idea.rating_count, 'rating', 'ratings')}`
            : plural(idea.rating_count, 'rating', 'ratings')}
        </span>
      </p>
      {children}
    </li>
  );
}
