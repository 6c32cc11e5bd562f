// /{platformSlug}/teams: the player's teams (spec 3 §6, GET /{platform}/teams). On their own
// platform the player also answers team invitations and founds a team.
import type { Metadata } from 'next';
import Link from 'next/link';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { TeamCard } from '@/components/teams/TeamCard';
import { TeamCreateForm } from '@/components/teams/TeamCreateForm';
import { TeamInvitations } from '@/components/teams/TeamInvitations';
import { href } from '@/lib/routes/table';
import { getMyTeams, getUserTeams } from '@/server/bff/teams';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Teams');
}

export default async function TeamsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const [teams, mine] = await Promise.all([getUserTeams(frame.user.screen_name), frame.isOwner ? getMyTeams() : null]);
  const viewerId = frame.viewer?.account.user.id ?? null;
  const who = frame.isOwner ? 'You are' : `@${frame.user.screen_name} is`;
  return (
    <UserPlatformFrame frame={frame} current="teams">
      {mine && <TeamInvitations invitations={mine.invitations} />}
      <section aria-labelledby="teams-heading">
        <h2 id="teams-heading">Teams</h2>
        {teams.length ? (
          teams.map((team) => <TeamCard key={team.id} team={team} viewerId={viewerId} />)
        ) : (
          <div className="card up-empty">
            <p className="up-empty-title">No teams yet</p>
            <p>{who} not a member of any team.</p>
            <p className="muted">
              Friends form teams and browse each other&apos;s idea logs.{' '}
              <Link href={href('faqs.friend-request')}>How friend requests work</Link>
            </p>
          </div>
        )}
      </section>
      {frame.isOwner && (
        <section className="card" aria-labelledby="found-team">
          <h2 id="found-team">Found a team</h2>
          <p className="muted">
            Friends form teams and browse each other&apos;s idea logs.{' '}
            <Link href={href('dashboard.idea-team-labs', { platformSlug: frame.user.screen_name })}>
              Idea team labs
            </Link>
          </p>
          <TeamCreateForm />
        </section>
      )}
    </UserPlatformFrame>
  );
}
