// /{platformSlug}/my-dashboard/my-progress/scores-stats (spec 3 §2.4): the community's scores and
// stats beside the player's own progress, with their standing this month. Owner only.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { MyProgressTabs } from '@/components/dashboard/MyProgressTabs';
import { CommunityScores } from '@/components/game/CommunityScores';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Community stats', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function MyScoresStatsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  return (
    <DashboardFrame
      screenName={me}
      role="my-progress"
      page={href('dashboard.my-progress.scores-stats', { platformSlug: me })}
      crumbs={[
        { label: 'My Progress', href: href('dashboard.my-progress.score-stats', { platformSlug: me }) },
        { label: 'Community stats' },
      ]}
      title="Community stats"
    >
      <MyProgressTabs screenName={me} current="dashboard.my-progress.scores-stats" />
      <CommunityScores community={community} handle={me} />
    </DashboardFrame>
  );
}
