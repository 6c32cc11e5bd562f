// Organization (spec 3 §2.10): says whether this is an organization account and what organizations
// are. Membership actions have no screens yet, so there are no controls for them here.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { href } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';

export const metadata: Metadata = { title: 'Organization · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function OrganizationPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const me = account.user;
  return (
    <AccountLayout route="account.organization" title="Organization" screenName={me.screen_name}>
      {me.is_organization ? (
        <p className="alert alert-success" role="status">
          @{me.screen_name} is an organization account.
        </p>
      ) : (
        <p className="alert alert-info" role="status">
          @{me.screen_name} is a personal account.
        </p>
      )}
      <section className="card">
        <h2>About organizations</h2>
        <p>An organization lets a company, school, club or newsroom play Nervus as a team, under one name.</p>
        <ul className="plain-list">
          <li>
            <strong>Members</strong> join when an admin invites them, or when an admin accepts their request to join. A
            member can leave at any time.
          </li>
          <li>
            <strong>Admins</strong> invite people, answer requests, remove members, and grant or take back admin rights.
          </li>
          <li>
            <strong>The owner</strong> can hand ownership to another member.
          </li>
        </ul>
        {!me.is_organization && (
          <p className="muted">
            Organization accounts are set up by the Nervus team for now.{' '}
            <Link href={href('send-feedback', {}, { about: 'Organization account' })}>Ask for one</Link> and tell us
            about your group.
          </p>
        )}
      </section>
    </AccountLayout>
  );
}
