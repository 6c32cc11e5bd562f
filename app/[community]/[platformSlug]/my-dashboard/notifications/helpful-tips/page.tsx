// /{platformSlug}/my-dashboard/notifications/helpful-tips (spec 3 §2.4): the Game Dash tips on a page.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { TipsTab } from '@/components/game/GameDashTabs';
import { NotificationsTabs } from '@/components/game/NotificationsTabs';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Helpful tips', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function HelpfulTipsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  const page = href('dashboard.notifications.helpful-tips', { platformSlug: me });
  return (
    <DashboardFrame
      screenName={me}
      role="overview"
      page={page}
      crumbs={[{ label: 'Notifications' }, { label: 'Helpful tips' }]}
      title="Helpful tips"
    >
      <NotificationsTabs screenName={me} current={page} />
      <TipsTab role="overall" screenName={me} />
    </DashboardFrame>
  );
}
