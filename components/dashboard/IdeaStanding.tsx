// Where one of my ideas stands (spec 2 §5 ranking): its ratings; once the challenge is closed its
// score (3 decimals), its rank among the ranked ideas and the prize it won.
import Link from 'next/link';
import { MIN_RATINGS_TO_RANK, formatScore } from '@/lib/challenges/ranking';
import type { IdeaStanding } from '@/lib/contracts/dashboards';
import { formatMoneyCents } from '@/lib/money';
import { plural } from './ChallengeSummary';

export const HIDDEN_SCORE_TEXT = 'Score shown when the challenge closes';

export function rankText(rank: number | null, ranked: number | null): string {
  if (rank === null) return `Not ranked (fewer than ${MIN_RATINGS_TO_RANK} ratings)`;
  return ranked ? `Rank ${rank} of ${ranked}` : `Rank ${rank}`;
}

/** The facts of a standing, as a line of short items. */
export function StandingFacts({
  idea,
  closed,
  ranked,
}: {
  idea: IdeaStanding;
  closed: boolean;
  ranked: number | null;
}) {
  if (idea.declined)
    return (
      <span className="dash-facts">
        <span className="badge badge-closed">Declined</span>
      </span>
    );
  return (
    <span className="dash-facts">
      <span>{plural(idea.rating_count, 'rating')}</span>
      {closed ? (
        <>
          <span>{idea.score === null ? 'No score' : `Score ${formatScore(idea.score)}`}</span>
          <span>{rankText(idea.rank, ranked)}</span>
          {idea.prize_cents !== null && idea.prize_cents > 0 && (
            <span className="dash-prize">Won {formatMoneyCents(idea.prize_cents)}</span>
          )}
        </>
      ) : (
        <span className="muted">{HIDDEN_SCORE_TEXT}</span>
      )}
    </span>
  );
}

export function MyIdeasList({
  ideas,
  closed,
  ranked,
  hrefFor,
  label = 'My ideas',
}: {
  ideas: IdeaStanding[];
  closed: boolean;
  ranked: number | null;
  hrefFor: (ideaId: number) => string;
  label?: string;
}) {
  return (
    <ul className="dash-ideas" aria-label={label}>
      {ideas.map((idea) => (
        <li key={idea.id}>
          <Link href={hrefFor(idea.id)}>{idea.title}</Link>
          <StandingFacts idea={idea} closed={closed} ranked={ranked} />
        </li>
      ))}
    </ul>
  );
}
