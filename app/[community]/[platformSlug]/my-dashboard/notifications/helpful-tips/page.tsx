// /{platformSlug}/my-dashboard/notifications/helpful-tips (spec 3 §2.4): the Game Dash tips on a page.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardFrame } from '../../../../../../components/dashboard/DashboardFrame';
import { TipsTab } from '../../../../../../components/game/GameDashTabs';
import { NotificationsTabs } from '../../../../../../components/game/NotificationsTabs';
import { signInReturnPath } from '../../../../../../lib/accounts-urls';
import { href, userHomeHref } from '../../../../../../lib/routes/table';
import { getViewer, requestContext } from '../../../../../../server/bff/loaders';
import { loadUserPlatform } from '../../../../../../server/bff/user-platform';

export const metadata: Metadata = { title: 'Helpful tips', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function HelpfulTipsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  const me = viewer.account.user.screen_name;
  const page = href('dashboard.notifications.helpful-tips', { platformSlug: me });
  return (
    <DashboardFrame screenName={me} role="overview" page={page} crumbs={[{ label: 'Notifications' }, { label: 'Helpful tips' }]} title="Helpful tips">
      <NotificationsTabs screenName={me} current={page} />
      <TipsTab role="overall" screenName={me} />
    </DashboardFrame>
  );
}
