// The notifications sub-pages (spec 3 §2.4): all notifications, neurons earned, highlights, helpful tips.
import { DashboardSubTabs } from '../dashboard/DashboardNav';
import { href } from '@/lib/routes/table';

export function NotificationsTabs({ screenName, current }: { screenName: string; current: string }) {
  const tabs = [
    { label: 'All', href: href('dashboard.notifications', { platformSlug: screenName }) },
    { label: 'Neurons earned', href: href('dashboard.notifications.neurons-earned', { platformSlug: screenName }) },
    { label: 'Highlights', href: href('dashboard.notifications.highlights', { platformSlug: screenName }) },
    { label: 'Helpful tips', href: href('dashboard.notifications.helpful-tips', { platformSlug: screenName }) },
  ];
  return <DashboardSubTabs tabs={tabs} current={current} label="Notifications" />;
}
