// /{platformSlug}/bio (alias blog): the user's full bio.
import type { Metadata } from 'next';
import { UserBio } from '@/components/platform/UserBio';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Bio');
}

export default async function BioPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  return (
    <UserPlatformFrame frame={frame} current="bio">
      <UserBio user={frame.user} heading={`Bio of @${frame.user.screen_name}`} />
    </UserPlatformFrame>
  );
}
