import type { Metadata } from 'next';
import { AccountLayout } from '@/components/account/AccountLayout';
import { EmailPreferencesForm } from '@/components/account/EmailPreferencesForm';
import { MyEmails } from '@/components/account/MyEmails';
import { PREFERENCE, readAccountPreferences } from '@/lib/contracts/preferences';
import { requireAccountViewer } from '@/server/bff/account';
import { getMyEmails } from '@/server/bff/insightful';
import { getMyPreferences } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Email preferences · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function EmailPreferencesPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const [stored, emails] = await Promise.all([getMyPreferences(), getMyEmails()]);
  const preferences = readAccountPreferences(stored);
  return (
    <AccountLayout
      route="account.email-preferences"
      title="Email preferences"
      screenName={account.user.screen_name}
      lead="Choose which emails Nervus may send you."
    >
      <EmailPreferencesForm
        initial={{ ...preferences.email, [PREFERENCE.digestFrequency]: preferences.digestFrequency }}
        email={account.user.email}
      />
      <MyEmails emails={emails} />
    </AccountLayout>
  );
}
