// /{platformSlug}/my-dashboard/notifications (spec 3 §2.4; issue 19 §3): every notification, read
// and unread, with mark-all-read; the neurons earned, highlights and tips are its other tabs.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { NotificationsTabs } from '@/components/game/NotificationsTabs';
import { NotificationsView } from '@/components/people/NotificationsView';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getNotifications } from '@/server/bff/people';

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<{ before?: string }>;
};

export default async function NotificationsPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  const me = (await requireDashboardOwner(community, platformSlug)).screen_name;
  const rawBefore = (await searchParams).before;
  const before = rawBefore && /^\d{1,15}$/.test(rawBefore) ? Number(rawBefore) : undefined;
  const page = href('dashboard.notifications', { platformSlug: me });
  const list = await getNotifications(before);
  return (
    <DashboardFrame
      screenName={me}
      role="overview"
      page={page}
      crumbs={[{ label: 'Notifications' }]}
      title="Notifications"
    >
      <NotificationsTabs screenName={me} current={page} />
      {list ? (
        <NotificationsView me={me} list={list} />
      ) : (
        <p role="alert" className="alert alert-danger">
          Notifications could not be loaded. Please try again later.
        </p>
      )}
    </DashboardFrame>
  );
}
