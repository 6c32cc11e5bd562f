import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { MastheadForm } from '@/components/account/MastheadForm';
import { userHomeHref } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';

export const metadata: Metadata = { title: 'Custom masthead · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function CustomMastheadPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const me = account.user;
  const name = `${me.first_name} ${me.last_name}`.trim() || `@${me.screen_name}`;
  return (
    <AccountLayout
      route="account.custom-masthead"
      title="Custom masthead"
      screenName={me.screen_name}
      lead={
        <>
          The background picture of the header on <Link href={userHomeHref(me.screen_name)}>your platform</Link>.
        </>
      }
    >
      <MastheadForm current={me.masthead_background_image ?? ''} name={name} screenName={me.screen_name} />
    </AccountLayout>
  );
}
