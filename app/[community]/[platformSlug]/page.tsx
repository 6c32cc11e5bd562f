// /{platformSlug}: a static content page (welcome, faqs, legal...), or a user's platform.
import type { Metadata } from 'next';
import { ChallengeGrid } from '../../../components/challenges/ChallengeCard';
import { ContentLayout } from '../../../components/content/ContentLayout';
import { UserPlatformFrame } from '../../../components/platform/UserPlatformFrame';
import { contentMetadata, findContent } from '../../../server/bff/content';
import { getChallengesHome, getUserByScreenName } from '../../../server/bff/loaders';
import { loadUserPlatformFrame } from '../../../server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug } = await params;
  const content = findContent(platformSlug);
  if (content) return contentMetadata(content);
  const user = await getUserByScreenName(decodeURIComponent(platformSlug));
  if (!user) return {};
  const name = `${user.first_name} ${user.last_name}`.trim() || user.screen_name;
  return { title: `${name} (@${user.screen_name})`, description: user.slogan || `${name}'s challenges and ideas on Nervus.`, openGraph: { images: user.avatar_url ? [user.avatar_url] : [] } };
}

export default async function PlatformSlugPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const content = findContent(platformSlug);
  if (content) return <ContentLayout page={content} path={platformSlug} />;

  const [frame, home] = await Promise.all([loadUserPlatformFrame(community, platformSlug), getChallengesHome(community)]);
  const { user } = frame;
  const mine = [...home.open, ...home.closed].filter((c) => c.catalyst.id === user.id);
  return (
    <UserPlatformFrame frame={frame} current="home">
      <h2>Challenges by @{user.screen_name}</h2>
      <ChallengeGrid challenges={mine} now={new Date()} empty={`@${user.screen_name} has not posted a challenge in this community yet.`} />
    </UserPlatformFrame>
  );
}
