// /{platformSlug}/tournaments (home.olympiads): with 'platform' the community's tournaments, current
// and prior, Open or Closed (issue 17 §2); 'No tournaments!' when none has run (spec 3 §2.5). A
// user's page keeps the empty state: tournaments belong to communities.
import type { Metadata } from 'next';
import { CommunityFrame } from '@/components/platform/CommunityFrame';
import { NoTournaments } from '@/components/platform/NoTournaments';
import { TournamentList } from '@/components/platform/TournamentList';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { getMyResults, getOlympiads } from '@/server/bff/olympiads';
import { loadShell } from '@/server/bff/shell';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') return { title: 'Tournaments' };
  return userPlatformMetadata(platformSlug, 'Tournaments');
}

export default async function TournamentsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') {
    const { platform, viewer } = await loadShell(community);
    if (!platform) return null;
    const [olympiads, mine] = await Promise.all([getOlympiads(community), viewer ? getMyResults() : []]);
    return (
      <CommunityFrame platform={platform} signedIn={Boolean(viewer)}>
        {olympiads === null ? (
          <Alert kind="danger" autoClose={false}>
            {MESSAGES.generic}
          </Alert>
        ) : olympiads.length ? (
          <TournamentList olympiads={olympiads} title={platform.title} mine={mine} />
        ) : (
          <NoTournaments who={platform.title} />
        )}
      </CommunityFrame>
    );
  }
  const frame = await loadUserPlatformFrame(community, platformSlug);
  return (
    <UserPlatformFrame frame={frame} current="tournaments">
      <NoTournaments who={`@${frame.user.screen_name}`} />
    </UserPlatformFrame>
  );
}
