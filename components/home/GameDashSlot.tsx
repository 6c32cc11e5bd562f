// The Game Dash slot of the home (spec 3 §2.1; onboarding step 'game dash widget'). Visitors get
// the sign-in prompt; a signed-in player's own numbers stream in (Suspense) so the rest of the
// page never waits for them. The neuron total then follows live updates (LiveNeurons).
import Link from 'next/link';
import { Suspense } from 'react';
import { formatPoints } from '@/lib/leaderboard';
import { href } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import { getMySummary, getViewer } from '@/server/bff/loaders';
import { liveTransport } from '@/server/bff/realtime';
import { LiveNeurons } from './LiveNeurons';

async function PlayerSummary({ screenName }: { screenName: string }) {
  const [summary, viewer] = await Promise.all([getMySummary(), getViewer()]);
  if (!summary) return <p className="muted">Your numbers could not be loaded just now.</p>;
  return (
    <ul className="gamedash-numbers" aria-label={`@${screenName}’s numbers`}>
      <li>
        {viewer ? (
          <LiveNeurons initial={summary.neurons} userId={viewer.account.user.id} transport={liveTransport()} />
        ) : (
          <>
            <strong>{formatPoints(summary.neurons)}</strong> neurons
          </>
        )}
      </li>
      <li>
        <strong>{summary.challenges.toLocaleString('en-US')}</strong>{' '}
        {summary.challenges === 1 ? 'challenge' : 'challenges'}
      </li>
      <li>
        <strong>{summary.ideas.toLocaleString('en-US')}</strong> {summary.ideas === 1 ? 'idea' : 'ideas'}
      </li>
      <li>
        <strong>{summary.ratings.toLocaleString('en-US')}</strong> {summary.ratings === 1 ? 'rating' : 'ratings'}
      </li>
    </ul>
  );
}

export function GameDashSlot({ screenName, signupUrl }: { screenName: string | null; signupUrl: string }) {
  return (
    <section
      className="card home-widget gamedash-slot"
      aria-labelledby="gamedash-heading"
      data-tour={HOME_TOUR_TARGETS.gameDash}
    >
      <h2 id="gamedash-heading">Game Dash</h2>
      {screenName ? (
        <>
          <Suspense fallback={<p className="muted">Loading your numbers…</p>}>
            <PlayerSummary screenName={screenName} />
          </Suspense>
          <p className="gamedash-actions">
            <Link className="btn btn-sm" href={href('home.challenges', {}, { gamedash: 'open' })}>
              Open Game Dash
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted">
            Sign in to see the neurons you earn, your Nerve Score and your highlights as you play.
          </p>
          <p className="gamedash-actions">
            <Link className="btn btn-sm" href={href('sign-in', {}, { continue: href('home.challenges') })}>
              Sign in to play
            </Link>
            <a className="btn btn-ghost btn-sm" href={signupUrl}>
              Create Account
            </a>
          </p>
        </>
      )}
    </section>
  );
}
