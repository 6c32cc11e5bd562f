import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { SocialForm } from '@/components/account/SocialForm';
import { XConnection } from '@/components/account/XConnection';
import { userHomeHref } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';
import { getSocialConnections } from '@/server/bff/sharing';

export const metadata: Metadata = { title: 'Social accounts · My Account', robots: { index: false } };

type Props = {
  params: Promise<{ community: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SocialPage({ params, searchParams }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const [connections, query] = await Promise.all([getSocialConnections(), searchParams]);
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
      {connections && <XConnection initial={connections} result={typeof query.x === 'string' ? query.x : undefined} />}
    </AccountLayout>
  );
}
