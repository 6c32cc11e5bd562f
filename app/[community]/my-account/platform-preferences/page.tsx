import type { Metadata } from 'next';
import { AccountLayout } from '@/components/account/AccountLayout';
import { PlatformPreferencesForm } from '@/components/account/PlatformPreferencesForm';
import { readAccountPreferences } from '@/lib/contracts/preferences';
import { requireAccountViewer } from '@/server/bff/account';
import { getMyPreferences, getPlatforms } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Platform preferences · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function PlatformPreferencesPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const [bag, platforms] = await Promise.all([getMyPreferences(), getPlatforms()]);
  const preferences = readAccountPreferences(bag);
  const communities = platforms.map((p) => ({ slug: p.slug, title: p.title }));
  // A stored community that no longer exists reads as 'No preference'.
  const landing = communities.some((c) => c.slug === preferences.landingCommunity) ? preferences.landingCommunity! : '';
  return (
    <AccountLayout
      route="account.platform-preferences"
      title="Platform preferences"
      screenName={account.user.screen_name}
      lead="How Nervus looks and behaves for you, in every community."
    >
      <PlatformPreferencesForm
        communities={communities}
        initial={{
          landing_community: landing,
          brain_numbering: preferences.brainNumbering,
          show_tips: preferences.showTips,
        }}
      />
    </AccountLayout>
  );
}
