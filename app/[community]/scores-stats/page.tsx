// /scores-stats: the community's totals (players with neurons, neurons this week, open challenges,
// ideas, ratings), this month's top players, and the signed-in player's own standing.
import type { Metadata } from 'next';
import Link from 'next/link';
import { LeaderboardTable } from '../../../components/game/LeaderboardTable';
import { Breadcrumbs } from '../../../components/shell/Breadcrumbs';
import { Alert } from '../../../components/ui/Alert';
import { MESSAGES } from '../../../lib/constants';
import { formatPoints } from '../../../lib/leaderboard';
import { href } from '../../../lib/routes/table';
import { getLeaderboard, getPlatformStats } from '../../../server/bff/browse';
import { getPlatform, getViewer } from '../../../server/bff/loaders';

export const metadata: Metadata = {
  title: 'Scores and stats',
  description: 'How the community is doing: players with neurons, neurons earned this week, open challenges, ideas and ratings.',
};

const TOP = 5;
const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

type Props = { params: Promise<{ community: string }> };

export default async function ScoresStatsPage({ params }: Props) {
  const { community } = await params;
  const viewer = await getViewer();
  const handle = viewer?.account.user.screen_name;
  const [platform, stats, board] = await Promise.all([
    getPlatform(community),
    getPlatformStats(community),
    // Page 1 for the top players; with `user`, the same call also reports the viewer's standing.
    getLeaderboard(community, { role: 'overall', period: 'month', page: 1, user: handle }),
  ]);
  const title = platform?.title ?? 'This community';
  const figures = stats && [
    { value: stats.players_with_neurons, label: 'players with neurons' },
    { value: stats.neurons_this_week, label: `neurons earned this week (since ${day.format(new Date(stats.week_start))}, UTC)` },
    { value: stats.challenges_open, label: 'challenges open' },
    { value: stats.ideas, label: 'ideas entered' },
    { value: stats.ratings, label: 'ratings given' },
  ];
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Scores and stats' }]} />
      <h1>Scores and stats</h1>
      <p className="muted">{platform?.is_main ? 'Nervus across all communities' : title}, in numbers.</p>
      {figures ? (
        <ul className="stats stats-list" aria-label="Community totals">
          {figures.map((f) => (
            <li key={f.label} className="stat"><strong>{formatPoints(f.value)}</strong>{f.label}</li>
          ))}
        </ul>
      ) : (
        <Alert kind="danger" autoClose={false}>{MESSAGES.generic}</Alert>
      )}
      {handle && board && (
        <p className="card board-position">
          {board.position ? (
            <>You are <strong>#{board.position.rank}</strong> this month with <strong>{formatPoints(board.position.points)}</strong> neurons. </>
          ) : (
            <>You have not earned neurons here this month yet. Answer a challenge or rate some ideas to get on the board. </>
          )}
          <Link href={href('platform.leaderboard', { platformSlug: handle })}>Your place on the leaderboard</Link>
        </p>
      )}
      <section aria-labelledby="top-heading" className="stats-top">
        <h2 id="top-heading">Top players this month</h2>
        {board && <LeaderboardTable board={{ ...board, items: board.items.slice(0, TOP) }} caption="Top players this month" empty={`${title} has no participants this month.`} />}
        <p>
          <Link href={href('platform.leaderboard', { platformSlug: 'platform' })}>Full leaderboard</Link>
          {' · '}
          <Link href={href('nerve-boards')}>Nerve Boards by role and time</Link>
        </p>
      </section>
    </div>
  );
}
