// /{platformSlug}/tournaments (home.olympiads): a user's tournaments, or with 'platform' the
// community's. No olympiad has run yet, so both state 'No tournaments!' (spec 3 §2.5).
import type { Metadata } from 'next';
import { CommunityFrame } from '@/components/platform/CommunityFrame';
import { NoTournaments } from '@/components/platform/NoTournaments';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
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
    return (
      <CommunityFrame platform={platform} signedIn={Boolean(viewer)}>
        <NoTournaments who={platform.title} />
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
