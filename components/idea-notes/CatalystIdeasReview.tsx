// The catalyst's idea review on their owner page (spec 2 §7 GET /challenges/{slug}/catalyst/ideas):
// every idea with its version, score, ratings and Top 3 place; on someone else's idea while open,
// the request for a new iteration, or the request still waiting for its answer.
import type { CatalystIdeas } from '@/lib/contracts/idea-notes';
import { IDEA_VERSIONS_MAX } from '@/lib/contracts/idea-notes';
import { formatScore } from '@/lib/challenges/ranking';
import { IterationRequestForm } from './IterationRequestForm';

export function CatalystIdeasReview({ review }: { review: CatalystIdeas }) {
  return (
    <section className="card" aria-labelledby="idea-review">
      <h2 id="idea-review">Ideas and iterations</h2>
      {review.ideas.length === 0 ? (
        <p className="muted">No ideas!</p>
      ) : (
        <ol className="plain-list idea-review">
          {review.ideas.map((idea) => (
            <li key={idea.id} className="card" aria-label={idea.title}>
              <p>
                <strong>{idea.title}</strong>
                {idea.own && <span className="badge"> Your idea</span>}
                {idea.pick !== null && <span className="badge"> Top 3 #{idea.pick}</span>}
              </p>
              {idea.description && <p className="dash-idea-text">{idea.description}</p>}
              <p className="muted">
                Version {idea.version} · {idea.rating_count} {idea.rating_count === 1 ? 'rating' : 'ratings'}
                {idea.average !== null ? ` · average ${formatScore(idea.average)}` : ''}
                {idea.author ? ` · by @${idea.author.handle}` : ''}
              </p>
              {idea.open_request ? (
                <p className="alert alert-info">
                  You asked for a new iteration: “{idea.open_request.note}”. Waiting for the author.
                </p>
              ) : (
                !review.closed &&
                !idea.own &&
                idea.version < IDEA_VERSIONS_MAX && (
                  <IterationRequestForm slug={review.slug} ideaId={idea.id} ideaTitle={idea.title} />
                )
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
