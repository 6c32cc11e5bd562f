// Idea team labs (spec 3 §2.4 idea-team-labs, alias my-labs): my teams, each teammate's idea log,
// the invitations waiting for me, and the form to found a team (spec 3 §6).
import type { Metadata } from 'next';
import { DashboardFrame, EmptyState } from '@/components/dashboard/DashboardFrame';
import { TeamCard } from '@/components/teams/TeamCard';
import { TeamCreateForm } from '@/components/teams/TeamCreateForm';
import { TeamInvitations } from '@/components/teams/TeamInvitations';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getMyPeople } from '@/server/bff/people';
import { getMyTeams } from '@/server/bff/teams';

export const metadata: Metadata = { title: 'Idea team labs', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function IdeaTeamLabs({ params }: Props) {
  const { community, platformSlug } = await params;
  const me = await requireDashboardOwner(community, platformSlug);
  const [mine, people] = await Promise.all([getMyTeams(), getMyPeople()]);
  const friends = people?.friends.map((f) => f.screen_name) ?? [];
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="labs"
      page={href('dashboard.idea-team-labs', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Idea team labs' }]}
      title="Idea team labs"
      lead={<p>Friends form teams and browse each other&apos;s idea logs.</p>}
    >
      <TeamInvitations invitations={mine.invitations} />
      <section aria-labelledby="my-teams">
        <h2 id="my-teams">My teams</h2>
        {mine.teams.length ? (
          mine.teams.map((team) => <TeamCard key={team.id} team={team} viewerId={me.id} friends={friends} />)
        ) : (
          <EmptyState>You are not on a team yet. Found one below and invite your friends.</EmptyState>
        )}
      </section>
      <section className="card" aria-labelledby="found-team">
        <h2 id="found-team">Found a team</h2>
        <TeamCreateForm />
      </section>
    </DashboardFrame>
  );
}
