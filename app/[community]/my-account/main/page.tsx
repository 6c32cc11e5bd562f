import type { Metadata } from 'next';
import { AccountLayout } from '@/components/account/AccountLayout';
import { AccountOverview } from '@/components/account/AccountOverview';
import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { requireAccountViewer } from '@/server/bff/account';
import { webConfig } from '@/server/bff/config';
import { getPlatforms } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function AccountMainPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const platforms = await getPlatforms();
  const home = platforms.find((p) => p.id === account.user.home_platform_id);
  const { ROOT_DOMAIN, protocol } = webConfig();
  // Links to another community go to that community's host (spec 1 §2).
  const homeCommunity = home
    ? { title: home.title, url: communityOrigin(home.is_main ? MAIN_COMMUNITY : home.subdomain, ROOT_DOMAIN, protocol) }
    : null;
  return (
    <AccountLayout route="account.main" title="My Account" screenName={account.user.screen_name}>
      <AccountOverview account={account} home={homeCommunity} />
    </AccountLayout>
  );
}
