import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { AvatarUpload } from '@/components/account/AvatarUpload';
import { ProfileForm } from '@/components/account/ProfileForm';
import { userHomeHref } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';

export const metadata: Metadata = { title: 'Profile · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function ProfilePage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const me = account.user;
  return (
    <AccountLayout
      route="account.profile"
      title="Profile"
      screenName={me.screen_name}
      lead={
        <>
          What other players see on <Link href={userHomeHref(me.screen_name)}>your platform</Link>. Your screen name @
          {me.screen_name} stays as it is.
        </>
      }
    >
      <AvatarUpload current={me.avatar_url ?? null} />
      <ProfileForm user={me} />
    </AccountLayout>
  );
}
