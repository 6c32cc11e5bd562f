// The dashboard home's own content (spec 3 §2.9): the viewer's numbers, challenges and ideas. The
// page rendered for its request shows it in place; the page kept for players (issue 24 part 5)
// leaves a slot, which the personal parts call fills with the same component.
import Link from 'next/link';
import { ChallengeGrid } from '@/components/challenges/ChallengeCard';
import { href } from '@/lib/routes/table';
import { linkContext } from '@/server/bff/links';
import { getMySummary } from '@/server/bff/loaders';
import { FirstSteps } from './FirstSteps';

/** The dashboard home's heading for its owner. */
export const dashboardWelcome = (user: { first_name?: string | null; screen_name: string }) =>
  `Welcome, ${user.first_name || user.screen_name}`;

/** The viewer's own numbers, challenges and ideas (GET /me/summary, kept a few seconds per session). */
export async function DashboardSummary({ community }: { community: string }) {
  const summary = await getMySummary();
  return summary ? (
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
          now={new Date()}
          links={linkContext(community)}
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
  ) : (
    <p role="alert" className="alert alert-danger">
      Your dashboard could not be loaded. Please try again later.
    </p>
  );
}
