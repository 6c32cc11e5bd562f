// An organization's page (spec 3 §2.10): what it is, how people join, its members by role, and the
// membership actions the viewer may take (spec 1 §4). The provider decides every action again.
import Link from 'next/link';
import {
  INVITE_TYPE_LABELS,
  type OrganizationDetail,
  type OrganizationPending,
  type OrganizationRole,
} from '@/lib/contracts/organizations';
import { href, userHomeHref } from '@/lib/routes/table';
import { MembershipButton } from './MembershipButton';
import { OrganizationForm } from './OrganizationForm';
import { InviteForm } from '../ui/InviteForm';

const ROLE_LABELS: Record<OrganizationRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

function JoinActions({ org, signedIn }: { org: OrganizationDetail; signedIn: boolean }) {
  const { role, pending } = org.viewer;
  if (!signedIn) return <p className="muted">Sign in to join {org.name}.</p>;
  if (role === 'owner')
    return <p className="muted">You own {org.name}. To leave it, first grant ownership to another member.</p>;
  if (role)
    return (
      <MembershipButton
        organizationId={org.id}
        action={{ action: 'leave' }}
        label="Leave organization"
        confirm={`Leave ${org.name}?`}
        done={`You left ${org.name}.`}
        ghost
      />
    );
  if (pending?.kind === 'invitation')
    return (
      <div className="button-row">
        <span>You are invited to join.</span>
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'respond', pending_id: pending.id, accept: true }}
          label="Accept invitation"
          done={`Welcome to ${org.name}.`}
        />
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'respond', pending_id: pending.id, accept: false }}
          label="Decline"
          done="Invitation declined."
          ghost
        />
      </div>
    );
  if (pending?.kind === 'request')
    return (
      <div className="button-row">
        <span>Your request to join is waiting for an admin.</span>
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'respond', pending_id: pending.id, accept: false }}
          label="Withdraw request"
          done="Request withdrawn."
          ghost
        />
      </div>
    );
  if (org.invite_type === 'open')
    return (
      <MembershipButton
        organizationId={org.id}
        action={{ action: 'join' }}
        label="Join organization"
        done={`Welcome to ${org.name}.`}
      />
    );
  if (org.invite_type === 'request')
    return (
      <MembershipButton
        organizationId={org.id}
        action={{ action: 'request' }}
        label="Ask to join"
        done="Your request is sent to the admins."
      />
    );
  return <p className="muted">{org.name} is by invitation only.</p>;
}

function MemberActions({ org, userId, role }: { org: OrganizationDetail; userId: number; role: OrganizationRole }) {
  const viewer = org.viewer.role;
  if (role === 'owner' || !viewer || viewer === 'member') return null;
  const mayKick = viewer === 'owner' || role === 'member';
  return (
    <div className="button-row">
      {viewer === 'owner' && role === 'member' && (
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'grant-admin', user_id: userId }}
          label="Make admin"
          done="Admin rights granted."
          ghost
        />
      )}
      {viewer === 'owner' && role === 'admin' && (
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'revoke-admin', user_id: userId }}
          label="Revoke admin"
          done="Admin rights revoked."
          ghost
        />
      )}
      {viewer === 'owner' && (
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'grant-ownership', user_id: userId }}
          label="Make owner"
          confirm="Hand ownership over? You will stay as an admin."
          done="Ownership granted: you are now an admin."
          ghost
        />
      )}
      {mayKick && (
        <MembershipButton
          organizationId={org.id}
          action={{ action: 'kick', user_id: userId }}
          label="Remove"
          confirm="Remove this member from the organization?"
          done="Member removed."
          ghost
        />
      )}
    </div>
  );
}

function PendingList({ org, items }: { org: OrganizationDetail; items: OrganizationPending[] }) {
  if (!items.length) return <p className="muted">Nothing is waiting.</p>;
  return (
    <ul className="plain-list">
      {items.map((p) => (
        <li key={p.id} className="org-row">
          <Link href={userHomeHref(p.user.handle)} data-user-id={p.user.id}>
            @{p.user.handle}
          </Link>{' '}
          <span className="muted">{p.kind === 'invitation' ? 'invited, not answered yet' : 'asks to join'}</span>
          <div className="button-row">
            {p.kind === 'request' && (
              <MembershipButton
                organizationId={org.id}
                action={{ action: 'respond', pending_id: p.id, accept: true }}
                label="Accept"
                done={`@${p.user.handle} is a member now.`}
              />
            )}
            <MembershipButton
              organizationId={org.id}
              action={{ action: 'respond', pending_id: p.id, accept: false }}
              label={p.kind === 'request' ? 'Decline' : 'Withdraw invitation'}
              done={p.kind === 'request' ? 'Request declined.' : 'Invitation withdrawn.'}
              ghost
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OrganizationView({ org, signedIn }: { org: OrganizationDetail; signedIn: boolean }) {
  const admin = org.viewer.role === 'owner' || org.viewer.role === 'admin';
  return (
    <article className="organization-page">
      <header className="card">
        <h1>{org.name}</h1>
        {org.description && <p>{org.description}</p>}
        <p className="muted">
          {org.member_count} {org.member_count === 1 ? 'member' : 'members'} · {INVITE_TYPE_LABELS[org.invite_type]}
        </p>
        <JoinActions org={org} signedIn={signedIn} />
      </header>
      <section className="card" aria-labelledby="members-heading">
        <h2 id="members-heading">Members</h2>
        <ul className="plain-list">
          {org.members.map((m) => (
            <li key={m.user.id} className="org-row">
              <Link href={userHomeHref(m.user.handle)} data-user-id={m.user.id}>
                @{m.user.handle}
              </Link>{' '}
              <span className="badge">{ROLE_LABELS[m.role]}</span>
              <MemberActions org={org} userId={m.user.id} role={m.role} />
            </li>
          ))}
        </ul>
      </section>
      {admin && (
        <>
          <section className="card" aria-labelledby="invite-heading">
            <h2 id="invite-heading">Invite a player</h2>
            <InviteForm path={`/organizations/${org.id}/membership`} id="invite-screen-name" />
          </section>
          <section className="card" aria-labelledby="pending-heading">
            <h2 id="pending-heading">Invitations and requests</h2>
            <PendingList org={org} items={org.pending} />
          </section>
          <section className="card" aria-labelledby="edit-heading">
            <h2 id="edit-heading">Edit organization</h2>
            <OrganizationForm organization={org} />
          </section>
        </>
      )}
      <p>
        <Link href={href('account.organization')}>Your organizations</Link>
      </p>
    </article>
  );
}
