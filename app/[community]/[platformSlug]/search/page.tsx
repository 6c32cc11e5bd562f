// /{platformSlug}/search: one user's challenges in this community matching a query.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchResults } from '../../../../components/browse/SearchResults';
import { UserPlatformFrame } from '../../../../components/platform/UserPlatformFrame';
import { classifyPlatformSlug } from '../../../../lib/routes/platform-slug';
import { href } from '../../../../lib/routes/table';
import { firstParam, pageParam, searchChallenges } from '../../../../server/bff/browse';
import { loadUserPlatformFrame, userPlatformMetadata } from '../../../../server/bff/user-platform-data';

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Search', { robots: { index: false } });
}

export default async function UserSearchPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  const query = await searchParams;
  const q = firstParam(query.q);
  // '/platform/search' is the community's own search.
  if (classifyPlatformSlug(platformSlug).kind === 'community') redirect(href('home.challenges.search', {}, { q: q || undefined }));
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { screen_name: handle } = frame.user;
  const page = pageParam(query.page);
  const res = await searchChallenges(community, { q, page, catalyst: handle });
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <h2>Search @{handle}’s challenges</h2>
      <SearchResults
        action={href('home.challenges.search', { platformSlug: handle })}
        q={q}
        formLabel={`Search the challenges @${handle} asked`}
        result={res.ok ? res.data : null}
        errors={res.ok ? [] : res.errors}
        hrefFor={(p) => href('home.challenges.search', { platformSlug: handle }, { q: q || undefined, page: p > 1 ? String(p) : undefined })}
        emptyAll={`@${handle} has not posted a challenge in this community yet.`}
        nested
      />
    </UserPlatformFrame>
  );
}
