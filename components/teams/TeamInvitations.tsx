// The team invitations waiting for my answer (spec 3 §6).
import type { MyTeams } from '@/lib/contracts/teams';
import { TeamButton } from './TeamButton';

export function TeamInvitations({ invitations }: { invitations: MyTeams['invitations'] }) {
  if (!invitations.length) return null;
  return (
    <section className="card" aria-labelledby="team-invitations">
      <h2 id="team-invitations">Team invitations</h2>
      <ul className="plain-list">
        {invitations.map((i) => (
          <li key={i.id} className="org-row">
            <span>
              @{i.invited_by.handle} invites you to <strong>{i.team.name}</strong>.
            </span>
            <TeamButton
              teamId={i.team.id}
              action={{ action: 'respond', invitation_id: i.id, accept: true }}
              label="Join team"
              done={`You joined ${i.team.name}.`}
            />
            <TeamButton
              teamId={i.team.id}
              action={{ action: 'respond', invitation_id: i.id, accept: false }}
              label="Decline"
              done="Invitation declined."
              ghost
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
