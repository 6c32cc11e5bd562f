// /{platformSlug}/discussion-forums (alias discussions): a user's forums, or with 'platform' the
// community's own. No channel exists yet, so both state that and the rule for posting.
import type { Metadata } from 'next';
import { ForumsEmpty } from '@/components/forums/ForumsEmpty';
import { CommunityFrame } from '@/components/platform/CommunityFrame';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { getMySummary } from '@/server/bff/loaders';
import { loadShell } from '@/server/bff/shell';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') return { title: 'Discussion forums' };
  return userPlatformMetadata(platformSlug, 'Discussion forums');
}

async function viewerActivity(signedIn: boolean) {
  if (!signedIn) return null;
  const summary = await getMySummary();
  return summary ? { ideas: summary.ideas, ratings: summary.ratings } : null;
}

export default async function DiscussionForumsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') {
    const { platform, viewer } = await loadShell(community);
    if (!platform) return null;
    return (
      <CommunityFrame platform={platform} signedIn={Boolean(viewer)}>
        <ForumsEmpty communityTitle={platform.title} activity={await viewerActivity(Boolean(viewer))} />
      </CommunityFrame>
    );
  }
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const title = frame.shell.platform?.title ?? 'this community';
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <ForumsEmpty communityTitle={title} activity={await viewerActivity(Boolean(frame.viewer))} />
    </UserPlatformFrame>
  );
}
