// /{platformSlug}/my-dashboard/notifications/neurons-earned (spec 3 §2.4): the paged neurons feed.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { NeuronList } from '@/components/game/NeuronList';
import { NotificationsTabs } from '@/components/game/NotificationsTabs';
import { href } from '@/lib/routes/table';
import { getNeurons } from '@/server/bff/brain';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Neurons earned', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function NeuronsEarnedPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  const page = href('dashboard.notifications.neurons-earned', { platformSlug: me });
  const feed = await getNeurons({ page: 0 });
  return (
    <DashboardFrame
      screenName={me}
      role="overview"
      page={page}
      crumbs={[{ label: 'Notifications' }, { label: 'Neurons earned' }]}
      title="Neurons earned"
    >
      <NotificationsTabs screenName={me} current={page} />
      {feed ? (
        <NeuronList first={feed} screenName={me} />
      ) : (
        <p role="alert" className="alert alert-danger">
          Your neurons could not be loaded. Please try again later.
        </p>
      )}
    </DashboardFrame>
  );
}
