// /{platformSlug}/search: one user's challenges in this community matching a query, with the same
// filters as the community search (mc, ic).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchResults } from '@/components/browse/SearchResults';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { searchHref } from '@/lib/routes/table';
import { readSearchQuery, searchChallenges } from '@/server/bff/browse';
import { linkContext } from '@/server/bff/links';
import { getCategories } from '@/server/bff/loaders';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Search', { robots: { index: false } });
}

export default async function UserSearchPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  const search = readSearchQuery(await searchParams);
  // '/platform/search' is the community's own search.
  if (classifyPlatformSlug(platformSlug).kind === 'community') redirect(searchHref(undefined, search));
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { screen_name: handle } = frame.user;
  const [categories, res] = await Promise.all([
    getCategories(community),
    searchChallenges(community, { ...search, catalyst: handle }),
  ]);
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <h2>Search @{handle}’s challenges</h2>
      <SearchResults
        action={searchHref(handle)}
        q={search.q}
        formLabel={`Search the challenges @${handle} asked`}
        filters={{ categories, category: search.category, includeClosed: search.includeClosed }}
        result={res.ok ? res.data : null}
        errors={res.ok ? [] : res.errors}
        links={{
          page: (page) => searchHref(handle, { ...search, page }),
          withClosed: searchHref(handle, { ...search, includeClosed: true, page: 1 }),
          everyCategory: searchHref(handle, { ...search, category: undefined, page: 1 }),
        }}
        cardLinks={linkContext(community)}
        emptyAll={`@${handle} has not posted a challenge in this community yet.`}
        nested
      />
    </UserPlatformFrame>
  );
}
