// /{platformSlug}/about (alias about-me): the bio under an 'About @x' heading, behind the user-bio
// flag (spec 1 §2); with the flag off it is the bio page.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UserBio } from '@/components/platform/UserBio';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { FLAG } from '@/lib/contracts/flags';
import { href } from '@/lib/routes/table';
import { isFlagOn } from '@/server/bff/loaders';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'About');
}

export default async function AboutUserPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  if (!(await isFlagOn(FLAG.userBio, community)))
    redirect(href('home.user.bio', { platformSlug: frame.user.screen_name }));
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <UserBio user={frame.user} heading={`About @${frame.user.screen_name}`} />
    </UserPlatformFrame>
  );
}
