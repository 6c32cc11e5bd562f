// Organization (spec 3 §2.10, account.organization): the organizations I belong to with my role,
// the invitations waiting for my answer, my requests to join, and the form to found one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { MembershipButton } from '@/components/organizations/MembershipButton';
import { OrganizationForm } from '@/components/organizations/OrganizationForm';
import { href } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';
import { getMyOrganizations } from '@/server/bff/organizations';

export const metadata: Metadata = { title: 'Organization · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

const ROLE = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

export default async function OrganizationAccountPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  const mine = await getMyOrganizations();
  const me = account.user;
  return (
    <AccountLayout
      route="account.organization"
      title="Organization"
      screenName={me.screen_name}
      lead="Play as a team under one name: a company, a school, a club or a newsroom."
    >
      <section className="card" aria-labelledby="my-orgs-heading">
        <h2 id="my-orgs-heading">Your organizations</h2>
        {mine.memberships.length ? (
          <ul className="plain-list">
            {mine.memberships.map(({ organization: o, role }) => (
              <li key={o.id}>
                <Link href={href('organization', { slug: o.slug })}>{o.name}</Link>{' '}
                <span className="badge">{ROLE[role]}</span>{' '}
                <span className="muted">
                  {o.member_count} {o.member_count === 1 ? 'member' : 'members'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">You are not in an organization yet.</p>
        )}
        <p>
          <Link href={href('organizations')}>Find an organization to join</Link>
        </p>
      </section>
      <section className="card" aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Invitations</h2>
        {mine.invitations.length ? (
          <ul className="plain-list">
            {mine.invitations.map(({ id, organization: o }) => (
              <li key={id} className="org-row">
                <Link href={href('organization', { slug: o.slug })}>{o.name}</Link> invites you to join.
                <div className="button-row">
                  <MembershipButton
                    organizationId={o.id}
                    action={{ action: 'respond', pending_id: id, accept: true }}
                    label="Accept"
                    done={`Welcome to ${o.name}.`}
                  />
                  <MembershipButton
                    organizationId={o.id}
                    action={{ action: 'respond', pending_id: id, accept: false }}
                    label="Decline"
                    done="Invitation declined."
                    ghost
                  />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No invitations are waiting for you.</p>
        )}
        {mine.requests.length > 0 && (
          <>
            <h3>Your requests to join</h3>
            <ul className="plain-list">
              {mine.requests.map(({ id, organization: o }) => (
                <li key={id} className="org-row">
                  <Link href={href('organization', { slug: o.slug })}>{o.name}</Link>{' '}
                  <span className="muted">waiting for an admin</span>
                  <MembershipButton
                    organizationId={o.id}
                    action={{ action: 'respond', pending_id: id, accept: false }}
                    label="Withdraw request"
                    done="Request withdrawn."
                    ghost
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="found-heading">
        <h2 id="found-heading">Found an organization</h2>
        <p className="muted">You become its owner. An organization always keeps one owner.</p>
        <OrganizationForm />
      </section>
    </AccountLayout>
  );
}
