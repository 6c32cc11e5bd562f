// The tournament widget of the home (spec 3 §2.5; onboarding step 'leaderboard widget'): the
// current olympiad's prize pool and end, its leading players and the way to the full board.
// A community without a tournament shows the main community's; with none at all, 'No tournaments!'.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MESSAGES } from '@/lib/constants';
import { countdown, countdownText } from '@/lib/countdown';
import { neuronWord } from '@/lib/game/points-toast';
import { formatPoints } from '@/lib/leaderboard';
import { formatMoneyCents } from '@/lib/money';
import { href, userHomeHref } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import type { TournamentView } from '@/server/bff/home';

const endDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const endMoment = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

export function TournamentCard({
  tournament,
  communityTitle,
  now,
}: {
  tournament: TournamentView | null;
  communityTitle: string;
  now: Date;
}) {
  const current = tournament?.widget.current ?? null;
  const shell = (children: ReactNode, heading = 'Current Tournament') => (
    <section
      className="card home-widget tournament"
      aria-labelledby="tournament-heading"
      data-tour={HOME_TOUR_TARGETS.leaderboard}
    >
      <h2 id="tournament-heading">{heading}</h2>
      {children}
    </section>
  );
  const board = tournament?.leaderboardHref ?? href('platform.leaderboard', { platformSlug: 'platform' });
  if (!current) {
    return shell(
      <>
        {tournament ? (
          <>
            <p className="up-empty-title">{MESSAGES.noTournaments}</p>
            <p className="muted">
              {communityTitle} is not running a tournament right now. The neurons you earn still count on the
              leaderboard.
            </p>
          </>
        ) : (
          <p className="muted">{MESSAGES.generic}</p>
        )}
        <Link className="btn btn-ghost" href={board}>
          View Current Leaderboard
        </Link>
      </>,
    );
  }
  const { olympiad, platform, fallback, participants } = current;
  const leaders = tournament?.leaders ?? [];
  const closed = olympiad.status === 'closed';
  const left = countdown(new Date(olympiad.end_time), now);
  return shell(
    <>
      <p className="tournament-title">
        <strong>{olympiad.title}</strong>{' '}
        <span className={`badge${closed ? ' badge-closed' : ''}`}>
          {closed ? 'Closed' : olympiad.status === 'upcoming' ? 'Starting soon' : 'Open'}
        </span>
      </p>
      {fallback && (
        <p className="muted tournament-note">
          {communityTitle} runs no tournament of its own this cycle; its players compete in the {platform.title}{' '}
          tournament.
        </p>
      )}
      <dl className="tournament-facts">
        <div>
          <dt>Prize pool</dt>
          <dd className="tournament-prize">{formatMoneyCents(olympiad.prize_total)}</dd>
        </div>
        <div>
          <dt>{closed ? 'Ended' : 'Ends'}</dt>
          <dd>
            <time dateTime={olympiad.end_time} title={`${endMoment.format(new Date(olympiad.end_time))} UTC`}>
              {endDate.format(new Date(olympiad.end_time))}
            </time>
            {left.kind !== 'closed' && <span className="tournament-left muted">{countdownText(left)}</span>}
          </dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{participants > 0 ? participants.toLocaleString('en-US') : 'No participants this cycle'}</dd>
        </div>
      </dl>
      {leaders.length > 0 && (
        <ol className="tournament-leaders" aria-label="Leading players">
          {leaders.map((leader) => (
            <li key={leader.handle}>
              <span className="tournament-rank">#{leader.rank}</span>
              <Link className="person" href={userHomeHref(leader.handle)} data-user-id={leader.id}>
                {leader.avatarUrl && <img src={leader.avatarUrl} alt="" width={24} height={24} loading="lazy" />}
                <span>@{leader.handle}</span>
              </Link>
              <span className="tournament-points">
                {formatPoints(leader.points)} {neuronWord(leader.points)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link className="btn" href={board}>
        View Current Leaderboard
      </Link>
    </>,
    closed ? 'Prior Tournament' : 'Current Tournament',
  );
}
