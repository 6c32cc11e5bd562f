// The dashboard home's own numbers, challenges and ideas (GET /me/summary). A plain component over
// data: the page rendered per request draws it on the server, the page kept for every owner in the
// browser from the parts call (DashboardSlots.tsx), so both show the same thing.
import Link from 'next/link';
import { ChallengeGrid } from '@/components/challenges/ChallengeCard';
import type { MeSummary } from '@/lib/contracts/challenge';
import type { LinkContext } from '@/lib/routes/community-links';
import { href } from '@/lib/routes/table';
import { FirstSteps } from './FirstSteps';

/** `summary` null: the read failed, and the page says so rather than showing zeros. */
export function DashboardSummary({
  summary,
  links,
  now,
}: {
  summary: MeSummary | null;
  links: LinkContext;
  now: Date;
}) {
  if (!summary)
    return (
      <p role="alert" className="alert alert-danger">
        Your dashboard could not be loaded. Please try again later.
      </p>
    );
  return (
    <>
      {summary.challenges + summary.ideas + summary.ratings === 0 ? (
        <FirstSteps ratings={summary.ratings} />
      ) : (
        <div className="stats" aria-label="Your activity">
          <div className="stat">
            <strong>{summary.neurons.toLocaleString('en-US')}</strong>neurons
          </div>
          <div className="stat">
            <strong>{summary.challenges}</strong>challenges posted
          </div>
          <div className="stat">
            <strong>{summary.ideas}</strong>ideas submitted
          </div>
          <div className="stat">
            <strong>{summary.ratings}</strong>ratings given
          </div>
        </div>
      )}
      <section style={{ marginTop: '2rem' }}>
        <h2>Your challenges</h2>
        <ChallengeGrid
          challenges={summary.recent_challenges}
          now={now}
          links={links}
          empty="You have not posted a challenge yet. Ask the crowd a 'What could…?' question."
        />
      </section>
      <section className="card" style={{ marginTop: '2rem' }}>
        <h2>Your latest ideas</h2>
        {summary.recent_ideas.length ? (
          <ul>
            {summary.recent_ideas.map((idea) => (
              <li key={idea.id}>
                <Link href={href('challenges.show', { challenge: idea.challenge.slug })}>{idea.title}</Link>{' '}
                <span className="muted">for “{idea.challenge.question_title}”</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            No ideas yet. <Link href={href('home')}>Pick an open challenge</Link> and answer it.
          </p>
        )}
      </section>
    </>
  );
}

/** What stands in the summary's place while it loads. */
export function DashboardSummaryLoading() {
  return <p className="muted">Loading your activity…</p>;
}
