// /{platformSlug}: a static content page (welcome, faqs, legal...), or a user's platform.
import type { Metadata } from 'next';
import { ChallengeGrid } from '../../../components/challenges/ChallengeCard';
import { ContentLayout } from '../../../components/content/ContentLayout';
import { UserPlatformFrame } from '../../../components/platform/UserPlatformFrame';
import { JsonLd } from '../../../components/seo/JsonLd';
import { contentMetadata, findContent } from '../../../server/bff/content';
import { getChallengesHome, getPlatform, getUserByScreenName } from '../../../server/bff/loaders';
import { loadUserPlatformFrame } from '../../../server/bff/user-platform-data';
import { userPlatformJsonLd, userPlatformMetadata } from '../../../server/bff/user-platform-seo';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { community, platformSlug } = await params;
  const content = findContent(platformSlug);
  if (content) return contentMetadata(content);
  let screenName: string;
  try {
    screenName = decodeURIComponent(platformSlug);
  } catch {
    return {};
  }
  const [user, platform] = await Promise.all([getUserByScreenName(screenName), getPlatform(community)]);
  // A different casing redirects to the canonical name, so only that page describes the user.
  if (!user || !platform || user.screen_name !== screenName) return {};
  return userPlatformMetadata(community, platform, user);
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
      {frame.shell.platform && <JsonLd data={userPlatformJsonLd(community, frame.shell.platform, user)} />}
      <h2>Challenges by @{user.screen_name}</h2>
      <ChallengeGrid challenges={mine} now={new Date()} empty={`@${user.screen_name} has not posted a challenge in this community yet.`} />
    </UserPlatformFrame>
  );
}
