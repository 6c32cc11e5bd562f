import type { Metadata } from 'next';
import { AccountLayout } from '@/components/account/AccountLayout';
import { EmailPreferencesForm } from '@/components/account/EmailPreferencesForm';
import { readAccountPreferences } from '@/lib/contracts/preferences';
import { requireAccountViewer } from '@/server/bff/account';
import { getMyPreferences } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Email preferences · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function EmailPreferencesPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const preferences = readAccountPreferences(await getMyPreferences());
  return (
    <AccountLayout
      route="account.email-preferences"
      title="Email preferences"
      screenName={account.user.screen_name}
      lead="Choose which emails Nervus may send you."
    >
      <EmailPreferencesForm initial={preferences.email} email={account.user.email} />
    </AccountLayout>
  );
}
