// /{platformSlug}: a static content page (welcome, faqs, legal...), or a user's platform with the
// challenges they asked, filtered by ?filter= (all, open, closed, idea_entry_fee).
import type { Metadata } from 'next';
import Link from 'next/link';
import { ChallengeGrid } from '@/components/challenges/ChallengeCard';
import { ContentLayout } from '@/components/content/ContentLayout';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { USER_PLATFORM_FILTERS, userPlatformFilter } from '@/lib/contracts/user-platform';
import { MESSAGES } from '@/lib/constants';
import { href } from '@/lib/routes/table';
import { contentMetadata, findContent } from '@/components/content/find-content';
import { linkContext } from '@/server/bff/links';
import { getPlatform, getUserByScreenName } from '@/server/bff/loaders';
import { getUserChallenges, loadUserPlatformFrame } from '@/server/bff/user-platform-data';
import { userPlatformJsonLd, userPlatformMetadata } from '@/server/bff/user-platform-seo';

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

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

const EMPTY: Record<string, string> = {
  all: 'has not asked a question yet.',
  open: 'has no open challenges right now.',
  closed: 'has no closed challenges yet.',
  idea_entry_fee: 'has no challenges with an entry fee.',
};

export default async function PlatformSlugPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  const content = findContent(platformSlug);
  if (content) return <ContentLayout page={content} path={platformSlug} />;

  const [frame, query] = await Promise.all([loadUserPlatformFrame(community, platformSlug), searchParams]);
  const { user } = frame;
  const filter = userPlatformFilter(query.filter);
  const list = await getUserChallenges(user.id, filter);
  return (
    <UserPlatformFrame frame={frame} current="home">
      {frame.shell.platform && <JsonLd data={userPlatformJsonLd(community, frame.shell.platform, user)} />}
      <h2>Challenges by @{user.screen_name}</h2>
      <nav className="role-tabs" aria-label="Filter challenges">
        <ul>
          {USER_PLATFORM_FILTERS.map((f) => (
            <li key={f.key}>
              <Link
                href={href('home.user', { platformSlug: user.screen_name }, f.key === 'all' ? {} : { filter: f.key })}
                aria-current={f.key === filter.key ? 'page' : undefined}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list ? (
        <ChallengeGrid
          challenges={list}
          now={new Date()}
          links={linkContext(community)}
          empty={`@${user.screen_name} ${EMPTY[filter.key]}`}
        />
      ) : (
        <p role="alert" className="alert alert-danger">
          {MESSAGES.generic}
        </p>
      )}
    </UserPlatformFrame>
  );
}
