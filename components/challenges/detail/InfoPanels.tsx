// The quieter tabs of the challenge page: mentoring & ratings (the ratings table, then each idea's
// advice: MentoringIdeas.tsx), insightfuls (the catalyst's core assumptions and the players'
// challenges of them, read-only here: challenging and rating happen on the insightful dashboard,
// so the challenge page carries no code for them), discussions and details.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CORE_CAUSES } from '@/lib/challenges/assumptions';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import type { InsightList as InsightListData } from '@/lib/contracts/insightful';
import type { ForumTopicPage } from '@/lib/contracts/forums';
import { renderMarkdown } from '@/lib/markdown';
import { innovationScale, PRIZE_TYPE_LABELS, SOLUTION_FORMAT_LABELS } from '@/lib/challenges/presentation';
import { formatScore } from '@/lib/challenges/ranking';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { InsightList } from '../../insightful/InsightList';
import { MentoringIdeas, type MentoringView } from './MentoringIdeas';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const when = (iso: string) => `${dateFormat.format(new Date(iso))} UTC`;

export function MentoringPanel({ challenge, mentoring }: { challenge: ChallengeDetail; mentoring: MentoringView }) {
  const ratings = challenge.ideas.reduce((sum, idea) => sum + idea.rating_count, 0);
  const rated = challenge.ideas.filter((idea) => idea.rating_count > 0).length;
  return (
    <>
      <p>
        {ratings
          ? `${ratings} ${ratings === 1 ? 'rating' : 'ratings'} on ${rated} of ${challenge.ideas.length} ideas, on a scale of 1 to 5.`
          : 'No idea has been rated yet.'}{' '}
        {challenge.closed
          ? 'Scores are the average rating to 3 decimals.'
          : 'Scores are revealed when the challenge closes.'}
      </p>
      {challenge.ideas.length > 0 && (
        <div className="table-scroll">
          <table className="up-table">
            <caption className="visually-hidden">Ratings per idea</caption>
            <thead>
              <tr>
                <th scope="col">Idea</th>
                <th scope="col">Ratings</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {challenge.ideas.map((idea) => (
                <tr key={idea.id}>
                  <th scope="row">
                    <Link
                      href={`${href('challenges.show', { challenge: challenge.slug }, { idea: String(idea.id) })}#idea-${idea.id}`}
                    >
                      {idea.title}
                    </Link>
                  </th>
                  <td>{idea.rating_count}</td>
                  <td>{idea.average !== null ? formatScore(idea.average) : challenge.closed ? '–' : 'hidden'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MentoringIdeas challenge={challenge} view={mentoring} />
    </>
  );
}

/** The catalyst's assumptions, then the players' challenges of them (spec 3 §1 insightful role). */
export function InsightfulsPanel({
  challenge,
  insights,
  action,
}: {
  challenge: ChallengeDetail;
  /** null when the list could not be loaded. */
  insights: InsightListData | null;
  /** 'Challenge an assumption' (a link to the insightful dashboard, or sign in); none when closed or own. */
  action: ReactNode;
}) {
  return (
    <>
      <CatalystAssumptions challenge={challenge} />
      <section aria-labelledby="insights-heading" className="insights">
        <h3 id="insights-heading">Challenged assumptions</h3>
        {insights ? (
          <InsightList insights={insights.insights} />
        ) : (
          <p role="alert" className="alert alert-danger">
            The challenged assumptions could not be loaded. Please try again later.
          </p>
        )}
        {action}
      </section>
    </>
  );
}

export function CatalystAssumptions({ challenge }: { challenge: ChallengeDetail }) {
  const { who, what, why } = challenge.assumptions;
  const causes = challenge.deep_dives
    ? CORE_CAUSES.map((key) => challenge.deep_dives!.what[key]).filter((c) => c.cause.trim())
    : [];
  if (!who && !what && !why && causes.length === 0) {
    return <p className="empty-state">The catalyst has not written down the assumptions behind this question.</p>;
  }
  return (
    <>
      <p className="muted">
        Insightful players earn neurons by challenging the assumptions behind a question. These are the catalyst’s.
      </p>
      <dl className="facts assumptions">
        {who && (
          <div>
            <dt>Who has the problem</dt>
            <dd>{who}</dd>
          </div>
        )}
        {what && (
          <div>
            <dt>What the problem is</dt>
            <dd>{what}</dd>
          </div>
        )}
        {why && (
          <div>
            <dt>Why it matters</dt>
            <dd>{why}</dd>
          </div>
        )}
        {causes.length > 0 && (
          <div>
            <dt>Core causes, as the catalyst sees them</dt>
            <dd>
              <ol className="core-causes">
                {causes.map((c, i) => (
                  <li key={i}>
                    {c.cause}
                    {c.support && <span className="prize-description">{c.support}</span>}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}

/**
 * The challenge's discussion thread (spec 2 §4): its latest posts, read-only and without any
 * JavaScript (the page's script budget), and the way into the full thread, where people reply.
 */
export function DiscussionsPanel({ slug, thread }: { slug: string; thread: ForumTopicPage | null }) {
  const full = href('discussion-forums.in-challenges.challenge', { platformSlug: 'platform', challenge: slug });
  if (!thread)
    return (
      <div className="empty-state">
        <p>No discussion has started on this challenge yet.</p>
        <p>
          <Link className="btn" href={full}>
            Start the discussion
          </Link>
        </p>
      </div>
    );
  const shown = thread.posts.filter((p) => p.body).slice(-5);
  return (
    <section aria-labelledby="discussion-heading" className="challenge-discussion">
      <h2 id="discussion-heading">
        Discussion · {thread.topic.reply_count + 1} {thread.topic.reply_count ? 'posts' : 'post'}
      </h2>
      <ol className="thread-preview">
        {shown.map((post) => (
          <li key={post.id}>
            <p className="muted">{post.author.screen_name}</p>
            <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }} />
          </li>
        ))}
      </ol>
      <p>
        <Link className="btn" href={full}>
          Join the discussion
        </Link>
      </p>
    </section>
  );
}

export function DetailsPanel({ challenge }: { challenge: ChallengeDetail }) {
  const scale = innovationScale(challenge.innovation_scale);
  return (
    <dl className="facts">
      <div>
        <dt>Format</dt>
        <dd>{SOLUTION_FORMAT_LABELS[challenge.solution_format] ?? challenge.solution_format}</dd>
      </div>
      <div>
        <dt>Category</dt>
        <dd>{challenge.category_path.map((c) => c.name).join(' / ') || 'Uncategorised'}</dd>
      </div>
      {challenge.location && (
        <div>
          <dt>Place</dt>
          <dd>{challenge.location}</dd>
        </div>
      )}
      {challenge.caption_solution_format && (
        <div>
          <dt>Answer as</dt>
          <dd>
            {challenge.caption_solution_format === 'meme'
              ? 'A meme: top and bottom text on the picture, plus a caption'
              : 'A caption for the picture'}
            {challenge.caption_reaction_type && ` · aim for ${challenge.caption_reaction_type}`}
          </dd>
        </div>
      )}
      <div>
        <dt>Innovation scale</dt>
        <dd>
          {scale.label}: {scale.description}
        </dd>
      </div>
      <div>
        <dt>Opened</dt>
        <dd>{when(challenge.duration_start)}</dd>
      </div>
      <div>
        <dt>{challenge.closed ? 'Closed' : 'Closes'}</dt>
        <dd>{when(challenge.duration_end)}</dd>
      </div>
      <div>
        <dt>Ideas per player</dt>
        <dd>Up to {challenge.max_user_ideas}</dd>
      </div>
      <div>
        <dt>Entry fee</dt>
        <dd>
          {challenge.idea_entry_fee_cents > 0
            ? `${formatMoneyCents(challenge.idea_entry_fee_cents)} per idea`
            : 'Free to enter'}
        </dd>
      </div>
      <div>
        <dt>Prize</dt>
        <dd>
          {PRIZE_TYPE_LABELS[challenge.prize_type] ?? challenge.prize_type}
          {challenge.prize_money_cents > 0 &&
            `: ${formatMoneyCents(challenge.prize_money_cents)}, shared among the top 5 ideas`}
          {challenge.prize_title && ` · ${challenge.prize_title}`}
          {challenge.prize_description && <span className="prize-description">{challenge.prize_description}</span>}
          {!challenge.closed && (
            <span className="prize-description">
              <Link href={href('fund', { type: 'challenge', target: challenge.slug })}>Fund this challenge</Link>:
              patrons add to its prize total.
            </span>
          )}
        </dd>
      </div>
      {challenge.article && (
        <div>
          <dt>Source article</dt>
          <dd>
            <a href={challenge.article.url} target="_blank" rel="noopener noreferrer nofollow">
              {challenge.article.title}
            </a>
            {challenge.article.description && (
              <span className="prize-description">{challenge.article.description}</span>
            )}
          </dd>
        </div>
      )}
      {challenge.tags.length > 0 && (
        <div>
          <dt>Tags</dt>
          <dd>
            <ul className="chips chips-plain">
              {challenge.tags.map((t) => (
                <li key={t} className="chip">
                  {t}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div>
        <dt>Licence</dt>
        <dd>Ideas are published under a public-domain licence.</dd>
      </div>
    </dl>
  );
}
