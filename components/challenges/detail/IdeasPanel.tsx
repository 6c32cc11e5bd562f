// The ideas tab: anonymous and unscored while the challenge is open; once closed, every idea is
// revealed and ranked by score (ideas with under 2 ratings are listed after, unranked). While open,
// a signed-in viewer rates each idea that is not their own (the lazily loaded RateIdea), and a
// visitor is asked to sign in to rate.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeDetail, ChallengeIdea } from '@/lib/contracts/challenge';
import { placeLabel } from '@/lib/challenges/picker';
import { MIN_RATINGS_TO_RANK } from '@/lib/challenges/ranking';
import { formatRating } from '@/lib/challenges/rating';
import { MESSAGES } from '@/lib/constants';
import { formatMoneyCents } from '@/lib/money';
import { userHomeHref } from '@/lib/routes/table';
import type { MyRatings } from '@/lib/contracts/rating';
import { ReportButton } from '../../moderation/ReportButton';
import { LazyPromoteIdeaButton as PromoteIdeaButton } from './OwnerTools';
import { LazyRateIdea as RateIdea } from './PlayerTools';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * `promotable`: the viewer is the catalyst of a QQ or suggestion box, who may promote its ideas.
 * `rating`: on an open challenge, the signed-in viewer's own ratings and ideas (a rating control on
 * every other idea), or a sign-in link for visitors; omitted when nothing can be rated.
 */
export function IdeasPanel({
  challenge,
  highlight,
  promotable = false,
  rating,
  reportable = false,
}: {
  challenge: ChallengeDetail;
  highlight: number | null;
  promotable?: boolean;
  rating?: { mine: MyRatings } | { signIn: ReactNode };
  /** A signed-in viewer: a Report control on every idea but their own (issue 21 §3). */
  reportable?: boolean;
}) {
  if (!challenge.ideas.length) return <p className="empty-state">{MESSAGES.noIdeas}</p>;
  const mine = rating && 'mine' in rating ? rating.mine : null;
  const given = new Map(mine?.ratings.map((r) => [r.idea_id, r.value]));
  const own = new Set(mine?.own_idea_ids);
  return (
    <>
      <p className="muted">
        {challenge.closed
          ? `This challenge is closed: every idea is revealed and ranked by its average rating. Ideas need ${MIN_RATINGS_TO_RANK} ratings to be ranked.`
          : 'Ideas stay anonymous and their scores hidden until the challenge closes, so every rating is given blind.'}
      </p>
      {rating && 'signIn' in rating && <p className="rate-signin">{rating.signIn}</p>}
      <ol className="idea-list">
        {challenge.ideas.map((idea) => (
          <IdeaItem key={idea.id} idea={idea} closed={challenge.closed} highlighted={idea.id === highlight}>
            {promotable && <PromoteIdeaButton slug={challenge.slug} ideaId={idea.id} />}
            {mine &&
              (own.has(idea.id) ? (
                <p className="muted rate-own">Your idea: others rate it.</p>
              ) : (
                <RateIdea
                  slug={challenge.slug}
                  ideaId={idea.id}
                  ideaTitle={idea.title}
                  given={given.get(idea.id) ?? null}
                />
              ))}
            {reportable && !own.has(idea.id) && (
              <ReportButton targetType="idea" targetId={idea.id} what={`the idea “${idea.title}”`} />
            )}
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
