// /search: the community's challenges matching a query (the main community searches them all).
import type { Metadata } from 'next';
import { SearchResults } from '../../../components/browse/SearchResults';
import { Breadcrumbs } from '../../../components/shell/Breadcrumbs';
import { href } from '../../../lib/routes/table';
import { firstParam, pageParam, searchChallenges } from '../../../server/bff/browse';
import { getPlatform } from '../../../server/bff/loaders';

type Props = { params: Promise<{ community: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = firstParam((await searchParams).q);
  // Result pages are for people, not for the index: only the bare search page is indexable.
  return { title: q ? `Search: ${q}` : 'Search challenges', robots: q ? { index: false } : undefined };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { community } = await params;
  const query = await searchParams;
  const q = firstParam(query.q);
  const page = pageParam(query.page);
  const [platform, res] = await Promise.all([getPlatform(community), searchChallenges(community, { q, page })]);
  const title = platform?.is_main ? 'Search all challenges' : `Search ${platform?.title ?? 'this community'}`;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Search' }]} />
      <h1>{title}</h1>
      <SearchResults
        action={href('home.challenges.search')}
        q={q}
        formLabel="Search challenges by their question or details"
        result={res.ok ? res.data : null}
        errors={res.ok ? [] : res.errors}
        hrefFor={(p) => href('home.challenges.search', {}, { q: q || undefined, page: p > 1 ? String(p) : undefined })}
        emptyAll="No challenges here yet. Be the first to ask a question."
      />
    </div>
  );
}
