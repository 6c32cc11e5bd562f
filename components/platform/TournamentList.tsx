// A community's tournaments (issue 17 §2): the current one first, then prior ones, each Open or
// Closed with its prize, dates and the way to its own board and fair-play log; for a signed-in
// player, their place in each closed one: "#N of M, X neurons behind @above", linked to the board
// page that holds them (GET /olympiad/results/{id}/bound).
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { MyResults, OlympiadView, ResultBound } from '@/lib/contracts/olympiads';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import './tournaments.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function stateNote(o: OlympiadView): string {
  if (o.paused) return 'Paused by the organisers';
  if (o.state === 'review') return 'Prizes under review';
  if (o.state === 'paid') return 'Prizes paid';
  return o.status === 'closed' ? 'Closing' : 'Running';
}

export function TournamentList({
  olympiads,
  title,
  mine = [],
  bounds = [],
  filter,
  children,
}: {
  olympiads: OlympiadView[];
  title: string;
  /** The signed-in player's results (their place and prize). */
  mine?: MyResults;
  /** Those results with the players around them on the frozen board. */
  bounds?: ResultBound[];
  /** The filter form, under the introduction. */
  filter?: ReactNode;
  /** Under the list (an empty filter's note, the pages). */
  children?: ReactNode;
}) {
  const current = olympiads.find((o) => o.is_current) ?? null;
  const prior = olympiads.filter((o) => o !== current);
  const row = (o: OlympiadView, heading: string) => {
    const open = o.status !== 'closed' && o.state === 'open';
    return (
      <li key={o.id} className="card tournament-item" data-testid={`tournament-${o.id}`}>
        <p className="muted">{heading}</p>
        <h3>
          {o.title} <span className={`badge${open ? '' : ' badge-closed'}`}>{open ? 'Open' : 'Closed'}</span>
        </h3>
        <dl className="tournament-facts">
          <div>
            <dt>Prize pool</dt>
            <dd className="tournament-prize">{formatMoneyCents(o.prize_total)}</dd>
          </div>
          <div>
            <dt>{open ? 'Runs' : 'Ran'}</dt>
            <dd>
              {day.format(new Date(o.start_time))} to {day.format(new Date(Date.parse(o.end_time) - 1))} (UTC),{' '}
              {o.cycle}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{stateNote(o)}</dd>
          </div>
        </dl>
        {(() => {
          const result = mine.find((r) => r.olympiad_id === o.id);
          if (!result || result.neurons <= 0) return null;
          const bound = bounds.find((b) => b.result.id === result.id);
          return (
            <p className="tournament-mine">
              You placed <strong>#{result.rank}</strong>
              {bound ? ` of ${bound.total.toLocaleString('en-US')}` : ''} with {result.neurons.toLocaleString('en-US')}{' '}
              neurons
              {bound && <Neighbour bound={bound} />}
              {result.prize_cents > 0 && (
                <>
                  {' '}
                  and won <strong>{formatMoneyCents(result.prize_cents)}</strong>
                  {result.paid
                    ? ', paid to your wallet.'
                    : result.held
                      ? ', held for a fair-play review.'
                      : ', to be paid after review.'}
                </>
              )}
              {result.prize_cents > 0 ? '' : '.'}
              {bound && (
                <>
                  {' '}
                  <Link
                    href={href(
                      'platform.leaderboard',
                      { platformSlug: bound.result.user.handle },
                      { olympiad: String(o.id), page: String(bound.page) },
                    )}
                  >
                    See your place on the board
                  </Link>
                </>
              )}
            </p>
          );
        })()}
        <p>
          <Link
            className="btn btn-ghost"
            href={href('platform.leaderboard', { platformSlug: 'platform' }, { olympiad: String(o.id) })}
          >
            {o === current ? 'View Current Leaderboard' : 'View Prior Leaderboard'}
          </Link>{' '}
          {o.state !== 'open' && (
            <Link href={href('platform.fair-play', { platformSlug: 'platform', id: o.id })}>Fair-play log</Link>
          )}
        </p>
      </li>
    );
  };
  return (
    <section aria-labelledby="tournaments-heading">
      <h2 id="tournaments-heading">{title} tournaments</h2>
      <p className="muted">
        Tournaments run on weekly or monthly cycles and renew automatically: activity points reset each cycle while
        neurons keep adding up. When a cycle closes, its prize pool is shared among the top one-third of its board in
        proportion to the neurons each player earned in it.
      </p>
      {filter}
      <ul className="tournament-list" role="list">
        {current && row(current, 'Current Tournament')}
        {prior.map((o) => row(o, 'Prior Tournament'))}
      </ul>
      {children}
    </section>
  );
}

/** ", 12 neurons behind @above" (0 on a tie); the leader reads ", 30 neurons ahead of @below". */
function Neighbour({ bound }: { bound: ResultBound }) {
  const count = (n: number) => `${n.toLocaleString('en-US')} neuron${n === 1 ? '' : 's'}`;
  if (bound.above && bound.gap_above !== null)
    return (
      <>
        , {count(bound.gap_above)} behind <strong>@{bound.above.user.handle}</strong>
      </>
    );
  if (bound.below && bound.gap_below !== null)
    return (
      <>
        , {count(bound.gap_below)} ahead of <strong>@{bound.below.user.handle}</strong>
      </>
    );
  return null;
}
