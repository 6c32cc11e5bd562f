// /scores-stats: the community's totals, this month's top players and the signed-in player's own
// standing (components/game/CommunityScores).
import type { Metadata } from 'next';
import { CommunityScores } from '@/components/game/CommunityScores';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = {
  title: 'Scores and stats',
  description:
    'How the community is doing: players with neurons, neurons earned this week, open challenges, ideas and ratings.',
};

type Props = { params: Promise<{ community: string }> };

export default async function ScoresStatsPage({ params }: Props) {
  const { community } = await params;
  const viewer = await getViewer();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Scores and stats' }]} />
      <h1>Scores and stats</h1>
      <CommunityScores community={community} handle={viewer?.account.user.screen_name ?? null} />
    </div>
  );
}
