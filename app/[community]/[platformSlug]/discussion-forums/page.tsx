// /{platformSlug}/discussion-forums (alias discussions, spec 3 §2.7): a user's forums, or with
// 'platform' the community's own: the most recent topics and the channels.
import type { Metadata } from 'next';
import { ForumRoute } from '@/components/forums/ForumRoute';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') return { title: 'Discussion forums' };
  return userPlatformMetadata(platformSlug, 'Discussion forums');
}

export default async function DiscussionForumsPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return <ForumRoute community={community} platformSlug={platformSlug} path={[]} query={await searchParams} />;
}
