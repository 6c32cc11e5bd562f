// One team (spec 3 §6): its members with the captain first; to a member, each teammate's idea log,
// the players invited, an invite form and Leave.
import Link from 'next/link';
import type { Team } from '@/lib/contracts/teams';
import { href, userHomeHref } from '@/lib/routes/table';
import { InviteForm } from '../ui/InviteForm';
import { TeamButton } from './TeamButton';

export function TeamCard({
  team,
  viewerId,
  friends,
}: {
  team: Team;
  viewerId: number | null;
  /** The viewer's friends' screen names, offered by the invite field (only friends may be invited). */
  friends?: readonly string[];
}) {
  const member = team.members.some((m) => m.user.id === viewerId);
  const headingId = `team-${team.id}`;
  return (
    <section className="card team-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{team.name}</h3>
      <ul className="plain-list">
        {team.members.map(({ user, role }) => (
          <li key={user.id} className="org-row">
            <Link href={userHomeHref(user.handle)} data-user-id={user.id}>
              @{user.handle}
            </Link>
            {role === 'captain' && <span className="badge">Captain</span>}
            {member && (
              <Link href={href('dashboard.idea-log', { platformSlug: user.handle })}>
                {user.id === viewerId ? 'My idea log' : 'Idea log'}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {member && (
        <>
          {team.invited.length > 0 && (
            <p className="muted">Invited: {team.invited.map((p) => `@${p.handle}`).join(', ')}</p>
          )}
          <InviteForm
            path={`/teams/${team.id}/membership`}
            id={`team-${team.id}-invite`}
            suggestions={friends?.filter((name) => !team.members.some((m) => m.user.handle === name))}
          />
          <p>
            <TeamButton
              teamId={team.id}
              action={{ action: 'leave' }}
              label="Leave team"
              confirm={`Leave ${team.name}? Your teammates will no longer see your idea log.`}
              done={`You left ${team.name}.`}
              ghost
            />
          </p>
        </>
      )}
    </section>
  );
}
