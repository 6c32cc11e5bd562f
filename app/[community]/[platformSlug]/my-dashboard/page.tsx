// A user's dashboard (boxed layout). Only its owner sees it; others go to the user's platform.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { ChallengeGrid } from '@/components/challenges/ChallengeCard';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { FirstSteps } from '@/components/dashboard/FirstSteps';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href, userHomeHref } from '@/lib/routes/table';
import { linkContext } from '@/server/bff/links';
import { getMySummary, getViewer, requestContext } from '@/server/bff/loaders';
import { loadUserPlatform } from '@/server/bff/user-platform';

export const metadata: Metadata = { title: 'My Dashboard', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function DashboardPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  const me = viewer.account.user;
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="overview"
      page={href('dashboard.home', { platformSlug: me.screen_name })}
      crumbs={[]}
      title={`Welcome, ${me.first_name || me.screen_name}`}
    >
      {/* The frame is ready at once; the viewer's own numbers stream in after it. */}
      <Suspense fallback={<p className="muted">Loading your activity…</p>}>
        <DashboardSummary community={community} />
      </Suspense>
    </DashboardFrame>
  );
}

/** The viewer's own numbers, challenges and ideas (GET /me/summary, kept a few seconds per session). */
async function DashboardSummary({ community }: { community: string }) {
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
