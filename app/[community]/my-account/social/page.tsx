import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { SocialForm } from '@/components/account/SocialForm';
import { userHomeHref } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';

export const metadata: Metadata = { title: 'Social accounts · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function SocialPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const me = account.user;
  return (
    <AccountLayout
      route="account.social"
      title="Social accounts"
      screenName={me.screen_name}
      lead={
        <>
          Handles you add here appear as links on <Link href={userHomeHref(me.screen_name)}>your platform</Link>. Leave
          a field empty to remove that link.
        </>
      }
    >
      <SocialForm user={me} />
    </AccountLayout>
  );
}
