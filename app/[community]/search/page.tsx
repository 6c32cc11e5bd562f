// /search (home.challenges.search, spec 2 §2): the community's challenges matching q, narrowed by
// main category (mc) and, when ic is set, with closed ones too. The main community searches all.
import type { Metadata } from 'next';
import { SearchResults } from '@/components/browse/SearchResults';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { searchHref } from '@/lib/routes/table';
import { firstParam, readSearchQuery, searchChallenges } from '@/server/bff/browse';
import { linkContext } from '@/server/bff/links';
import { getCategories, getPlatform } from '@/server/bff/loaders';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ community: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const q = firstParam(query.q);
  // Result pages are for people, not for the index: only the bare search page is indexable.
  const filtered = Boolean(q || firstParam(query.mc) || firstParam(query.ic) || firstParam(query.page));
  return { title: q ? `Search: ${q}` : 'Search challenges', robots: filtered ? { index: false } : undefined };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { community } = await params;
  const search = readSearchQuery(await searchParams);
  const [platform, categories, res] = await Promise.all([
    getPlatform(community),
    getCategories(community),
    searchChallenges(community, search),
  ]);
  const title = platform?.is_main ? 'Search all challenges' : `Search ${platform?.title ?? 'this community'}`;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Search' }]} />
      <h1>{title}</h1>
      <SearchResults
        action={searchHref(undefined)}
        q={search.q}
        formLabel="Search challenges by their question or details"
        filters={{ categories, category: search.category, includeClosed: search.includeClosed }}
        result={res.ok ? res.data : null}
        errors={res.ok ? [] : res.errors}
        links={{
          page: (page) => searchHref(undefined, { ...search, page }),
          withClosed: searchHref(undefined, { ...search, includeClosed: true, page: 1 }),
          everyCategory: searchHref(undefined, { ...search, category: undefined, page: 1 }),
        }}
        cardLinks={linkContext(community)}
        emptyAll="No challenges here yet. Be the first to ask a question."
      />
    </div>
  );
}
