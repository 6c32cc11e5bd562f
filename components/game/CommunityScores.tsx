// A community's scores and stats (spec 3 §2.5 /scores-stats): its totals (players with neurons,
// neurons this week, open challenges, ideas, ratings), this month's top players and the signed-in
// player's standing. On /scores-stats and on My Progress (my-progress/scores-stats).
import Link from 'next/link';
import { MESSAGES } from '@/lib/constants';
import { formatPoints } from '@/lib/leaderboard';
import { href } from '@/lib/routes/table';
import { getLeaderboard, getPlatformStats } from '@/server/bff/browse';
import { getPlatform } from '@/server/bff/loaders';
import { Alert } from '../ui/Alert';
import { LeaderboardTable } from './LeaderboardTable';

const TOP = 5;
const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export async function CommunityScores({ community, handle }: { community: string; handle: string | null }) {
  const [platform, stats, board] = await Promise.all([
    getPlatform(community),
    getPlatformStats(community),
    // Page 1 for the top players; with `user`, the same call also reports the viewer's standing.
    getLeaderboard(community, { role: 'overall', period: 'month', page: 1, user: handle ?? undefined }),
  ]);
  const title = platform?.title ?? 'This community';
  const figures = stats && [
    { value: stats.players_with_neurons, label: 'players with neurons' },
    {
      value: stats.neurons_this_week,
      label: `neurons earned this week (since ${day.format(new Date(stats.week_start))}, UTC)`,
    },
    { value: stats.challenges_open, label: 'challenges open' },
    { value: stats.ideas, label: 'ideas entered' },
    { value: stats.ratings, label: 'ratings given' },
  ];
  return (
    <>
      <p className="muted">{platform?.is_main ? 'Nervus across all communities' : title}, in numbers.</p>
      {figures ? (
        <ul className="stats stats-list" aria-label="Community totals">
          {figures.map((f) => (
            <li key={f.label} className="stat">
              <strong>{formatPoints(f.value)}</strong> {f.label}
            </li>
          ))}
        </ul>
      ) : (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      )}
      {handle && board && (
        <p className="card board-position">
          {board.position ? (
            <>
              You are <strong>#{board.position.rank}</strong> this month with{' '}
              <strong>{formatPoints(board.position.points)}</strong> neurons.{' '}
            </>
          ) : (
            <>
              You have not earned neurons here this month yet. Answer a challenge or rate some ideas to get on the
              board.{' '}
            </>
          )}
          <Link href={href('platform.leaderboard', { platformSlug: handle })}>Your place on the leaderboard</Link>
        </p>
      )}
      <section aria-labelledby="top-heading" className="stats-top">
        <h2 id="top-heading">Top players this month</h2>
        {board && (
          <LeaderboardTable
            board={{ ...board, items: board.items.slice(0, TOP) }}
            caption="Top players this month"
            empty={`${title} has no participants this month.`}
          />
        )}
        <p>
          <Link href={href('platform.leaderboard', { platformSlug: 'platform' })}>Full leaderboard</Link>
          {' · '}
          <Link href={href('nerve-boards')}>Nerve Boards by role and time</Link>
        </p>
      </section>
    </>
  );
}
