// The ideas tab: anonymous and unscored while the challenge is open; once closed, every idea is
// revealed and ranked by score (ideas with under 2 ratings are listed after, unranked).
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeDetail, ChallengeIdea } from '../../../lib/contracts/challenge';
import { MIN_RATINGS_TO_RANK, formatScore } from '../../../lib/challenges/ranking';
import { MESSAGES } from '../../../lib/constants';
import { formatMoneyCents } from '../../../lib/money';
import { userHomeHref } from '../../../lib/routes/table';
import { LazyPromoteIdeaButton as PromoteIdeaButton } from './OwnerTools';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `promotable`: the viewer is the catalyst of a QQ or suggestion box, who may promote its ideas. */
export function IdeasPanel({ challenge, highlight, promotable = false }: { challenge: ChallengeDetail; highlight: number | null; promotable?: boolean }) {
  if (!challenge.ideas.length) return <p className="empty-state">{MESSAGES.noIdeas}</p>;
  return (
    <>
      <p className="muted">
        {challenge.closed
          ? `This challenge is closed: every idea is revealed and ranked by its average rating. Ideas need ${MIN_RATINGS_TO_RANK} ratings to be ranked.`
          : 'Ideas stay anonymous and their scores hidden until the challenge closes, so every rating is given blind.'}
      </p>
      <ol className="idea-list">
        {challenge.ideas.map((idea) => (
          <IdeaItem key={idea.id} idea={idea} closed={challenge.closed} highlighted={idea.id === highlight}>
            {promotable && <PromoteIdeaButton slug={challenge.slug} ideaId={idea.id} />}
          </IdeaItem>
        ))}
      </ol>
    </>
  );
}

function IdeaItem({ idea, closed, highlighted, children }: { idea: ChallengeIdea; closed: boolean; highlighted: boolean; children?: ReactNode }) {
  return (
    <li id={`idea-${idea.id}`} className={`card idea-item${highlighted ? ' idea-highlighted' : ''}`} aria-current={highlighted ? 'true' : undefined}>
      {closed && (
        <p className="idea-rank">
          {idea.rank !== null ? <span className={`rank-badge rank-${idea.rank}`}>#{idea.rank}</span> : <span className="badge">Unranked</span>}
          {idea.prize_cents ? <> <span className="badge idea-prize">Prize {formatMoneyCents(idea.prize_cents)}</span></> : null}
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
          <Link className="person" href={userHomeHref(idea.author.handle)}>
            {idea.author.avatar_url && <img src={idea.author.avatar_url} alt="" width={24} height={24} />}
            <span>@{idea.author.handle}</span>
          </Link>
        ) : (
          <span>Will be revealed soon</span>
        )}
        <span>
          {idea.average !== null
            ? `Score ${formatScore(idea.average)} from ${plural(idea.rating_count, 'rating', 'ratings')}`
            : plural(idea.rating_count, 'rating', 'ratings')}
        </span>
      </p>
      {children}
    </li>
  );
}
